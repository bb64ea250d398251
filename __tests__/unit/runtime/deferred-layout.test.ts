/**
 * The deferred layout of the first page's lower parts (src/runtime/deferred-layout.ts): laid out one per idle
 * period in page order, then the page marked whole; at once on a navigation; whole from the start on a reload, a
 * history navigation and at the first scroll (the head's inline script); never deferred on a page whose address
 * points to one of its elements (the stylesheet). What the browser does with `content-visibility` is proven in
 * e2e/deferred-layout.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { DEFERRED_LAYOUT_SCRIPT } from "../../../src/gatsby/deferred-layout-script";
import { DEFERRED_PARTS, layOutAll, layOutWhenIdle } from "../../../src/runtime/deferred-layout";

function page(): void {
  document.documentElement.removeAttribute("data-laid-out");
  document.body.innerHTML = `
    <header><a id="other" href="/contatti">Contatti</a><a id="jump" href="#s3">Domande</a></header>
    <main>
      <section class="hero" id="h"></section>
      <section class="section" id="s1">
        <ul><li data-defer-layout id="c1"></li><li data-defer-layout id="c2"></li></ul>
      </section>
      <section class="section" id="s2"></section>
      <div data-on-view="faq" style="display:contents"><section class="section" id="s3"></section></div>
    </main>
    <footer data-defer-layout id="f"></footer>
    <footer id="card-footer"></footer>`;
}

/** An idle scheduler the test runs by hand, one idle period at a time. */
function manualIdle() {
  const queue: Array<() => void> = [];
  return {
    idle: (callback: () => void) => void queue.push(callback),
    period: () => queue.splice(0).forEach((run) => run()),
    pending: () => queue.length,
  };
}

/**
 * Which parts are laid out, in page order; "c1" and "c2" are a list's items in s1, "h" is the hero, never deferred,
 * "card-footer" a footer not marked.
 */
const laidOut = () =>
  ["s1", "c1", "c2", "s2", "s3", "f", "h", "card-footer"]
    .map((id) => (document.getElementById(id)?.hasAttribute("data-laid-out") ? id : "-"))
    .join(" ");
const whole = () => document.documentElement.hasAttribute("data-laid-out");

beforeEach(page);

describe("layOutWhenIdle", () => {
  test("lays out sections, marked items and the footer, one per idle period in order, then the page whole", () => {
    const clock = manualIdle();
    layOutWhenIdle(document, clock.idle);
    expect(laidOut()).toBe("- - - - - - - -");
    clock.period();
    expect(laidOut()).toBe("s1 - - - - - - -");
    clock.period();
    expect(laidOut()).toBe("s1 c1 - - - - - -");
    clock.period();
    expect(laidOut()).toBe("s1 c1 c2 - - - - -");
    clock.period();
    expect(laidOut()).toBe("s1 c1 c2 s2 - - - -");
    clock.period();
    expect(laidOut()).toBe("s1 c1 c2 s2 s3 - - -");
    expect(whole()).toBe(false);
    clock.period();
    expect(laidOut()).toBe("s1 c1 c2 s2 s3 f - -");
    clock.period();
    expect(whole()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  test("stops when the visitor navigates: the whole page is laid out at once", () => {
    const clock = manualIdle();
    layOutWhenIdle(document, clock.idle);
    clock.period();
    layOutAll();
    expect(whole()).toBe(true);
    clock.period();
    expect(laidOut()).toBe("s1 - - - - - - -");
    expect(clock.pending()).toBe(0);
  });

  test("does nothing on a page already laid out whole (a reload, a history navigation)", () => {
    document.documentElement.setAttribute("data-laid-out", "");
    const clock = manualIdle();
    layOutWhenIdle(document, clock.idle);
    expect(clock.pending()).toBe(0);
  });
});

describe("the head's inline script", () => {
  /** Runs the script on a page reached by `type` (undefined: a browser without navigation timing). */
  const run = (type: string | undefined) => {
    document.documentElement.removeAttribute("data-laid-out");
    Object.defineProperty(performance, "getEntriesByType", {
      configurable: true,
      value: type === undefined ? undefined : (kind: string) => (kind === "navigation" ? [{ type }] : []),
    });
    // The script is the page's own text: run it as the browser would.
    new Function(DEFERRED_LAYOUT_SCRIPT)();
    return whole();
  };
  afterEach(() => {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  test("a plain navigation defers the layout", () => {
    expect(run("navigate")).toBe(false);
  });
  test("a reload and a history navigation lay the page out whole, so the restored position is real", () => {
    expect(run("reload")).toBe(true);
    expect(run("back_forward")).toBe(true);
  });
  test("a browser without navigation timing defers, and never throws", () => {
    expect(run(undefined)).toBe(false);
  });
  test("the first scroll lays the page out whole, before the frame that shows it", () => {
    expect(run("navigate")).toBe(false);
    window.dispatchEvent(new Event("resize"));
    expect(whole()).toBe(false);
    window.dispatchEvent(new Event("scroll"));
    expect(whole()).toBe(true);
  });
  test("also in a browser without navigation timing", () => {
    expect(run(undefined)).toBe(false);
    window.dispatchEvent(new Event("scroll"));
    expect(whole()).toBe(true);
  });
});

test("the stylesheet defers exactly the parts the runtime lays out, and nothing on a page with a :target", () => {
  const css = fs.readFileSync(path.join(__dirname, "../../../src/styles/global.css"), "utf8");
  const rule = /([^{}]*)\{\s*content-visibility:\s*auto;/.exec(css);
  expect(rule).not.toBeNull();
  const selector = (rule?.[1] ?? "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .trim()
    .replace(/\s+/g, " ");
  expect(selector).toEqual(
    `:root:not([data-laid-out], :has(:target)) :is(${DEFERRED_PARTS.split(",")
      .map((part) => part.trim())
      .join(", ")}):not([data-laid-out])`,
  );
});
