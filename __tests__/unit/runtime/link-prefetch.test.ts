/** The site's plain anchors are prefetched as Gatsby's Link prefetches: in view (after start-up), and on hover. */
import { prefetchLinks, prefetchPath, startLinkPrefetch } from "../../../src/runtime/link-prefetch";

/** The browser's IntersectionObserver, replaced by one the test drives (jsdom has none). */
function fakeObservers() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(el: Element) {
      observed.add(el);
    }
    unobserve(el: Element) {
      observed.delete(el);
    }
  };
  const show = (el: Element, isIntersecting = true) =>
    report([{ target: el, isIntersecting } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observed, show };
}

function queue() {
  const aborted: string[] = [];
  return {
    aborted,
    enqueue: jest.fn((path: string) => ({ abort: () => void aborted.push(path) })),
    hover: jest.fn(),
  };
}

const anchor = (html: string) => {
  document.body.insertAdjacentHTML("beforeend", html);
  return document.body.lastElementChild as HTMLAnchorElement;
};

beforeEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/blog");
});

describe("which links are prefetched", () => {
  it.each([
    ['<a href="/contatti">', "/contatti"],
    ['<a href="/it/formule?x=1#a">', "/it/formule"],
    ['<a href="/blog#fine">', null], // the page on screen
    ['<a href="/blog?pagina=2">', null],
    ['<a href="https://www.example.com/a">', null],
    ['<a href="//www.example.com/a">', null],
    ['<a href="/contatti" target="_blank">', null],
    ['<a href="/contatti" download>', null],
    ['<a href="/documenti/scheda.pdf">', null],
    ['<a href="mailto:info@example.com">', null],
    ["<a>", null],
  ])("%s → %s", (html, expected) => {
    expect(prefetchPath(anchor(`${html}x</a>`))).toBe(expected);
  });

  it("an element inside a link counts as the link; text and other elements do not", () => {
    const link = anchor('<a href="/contatti"><span>Contatti</span></a>');
    expect(prefetchPath(link.firstElementChild)).toBe("/contatti");
    expect(prefetchPath(link.firstChild?.firstChild ?? null)).toBeNull();
    expect(prefetchPath(document.body)).toBeNull();
  });
});

describe("startLinkPrefetch", () => {
  it("watches nothing before start-up is over, then queues the links that come into view", () => {
    const link = anchor('<a href="/contatti">Contatti</a>');
    const other = anchor('<a href="/formule">Formule</a>');
    const q = queue();
    const io = fakeObservers();
    let startupOver: () => void = () => undefined;
    startLinkPrefetch(q, (cb) => (startupOver = cb));
    expect(io.observed.size).toBe(0);
    startupOver();
    expect([...io.observed]).toEqual([link, other]);
    io.show(link);
    expect(q.enqueue).toHaveBeenCalledTimes(1);
    expect(q.enqueue).toHaveBeenCalledWith("/contatti");
    // Out of view before its turn: it leaves the queue.
    io.show(link, false);
    expect(q.aborted).toEqual(["/contatti"]);
  });

  it("a link of the page on screen, or of another site, is never queued", () => {
    const self = anchor('<a href="/blog">Blog</a>');
    const away = anchor('<a href="https://www.example.com/">Altro</a>');
    const q = queue();
    const io = fakeObservers();
    startLinkPrefetch(q, (cb) => cb());
    expect(io.observed.has(away)).toBe(false);
    io.show(self);
    expect(q.enqueue).not.toHaveBeenCalled();
  });

  it("after a change of page, watches the new page's links and forgets the old page's", () => {
    const old = anchor('<a href="/contatti">Contatti</a>');
    const q = queue();
    const io = fakeObservers();
    const watchPage = startLinkPrefetch(q, (cb) => cb());
    old.remove();
    const added = anchor('<a href="/blog/blog02">Articolo</a>');
    expect(io.observed.has(added)).toBe(false);
    watchPage();
    expect(io.observed.has(added)).toBe(true);
    io.show(old, false);
    expect(io.observed.has(old)).toBe(false);
  });

  it("before start-up is over, a change of page watches nothing yet", () => {
    anchor('<a href="/contatti">Contatti</a>');
    const io = fakeObservers();
    startLinkPrefetch(queue(), () => undefined)();
    expect(io.observed.size).toBe(0);
  });

  it("a hovered link goes to the head of the queue at once, start-up or not; other hovers are ignored", () => {
    const link = anchor('<a href="/contatti"><span>Contatti</span></a>');
    const away = anchor('<a href="https://www.example.com/">Altro</a>');
    const q = queue();
    fakeObservers();
    startLinkPrefetch(q, () => undefined);
    (link.firstElementChild as Element).dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    away.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(q.hover.mock.calls).toEqual([["/contatti"]]);
  });

  it("without IntersectionObserver in the browser, hover still prefetches", () => {
    const link = anchor('<a href="/contatti">Contatti</a>');
    const q = queue();
    expect("IntersectionObserver" in window).toBe(false); // jsdom has none
    startLinkPrefetch(q, (cb) => cb())();
    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(q.hover).toHaveBeenCalledWith("/contatti");
    expect(q.enqueue).not.toHaveBeenCalled();
  });
});

describe("prefetchLinks", () => {
  afterEach(() => delete window.___loader);

  it("prefetches through Gatsby's loader", () => {
    const link = anchor('<a href="/contatti">Contatti</a>');
    const loadPage = jest.fn(() => Promise.resolve({ status: "success" }));
    window.___loader = { loadPage, enqueue: jest.fn(), hovering: jest.fn() };
    prefetchLinks();
    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(loadPage).not.toHaveBeenCalled(); // the queue starts a hovered page in a microtask
    return Promise.resolve().then(() => expect(loadPage).toHaveBeenCalledWith("/contatti"));
  });

  it("without Gatsby's loader, does nothing", () => {
    expect(() => prefetchLinks()()).not.toThrow();
  });
});
