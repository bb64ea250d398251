import React from "react";

/** The site's code, replaced by a module that records when it is evaluated and what its hooks receive. */
const evaluated: string[] = [];
const calls: Array<[string, unknown]> = [];
jest.mock("../../../src/runtime/started", () => {
  evaluated.push("site");
  return {
    onClientEntry: (args: unknown) => void calls.push(["onClientEntry", args]),
    onInitialClientRender: (args: unknown) => void calls.push(["onInitialClientRender", args]),
    onPreRouteUpdate: (args: unknown) => void calls.push(["onPreRouteUpdate", args]),
    onRouteUpdate: (args: unknown) => void calls.push(["onRouteUpdate", args]),
    replaceHydrateFunction: () => (element: unknown) => void calls.push(["hydrate", element]),
    wrapPageElement: ({ element }: { element: React.ReactElement }) => <div data-shell="page">{element}</div>,
    wrapRootElement: ({ element }: { element: React.ReactElement }) => <div data-shell="root">{element}</div>,
  };
});

type LazyEntry = typeof import("../../../src/runtime/lazy-entry");
const options = { plugins: [] };

beforeEach(() => {
  evaluated.length = 0;
  calls.length = 0;
  jest.resetModules();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** lazy-entry in a fresh module registry, so that each test starts with the site's code not yet evaluated. */
function isolated(run: (entry: LazyEntry) => Promise<void>): Promise<void> {
  let done: Promise<void> = Promise.resolve();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated inside the isolated registry
    done = run(require("../../../src/runtime/lazy-entry") as LazyEntry);
  });
  return done;
}

it("onClientEntry evaluates the site's code in a later task, runs the runtime's entry in the next; Gatsby waits", () =>
  isolated(async (entry) => {
    expect(evaluated).toEqual([]);
    let settled = false;
    const done = entry.onClientEntry({ a: 1 } as never, options).then(() => void (settled = true));
    await Promise.resolve();
    // Same task: nothing evaluated, nothing run, and the promise Gatsby waits on is pending.
    expect(evaluated).toEqual([]);
    expect(calls).toEqual([]);
    expect(settled).toBe(false);

    // The next task evaluates the site's code and nothing more.
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(evaluated).toEqual(["site"]);
    expect(calls).toEqual([]);
    expect(settled).toBe(false);

    // The one after runs the entry, and Gatsby goes on.
    await jest.runOnlyPendingTimersAsync();
    await done;
    expect(calls).toEqual([["onClientEntry", { a: 1 }]]);
    expect(settled).toBe(true);
  }));

it("the other hooks and the page wrappers reach the site's code, evaluated once", () =>
  isolated(async (entry) => {
    const done = entry.onClientEntry({} as never, options);
    await jest.runAllTimersAsync();
    await done;
    entry.onInitialClientRender({ b: 2 } as never, options);
    entry.onPreRouteUpdate({ c: 3 } as never, options);
    entry.onRouteUpdate({ d: 4 } as never, options);
    entry.replaceHydrateFunction()(<p>pagina</p>, document.body);
    const page = entry.wrapPageElement({ element: <p>pagina</p>, props: {} } as never);
    const root = entry.wrapRootElement({ element: <p>app</p> } as never);

    expect(calls.map(([name]) => name)).toEqual([
      "onClientEntry",
      "onInitialClientRender",
      "onPreRouteUpdate",
      "onRouteUpdate",
      "hydrate",
    ]);
    expect(calls.slice(1, 4).map(([, args]) => args)).toEqual([{ b: 2 }, { c: 3 }, { d: 4 }]);
    expect((page as React.ReactElement).props).toMatchObject({ "data-shell": "page" });
    expect((root as React.ReactElement).props).toMatchObject({ "data-shell": "root" });
    expect(evaluated).toEqual(["site"]);
  }));
