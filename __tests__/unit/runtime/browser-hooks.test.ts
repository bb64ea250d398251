/** The Gatsby browser hooks connect every runtime module: what each hook installs. */
import type { PluginOptions } from "gatsby";
import { hasStarted, resetParts } from "../../../src/runtime/parts";
import {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
} from "../../../src/runtime/browser-hooks";
import { UPDATE_CHECK_IDLE_DELAY_MS } from "../../../src/runtime/constants";

type Hook = (args: never, options: PluginOptions) => unknown;
const call = (hook: unknown, args: object = {}) => (hook as Hook)(args as never, { plugins: [] });

const gatsbyEnqueue = jest.fn();
const gatsbyHovering = jest.fn();
const loader = {
  loadPage: jest.fn(() => Promise.resolve({ status: "success" })),
  enqueue: gatsbyEnqueue,
  hovering: gatsbyHovering,
};
const gatsbyNavigate = jest.fn();
// jsdom refuses Secure cookies on http://localhost: the cookie written is read from the setter.
const cookieWrites = jest.spyOn(Document.prototype, "cookie", "set");
let cookieWritesAtEntry = -1;

beforeAll(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '<meta name="build-id" content="b1">';
  document.body.innerHTML =
    '<div id="gatsby-focus-wrapper" tabindex="-1"><main id="main" tabindex="-1"><h1 id="page-heading" ' +
    'tabindex="-1">Titolo</h1></main></div>';
  Object.assign(window, { ___loader: loader, ___navigate: gatsbyNavigate });
  call(onClientEntry);
  cookieWritesAtEntry = cookieWrites.mock.calls.length;
});
afterAll(() => jest.useRealTimers());

describe("the client runtime's hooks", () => {
  it("onClientEntry replaces prefetching and navigation, cookie written later, overlay on intent", async () => {
    expect(cookieWritesAtEntry).toBe(0);
    // No Gatsby Link on the site: its queue is left alone, the site's links have their own (link-prefetch.ts).
    expect(window.___loader?.enqueue).toBe(gatsbyEnqueue);
    expect(window.___navigate).not.toBe(gatsbyNavigate);
    // The overlay's code comes at the first sign of interaction, not with the page.
    expect(document.querySelector("[data-loading-overlay]")).toBeNull();
    window.dispatchEvent(new Event("pointerover"));
    await jest.advanceTimersByTimeAsync(0);
    expect(document.querySelector("[data-loading-overlay]")).not.toBeNull();
    expect(cookieWrites).toHaveBeenCalledWith("site_locale=it; Max-Age=31536000; Path=/; SameSite=Lax; Secure");

    // The same chunk prefetches the site's links: a hovered one at once.
    document.body.insertAdjacentHTML("beforeend", '<a href="/blog"><span>Blog</span></a>');
    document.querySelector("a[href='/blog'] span")?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.loadPage).toHaveBeenCalledWith("/blog");
    expect(gatsbyHovering).not.toHaveBeenCalled();
    document.querySelector("a[href='/blog']")?.remove();

    // A link navigation before the app's first render waits for it (navigation.ts): see the next test.
    window.___navigate?.("/contatti");
    await jest.advanceTimersByTimeAsync(200);
    expect(gatsbyNavigate).not.toHaveBeenCalled();
  });

  it("onInitialClientRender marks the app ready and starts the update check", async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: async () => ({ buildId: "b2" }) } as Response));
    Object.assign(window, { fetch: fetchMock });
    call(onInitialClientRender);
    expect(document.documentElement.dataset.runtime).toBe("ready");
    await jest.advanceTimersByTimeAsync(0);
    expect(gatsbyNavigate).toHaveBeenCalledWith("/contatti", undefined);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_IDLE_DELAY_MS + 10);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.newBuild).toBe("b2");
  });

  it("onRouteUpdate focuses the new page's heading, not on an anchor of the same page", async () => {
    (document.body as HTMLElement).focus();
    call(onRouteUpdate, { location: { pathname: "/" }, prevLocation: { pathname: "/" } });
    await jest.advanceTimersByTimeAsync(0);
    expect(document.activeElement?.id).not.toBe("page-heading");
    call(onRouteUpdate, { location: { pathname: "/blog" }, prevLocation: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(document.activeElement?.id).not.toBe("page-heading");
    call(onRouteUpdate, { location: { pathname: "/blog" }, prevLocation: { pathname: "/" } });
    await jest.advanceTimersByTimeAsync(0);
    expect(document.activeElement?.id).toBe("page-heading");
  });

  it("parts render at once only after a navigation to another page, not after the first render", () => {
    resetParts();
    // The page's regions may still be hydrating after the first render: they must render what the server did.
    call(onPreRouteUpdate, { location: { pathname: "/" }, prevLocation: null });
    call(onInitialClientRender);
    expect(hasStarted()).toBe(false);
    call(onPreRouteUpdate, { location: { pathname: "/" }, prevLocation: { pathname: "/" } });
    expect(hasStarted()).toBe(false);
    call(onPreRouteUpdate, { location: { pathname: "/blog" }, prevLocation: { pathname: "/" } });
    expect(hasStarted()).toBe(true);
  });
});
