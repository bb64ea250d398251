/**
 * A part that hydrates when it comes into view: the server renders it whole; the browser keeps that HTML untouched
 * and loads nothing until the part is near the screen, then loads its code and hydrates it (its button works).
 * After the first page has started, parts render at once. The browser proves it on the built site (e2e).
 */
import { act, fireEvent } from "@testing-library/react";
import React, { useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

// This file tests the browser's path: the module evaluated without BUILD_STAGE (jest.setup.ts sets it for the rest).
delete process.env.BUILD_STAGE;
/* eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated after BUILD_STAGE is unset */
const parts = require("../../src/runtime/parts") as typeof import("../../src/runtime/parts");
const { loadKnownParts, markStarted, onView, resetParts, VIEW_MARGIN } = parts;

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setN(n + 1)}>
        {label} {n}
      </button>
    </section>
  );
}

let observed: Array<{ target: Element; callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>;
beforeEach(() => {
  resetParts();
  observed = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(target: Element) {
      observed.push({ target, callback: this.callback, options: this.options });
    }
    disconnect() {}
  };
});

const inView = (i = 0) =>
  observed[i].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

/** The module as the build's render of the HTML evaluates it (BUILD_STAGE set, as Gatsby's webpack defines it). */
function serverOnView(): typeof onView {
  let server: typeof onView | undefined;
  process.env.BUILD_STAGE = "build-html";
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated while BUILD_STAGE is set
    server = (require("../../src/runtime/parts") as typeof import("../../src/runtime/parts")).onView;
  });
  delete process.env.BUILD_STAGE;
  return server!;
}

/**
 * What the server writes for `page` (the part's code loaded as its module is evaluated, as on the server), in a
 * container in the document; and the same part as the browser has it (its code behind a loader that counts its loads).
 */
async function prerendered(id: string, page: (Part: React.ComponentType<{ label: string }>) => React.ReactElement) {
  const Server = serverOnView()(id, () => Promise.resolve({ default: Counter }));
  // The build renders a page well after its modules were evaluated: the loader has settled by then.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(page(Server));
  // Rendered whole, not a fallback left for the browser.
  expect(html).not.toContain("<!--$!-->");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  let count = 0;
  const Browser = onView(id, () => {
    count += 1;
    return Promise.resolve({ default: Counter });
  });
  return { html, container, Browser, loads: () => count };
}

it("keeps the server's HTML and loads nothing until the part is near the screen, then hydrates it", async () => {
  const { html, container, Browser, loads } = await prerendered("counter", (Part) => <Part label="Clic" />);
  expect(html).toContain('data-on-view="counter"');

  const button = container.querySelector("button")!;
  await act(async () => {
    hydrateRoot(container, <Browser label="Clic" />);
  });
  // Not in view: the same element, untouched, and no code loaded.
  expect(container.querySelector("button")).toBe(button);
  expect(loads()).toBe(0);
  expect(observed).toHaveLength(1);
  expect(observed[0].target.tagName).toBe("SECTION");
  expect(observed[0].options?.rootMargin).toBe(VIEW_MARGIN);
  fireEvent.click(button);
  expect(button).toHaveTextContent("Clic 0");

  await act(async () => inView());
  expect(loads()).toBe(1);
  // Hydrated in place: the same element now answers.
  expect(container.querySelector("button")).toBe(button);
  fireEvent.click(button);
  expect(button).toHaveTextContent("Clic 1");
  container.remove();
});

it("a parent rendering again while the part waits (a filter read from the address) keeps its server HTML", async () => {
  const data = { label: "Filtro" };
  function Page({ Part }: { Part: React.ComponentType<{ label: string }> }) {
    const [filter, setFilter] = useState("");
    useEffect(() => setFilter("laser"), []);
    return (
      <div>
        <p>{filter || "tutti"}</p>
        <Part label={data.label} />
      </div>
    );
  }
  const { container, Browser, loads } = await prerendered("filtered", (Part) => <Page Part={Part} />);
  const section = container.querySelector("section")!;
  const rebuilt = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page Part={Browser} />, { onRecoverableError: rebuilt });
  });
  expect(container.querySelector("p")).toHaveTextContent("laser");
  expect(rebuilt).not.toHaveBeenCalled();
  expect(loads()).toBe(0);
  expect(container.querySelector("section")).toBe(section);
  container.remove();
});

it("after the first page has started, renders at once (a new page rendered in the browser)", async () => {
  markStarted();
  const Browser = onView("later", () => Promise.resolve({ default: Counter }));
  const container = document.createElement("div");
  document.body.appendChild(container);
  const { createRoot } = await import("react-dom/client");
  await act(async () => {
    createRoot(container).render(<Browser label="Nuova" />);
  });
  expect(container.querySelector("button")).toHaveTextContent("Nuova 0");
  expect(observed).toHaveLength(0);
  container.remove();
});

it("on the first page, a part mounted anew (its prerendered markup gone) renders at once", async () => {
  // The search page hides its help while it searches and shows it again when nothing was found: the part is mounted
  // anew, with nothing of it left in the page to keep or to watch.
  let show = (_: boolean) => {};
  function Page({ Part }: { Part: React.ComponentType<{ label: string }> }) {
    const [shown, setShown] = useState(true);
    show = setShown;
    return <main>{shown ? <Part label="Aiuto" /> : null}</main>;
  }
  const { container, Browser, loads } = await prerendered("help", (Part) => <Page Part={Part} />);
  await act(async () => {
    hydrateRoot(container, <Page Part={Browser} />);
  });
  // Waiting to be scrolled to, its markup kept.
  expect(loads()).toBe(0);
  expect(container.querySelector("button")).toHaveTextContent("Aiuto 0");
  await act(async () => show(false));
  expect(container.querySelector("button")).toBeNull();
  await act(async () => show(true));
  expect(loads()).toBe(1);
  expect(container.querySelector("button")).toHaveTextContent("Aiuto 0");
  container.remove();
});

it("a part whose code the runtime loaded before the navigation renders with its page, in the same render", async () => {
  markStarted();
  let loads = 0;
  const Ahead = onView("ahead", () => {
    loads += 1;
    return Promise.resolve({ default: Counter });
  });
  await loadKnownParts();
  expect(loads).toBe(1);
  const container = document.createElement("div");
  document.body.appendChild(container);
  const { createRoot } = await import("react-dom/client");
  const root = createRoot(container);
  // A synchronous render: a part that still had to wait for its code would show nothing yet.
  act(() => root.render(<Ahead label="Subito" />));
  expect(container.querySelector("button")).toHaveTextContent("Subito 0");
  expect(loads).toBe(1);
  act(() => root.unmount());
  container.remove();
});
