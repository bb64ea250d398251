import React from "react";

import { createRoot, hydrateRoot } from "react-dom/client";
import { logRecoverableError, startApp } from "../../../src/runtime/hydrate";

const mockRender = jest.fn();
jest.mock("react-dom/client", () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render: mockRender })) }));
const render = mockRender;

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = "";
});

describe("starting the app", () => {
  it("hydrates a prerendered page, with recoverable errors only logged", () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>Pagina</main></div></div>';
    const container = document.getElementById("___gatsby") as Element;
    const element = <p>app</p>;
    startApp(element, container);
    expect(hydrateRoot).toHaveBeenCalledWith(container, element, { onRecoverableError: logRecoverableError });
    expect(createRoot).not.toHaveBeenCalled();
  });

  it("renders into a page without prerendered content", () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    const container = document.getElementById("___gatsby") as Element;
    startApp(<p>app</p>, container);
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(container);
    expect(render).toHaveBeenCalled();
  });

  it("a recoverable error is a warning in the console, not an uncaught error", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const reportError = jest.fn();
    (window as unknown as { reportError: unknown }).reportError = reportError;
    const error = new Error("Minified React error #418");
    expect(() => logRecoverableError(error)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("[runtime]"), error);
    expect(reportError).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
