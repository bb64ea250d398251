import { act, render, screen } from "@testing-library/react";
import React from "react";
import { ErrorBoundary } from "../../../src/components/ErrorBoundary";
import { ErrorPageBody } from "../../../src/components/ErrorPageBody";
import { RELOAD_GUARD_KEY } from "../../../src/runtime/constants";
import {
  capturePrerenderedContent,
  describeError,
  handleUncaught,
  installErrorHandlers,
  isFatalErrorEvent,
  isOwnRejection,
  markMounted,
  onLoadFailure,
  resetErrorHandling,
  showErrorPage,
} from "../../../src/runtime/error-handling";
import { isBotUserAgent } from "../../../src/runtime/user-agent";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const realUserAgent = navigator.userAgent;
const setUserAgent = (ua: string) =>
  Object.defineProperty(window.navigator, "userAgent", { value: ua, configurable: true });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetErrorHandling();
  setUserAgent(CHROME);
  document.title = "Pagina";
  window.sessionStorage.clear();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  setUserAgent(realUserAgent);
  document.body.innerHTML = "";
});

function Thrower({ when }: { when: boolean }): React.ReactElement {
  if (when) throw new TypeError("data.page is undefined");
  return <h1>Contenuto della pagina</h1>;
}

/** A page that renders fine, inside a boundary that listens for fatal errors (as wrapPageElement sets it up). */
const renderListeningPage = () =>
  render(
    <ErrorBoundary region="main" resetKey="/" listen>
      <Thrower when={false} />
    </ErrorBoundary>,
  );

describe("who is a crawler", () => {
  it.each([
    GOOGLEBOT,
    "Mozilla/5.0 (Linux; Android 11) Chrome/126.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 " +
      "Chrome-Lighthouse",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  ])("%s is", (ua) => expect(isBotUserAgent(ua)).toBe(true));

  it.each([
    CHROME,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 " +
      "Mobile/15E148 Safari/604.1",
  ])("%s is not", (ua) => expect(isBotUserAgent(ua)).toBe(false));
});

describe("which errors are fatal", () => {
  const origin = "https://www.example.it";
  it("errors of the site's own scripts", () => {
    expect(isFatalErrorEvent({ error: new Error("x"), filename: `${origin}/app-1.js`, message: "x" }, origin)).toBe(
      true,
    );
    expect(isFatalErrorEvent({ error: new Error("x"), filename: "", message: "x" }, origin)).toBe(true);
  });

  it("not cross-origin scripts ('Script error.'), extensions, other hosts, or ResizeObserver notices", () => {
    expect(isFatalErrorEvent({ error: null, filename: "", message: "Script error." }, origin)).toBe(false);
    expect(
      isFatalErrorEvent({ error: new Error("x"), filename: "chrome-extension://abc/content.js", message: "x" }, origin),
    ).toBe(false);
    expect(
      isFatalErrorEvent(
        { error: new Error("x"), filename: "https://www.example.it.evil.com/x.js", message: "x" },
        origin,
      ),
    ).toBe(false);
    expect(
      isFatalErrorEvent(
        { error: new Error("x"), filename: "https://www.googletagmanager.com/gtm.js", message: "x" },
        origin,
      ),
    ).toBe(false);
    expect(
      isFatalErrorEvent(
        {
          error: new Error("ResizeObserver loop completed"),
          filename: "",
          message: "ResizeObserver loop completed with undelivered notifications.",
        },
        origin,
      ),
    ).toBe(false);
  });

  it("unhandled rejections: only errors raised by the site's own scripts", () => {
    const own = Object.assign(new Error("x"), { stack: `Error: x\n    at f (${origin}/app-1.js:1:2)` });
    const foreign = Object.assign(new Error("x"), {
      stack: "Error: x\n    at g (https://www.googletagmanager.com/gtag/js:1:2)",
    });
    const bare = Object.assign(new TypeError("Failed to fetch"), { stack: "TypeError: Failed to fetch" });
    expect(isOwnRejection(own, origin)).toBe(true);
    expect(isOwnRejection(foreign, origin)).toBe(false);
    expect(isOwnRejection(bare, origin)).toBe(false);
    expect(isOwnRejection("just a string", origin)).toBe(false);
    expect(isOwnRejection(undefined, origin)).toBe(false);
  });

  it("describes an error for the page's technical detail", () => {
    expect(describeError(new TypeError("a is undefined"))).toBe("TypeError: a is undefined");
    expect(describeError("plain")).toBe("plain");
    expect(describeError(42)).toBe("Unknown error");
  });
});

