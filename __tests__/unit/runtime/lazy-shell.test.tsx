import React from "react";

/** The shell module, replaced by one that records when it is evaluated. */
const evaluated: string[] = [];
jest.mock("../../../src/components/shell/wrap-page-element", () => {
  evaluated.push("shell");
  return {
    wrapPageElement: ({ element }: { element: React.ReactElement }) => <div data-shell="page">{element}</div>,
    wrapRootElement: ({ element }: { element: React.ReactElement }) => <div data-shell="root">{element}</div>,
  };
});

beforeEach(() => {
  evaluated.length = 0;
  jest.resetModules();
});

it("evaluates the shell's modules at the first render, not when the app bundle starts", () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated inside the isolated registry
    const lazy = require("../../../src/runtime/lazy-shell") as typeof import("../../../src/runtime/lazy-shell");
    expect(evaluated).toEqual([]);

    const page = lazy.wrapPageElement({ element: <p>pagina</p>, props: {} as never });
    expect(evaluated).toEqual(["shell"]);
    expect(page.props).toMatchObject({ "data-shell": "page" });

    const root = lazy.wrapRootElement({ element: <p>app</p> });
    expect(root.props).toMatchObject({ "data-shell": "root" });
    // Once: the second call reuses the module.
    expect(evaluated).toEqual(["shell"]);
  });
});
