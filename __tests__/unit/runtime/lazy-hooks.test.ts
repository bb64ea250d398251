/** The runtime's module, replaced by one that records when it is evaluated and what its hooks receive. */
const evaluated: string[] = [];
const calls: string[] = [];
jest.mock("../../../src/runtime/browser-hooks", () => {
  evaluated.push("runtime");
  return {
    onClientEntry: () => void calls.push("onClientEntry"),
    onInitialClientRender: () => void calls.push("onInitialClientRender"),
    onPreRouteUpdate: () => void calls.push("onPreRouteUpdate"),
    onRouteUpdate: () => void calls.push("onRouteUpdate"),
    replaceHydrateFunction: () => () => void calls.push("hydrate"),
  };
});

type LazyHooks = typeof import("../../../src/runtime/lazy-hooks");
const args = {} as never;

beforeEach(() => {
  evaluated.length = 0;
  calls.length = 0;
  jest.resetModules();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function isolated(run: (hooks: LazyHooks) => Promise<void>): Promise<void> {
  let done: Promise<void> = Promise.resolve();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated inside the isolated registry
    done = run(require("../../../src/runtime/lazy-hooks") as LazyHooks);
  });
  return done;
}

it("onClientEntry evaluates the runtime and runs its entry in a later task, and Gatsby waits for it", () =>
  isolated(async (hooks) => {
    expect(evaluated).toEqual([]);
    let settled = false;
    const entry = hooks.onClientEntry(args, args).then(() => void (settled = true));
    await Promise.resolve();
    // Same task: nothing evaluated, nothing run, and the promise Gatsby waits on is pending.
    expect(evaluated).toEqual([]);
    expect(calls).toEqual([]);
    expect(settled).toBe(false);

    jest.runAllTimers();
    await entry;
    expect(evaluated).toEqual(["runtime"]);
    expect(calls).toEqual(["onClientEntry"]);
  }));

it("the later hooks call the runtime's, evaluated once", () =>
  isolated(async (hooks) => {
    const entry = hooks.onClientEntry(args, args);
    jest.runAllTimers();
    await entry;
    hooks.onInitialClientRender(args, args);
    hooks.onPreRouteUpdate(args, args);
    hooks.onRouteUpdate(args, args);
    hooks.replaceHydrateFunction()(null as never, null as never);
    expect(calls).toEqual(["onClientEntry", "onInitialClientRender", "onPreRouteUpdate", "onRouteUpdate", "hydrate"]);
    expect(evaluated).toEqual(["runtime"]);
  }));