describe("the error boundary", () => {
  it("shows the generic error page (500, Internal Server Error) when the page fails to render", async () => {
    render(
      <ErrorBoundary region="main" resetKey="/">
        <Thrower when />
      </ErrorBoundary>,
    );
    // At once, before the error page's own chunk has arrived: its words, plainly.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Si è verificato un errore");
    expect(await screen.findByText(/^Errore 500/)).toHaveTextContent("Errore 500 · Internal Server Error");
    expect(screen.getByTestId("error-description")).toHaveTextContent("TypeError: data.page is undefined");
    expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Si è verificato un errore (500)");
    expect(consoleError).toHaveBeenCalledWith(
      "[runtime] Errore durante il rendering",
      expect.any(TypeError),
      expect.anything(),
    );
  });

  it("starts over when the address changes", () => {
    const { rerender } = render(
      <ErrorBoundary region="main" resetKey="/a">
        <Thrower when />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary region="main" resetKey="/b">
        <Thrower when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contenuto della pagina");
  });

  it("around the whole app, gives the error page its own main region", () => {
    render(
      <ErrorBoundary region="___gatsby">
        <Thrower when />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1 }));
  });

  it("for a crawler, shows the prerendered content again instead of the error page", () => {
    document.body.innerHTML = '<main id="main"><h1>Pagina prerenderizzata</h1></main>';
    setUserAgent(GOOGLEBOT);
    capturePrerenderedContent();
    document.body.innerHTML = "";
    render(
      <ErrorBoundary region="main" resetKey="/">
        <Thrower when />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pagina prerenderizzata");
    expect(screen.queryByText(/Si è verificato un errore/)).toBeNull();
    expect(document.title).toBe("Pagina");
  });

  it("for a crawler with nothing prerendered, shows nothing rather than the error page", () => {
    setUserAgent(GOOGLEBOT);
    const { container } = render(
      <ErrorBoundary region="main" resetKey="/">
        <Thrower when />
      </ErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("fatal unhandled errors", () => {
  it("after mounting, show the error page through the listening boundary", () => {
    markMounted();
    renderListeningPage();
    act(() => handleUncaught(new RangeError("too deep")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Si è verificato un errore");
    expect(screen.getByTestId("error-description")).toHaveTextContent("RangeError: too deep");
    expect(consoleError).toHaveBeenCalledWith("[runtime] Errore non gestito", expect.any(RangeError));
  });

  it("while mounting, are only logged: the prerendered page stays", () => {
    renderListeningPage();
    handleUncaught(new Error("hydration went wrong"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contenuto della pagina");
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("Avvio dell'applicazione non riuscito"),
      expect.any(Error),
    );
  });

  it("for a crawler, are only logged", () => {
    setUserAgent(GOOGLEBOT);
    markMounted();
    renderListeningPage();
    act(() => handleUncaught(new Error("boom")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contenuto della pagina");
    expect(consoleError).toHaveBeenCalledWith("[runtime] Errore non gestito", expect.any(Error));
  });

  it("with no boundary mounted, the error page is rendered into the main region", async () => {
    document.body.innerHTML = '<main id="main"><h1>Vecchio contenuto</h1></main>';
    await act(async () => showErrorPage({ description: "Failed to load /contatti", retryHref: "/contatti" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Si è verificato un errore");
    expect(screen.queryByText("Vecchio contenuto")).toBeNull();
    expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/contatti");
    expect(document.title).toBe("Si è verificato un errore (500)");
  });

  it("a chunk error goes to the reload guard: held back (just reloaded), it shows the error page", async () => {
    document.body.innerHTML = '<main id="main"><h1>Vecchio contenuto</h1></main>';
    const chunkError = Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" });
    // (The reload itself is proven in chunk-reload.test.ts and in the browser: jsdom cannot navigate.)
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ [window.location.pathname]: Date.now() }));
    await act(async () => handleUncaught(chunkError));
    expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", window.location.pathname);
  });

  it("installs listeners that handle window errors and unhandled rejections", () => {
    markMounted();
    renderListeningPage();
    installErrorHandlers();
    act(() => {
      window.dispatchEvent(
        new ErrorEvent("error", { error: new Error("from a handler"), message: "from a handler", filename: "" }),
      );
    });
    expect(screen.getByTestId("error-description")).toHaveTextContent("Error: from a handler");
  });

  it("a rejection of the site's own code shows the error page; another one is only logged", () => {
    markMounted();
    renderListeningPage();
    installErrorHandlers();
    const reject = (reason: unknown) => {
      const event = new Event("unhandledrejection") as Event & { reason?: unknown };
      event.reason = reason;
      act(() => void window.dispatchEvent(event));
    };
    reject(
      Object.assign(new Error("third party"), { stack: "Error: third party\n    at https://cdn.example.com/x.js:1:1" }),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contenuto della pagina");
    expect(consoleError).toHaveBeenCalledWith("[runtime] Promessa rifiutata non gestita (ignorata)", expect.any(Error));
    reject(Object.assign(new Error("ours"), { stack: `Error: ours\n    at ${window.location.origin}/app-1.js:1:1` }));
    expect(screen.getByTestId("error-description")).toHaveTextContent("Error: ours");
  });

  it("stops a chunk-error rejection before Gatsby's own (unguarded) listener", () => {
    installErrorHandlers();
    const gatsbys = jest.fn();
    window.addEventListener("unhandledrejection", gatsbys);
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ [window.location.pathname]: Date.now() }));
    document.body.innerHTML = '<main id="main"></main>';
    const event = new Event("unhandledrejection") as Event & { reason?: unknown };
    event.reason = Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" });
    act(() => void window.dispatchEvent(event));
    expect(gatsbys).not.toHaveBeenCalled();
    window.removeEventListener("unhandledrejection", gatsbys);
  });
});

describe("a load failure during a navigation", () => {
  it("when the guard holds the reload back, offers the target again", async () => {
    document.body.innerHTML = '<main id="main"></main>';
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ "/blog": Date.now() }));
    await act(async () => onLoadFailure("/blog?p=2"));
    expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/blog?p=2");
    expect(screen.getByTestId("error-description")).toHaveTextContent("Failed to load /blog?p=2");
  });
});

describe("the error page's content", () => {
  it("offers a link to try again when given an address, and marks English text as such", () => {
    render(<ErrorPageBody description="Failed to load /x" retryHref="/x" />);
    expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/x");
    expect(screen.getByText("Internal Server Error")).toHaveAttribute("lang", "en");
    expect(screen.getByTestId("error-description")).toHaveAttribute("lang", "en");
  });

  it("leads on to the home page, the machine list and the contact page, in the voi register", () => {
    render(<ErrorPageBody />);
    expect(screen.getByRole("link", { name: "Tornate alla home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Vedete i macchinari" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-roma",
    );
    expect(screen.getByRole("link", { name: "Contattateci" })).toHaveAttribute("href", "/contatti");
  });
});
