/**
 * @jest-environment-options {"url": "http://localhost/", "customExportConditions": ["require", "default"]}
 */
/**
 * Regions (src/components/shell/Region.tsx), hydrated by Preact as the browser bundle does (src/gatsby/webpack.ts
 * aliases react to preact/compat there; here jest.mock does the same): while the first page hydrates, each region
 * keeps its prerendered markup and waits for a task of its own; the first input hydrates them all at once; after the
 * first page, regions render at once. The browser proves it on the built site too (e2e/regions.spec.ts).
 */
jest.mock("react", () => jest.requireActual("preact/compat"));
jest.mock("react/jsx-runtime", () => jest.requireActual("preact/jsx-runtime"));
jest.mock("react-dom/client", () => jest.requireActual("preact/compat/client"));

import React, { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { markStarted, resetOnView } from "../../src/components/on-view";
import { withoutSuspenseMarkers } from "../../src/gatsby/suspense-markers";
import {
  Region,
  afterRegions,
  hydrateAllRegions,
  resetRegions,
  staggerRegions,
} from "../../src/components/shell/Region";

/** What the server renders for Page below (React's markers of Suspense boundaries included). */
const SERVER_HTML =
  "<header><!--$--><nav><button>menu 0</button></nav><!--/$--></header>" +
  '<main><!--$--><div style="display:contents"><section><h2>Uno</h2><button>uno 0</button></section>' +
  "<!--$--><section><h2>Due</h2><button>due 0</button></section><!--/$--></div><!--/$--></main>";

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

function Page() {
  return (
    <>
      <header>
        <Region>
          <nav>
            <Counter label="menu" />
          </nav>
        </Region>
      </header>
      <main>
        <Region wrap>
          <section>
            <h2>Uno</h2>
            <Counter label="uno" />
          </section>
          <Region>
            <section>
              <h2>Due</h2>
              <Counter label="due" />
            </section>
          </Region>
        </Region>
      </main>
    </>
  );
}

/** One task, and the microtasks of Preact's renders queued in it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The microtasks in which Preact renders what changed (its renders are queued, not synchronous). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
/** Clicks the buttons whose label starts with each of `labels`, and lets Preact render. */
async function clickAll(...labels: string[]): Promise<void> {
  for (const label of labels)
    buttons()
      .find((b) => b.textContent?.startsWith(label))!
      .click();
  await microtasks();
}

let container: HTMLDivElement;
beforeEach(() => {
  resetRegions();
  resetOnView();
  container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.appendChild(container);
});
afterEach(() => container.remove());

const buttons = () => [...container.querySelectorAll("button")];
const texts = () => buttons().map((b) => b.textContent);

it("hydrates one region per task, in order, each keeping its prerendered elements", async () => {
  const prerendered = [...container.querySelectorAll("*")];
  staggerRegions(document);
  hydrateRoot(container, <Page />);
  await microtasks();

  // The shell has hydrated; every region still waits, its markup in place.
  await clickAll("menu", "uno", "due");
  expect(texts()).toEqual(["menu 0", "uno 0", "due 0"]);

  await nextTask(); // the header's region
  await clickAll("menu", "uno", "due");
  expect(texts()).toEqual(["menu 1", "uno 0", "due 0"]);

  await nextTask(); // the page's region; the section inside it now waits for its own turn
  await clickAll("menu", "uno", "due");
  expect(texts()).toEqual(["menu 2", "uno 1", "due 0"]);

  await nextTask(); // the inner section
  await clickAll("due");
  expect(texts()).toEqual(["menu 2", "uno 1", "due 1"]);

  // The same elements the server wrote: nothing was rendered anew or left out.
  expect(prerendered.every((element) => element.isConnected)).toBe(true);
  expect(container.querySelectorAll("section")).toHaveLength(2);
  expect(container.querySelectorAll("h2")).toHaveLength(2);
});

it("the first input hydrates every waiting region before its click is handled", async () => {
  staggerRegions(document);
  hydrateRoot(container, <Page />);
  await microtasks();
  const due = buttons()[2];
  due.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  await microtasks(); // those after the pointerdown listener, before the browser's click
  due.click();
  await microtasks();
  expect(texts()).toEqual(["menu 0", "uno 0", "due 1"]);
  expect(container.querySelectorAll("section")).toHaveLength(2);
});

it("a parent rendering again while a region waits keeps the region's markup", async () => {
  let rerender = () => {};
  function Parent() {
    const [n, setN] = useState(0);
    rerender = () => setN(n + 1);
    return <Page key="page" data-n={n} />;
  }
  const prerendered = [...container.querySelectorAll("section")];
  staggerRegions(document);
  hydrateRoot(container, <Parent />);
  await microtasks();
  rerender();
  await microtasks();
  expect([...container.querySelectorAll("section")]).toEqual(prerendered);
  hydrateAllRegions();
  await nextTask();
  expect([...container.querySelectorAll("section")]).toEqual(prerendered);
  await clickAll("due");
  expect(texts()).toEqual(["menu 0", "uno 0", "due 1"]);
});

it("renders at once when not staggered (a page rendered in the browser) or after the first navigation", async () => {
  container.innerHTML = "";
  const { render } = jest.requireActual<typeof import("preact")>("preact");
  render(<Page />, container);
  await microtasks();
  expect(texts()).toEqual(["menu 0", "uno 0", "due 0"]);

  container.innerHTML = SERVER_HTML;
  staggerRegions(document);
  markStarted();
  hydrateRoot(container, <Page />);
  await microtasks();
  await clickAll("due");
  expect(texts()).toEqual(["menu 0", "uno 0", "due 1"]);
});

it("stops waiting once the first page's regions have all had their turn", async () => {
  staggerRegions(document);
  hydrateRoot(container, <Page />);
  for (let i = 0; i < 5; i += 1) await nextTask();
  expect(document.documentElement.dataset.regions).toBe("hydrated");
});

it("what waits for the regions runs after the last hydrated, a task after the first input, or never", async () => {
  staggerRegions(document);
  hydrateRoot(container, <Page />);
  await microtasks();
  const seen: string[][] = [];
  afterRegions(() => seen.push(texts().map(String)));
  const cancel = afterRegions(() => seen.push(["canceled"]));
  cancel();
  // The inner section's button is hydrated when the run comes: a click on it counts.
  afterRegions(() => buttons()[2].click());
  await nextTask();
  await nextTask();
  expect(seen).toEqual([]);
  await nextTask();
  await nextTask();
  await nextTask();
  await microtasks();
  expect(document.documentElement.dataset.regions).toBe("hydrated");
  expect(seen).toEqual([["menu 0", "uno 0", "due 0"]]);
  expect(texts()).toEqual(["menu 0", "uno 0", "due 1"]);

  // Hydrated by the first input: the run waits for a task after it.
  resetRegions();
  container.innerHTML = SERVER_HTML;
  staggerRegions(document);
  hydrateRoot(container, <Page />);
  await microtasks();
  let ran = false;
  afterRegions(() => {
    ran = true;
    buttons()[2].click();
  });
  hydrateAllRegions();
  expect(ran).toBe(false);
  await nextTask();
  await microtasks();
  expect(ran).toBe(true);
  expect(texts()).toEqual(["menu 0", "uno 0", "due 1"]);

  // Not staggered: at once.
  let now = false;
  afterRegions(() => (now = true));
  expect(now).toBe(true);
});

describe("the page as the production build writes it (src/gatsby/suspense-markers.ts)", () => {
  /** The shell's order (src/components/shell/PageShell.tsx): a region, then elements after it, inside and outside. */
  function Shell() {
    return (
      <>
        <a href="#main">salta</a>
        <Region>
          <header>
            <Counter label="menu" />
          </header>
        </Region>
        <main>
          <Region>
            <section>
              <Counter label="uno" />
            </section>
          </Region>
          <section>
            <h2>Due</h2>
          </section>
        </main>
        <footer>
          <a href="/contatti">Contatti</a>
        </footer>
      </>
    );
  }
  /** What React's server renderer writes for Shell: a comment on each side of each region's Suspense boundary. */
  const SHELL_FROM_REACT =
    '<a href="#main">salta</a><!--$--><header><button>menu 0</button></header><!--/$-->' +
    "<main><!--$--><section><button>uno 0</button></section><!--/$--><section><h2>Due</h2></section></main>" +
    '<footer><a href="/contatti">Contatti</a></footer>';

  it("leaves out React's boundary markers, and nothing else", () => {
    expect(withoutSuspenseMarkers(SHELL_FROM_REACT)).toBe(
      '<a href="#main">salta</a><header><button>menu 0</button></header>' +
        "<main><section><button>uno 0</button></section><section><h2>Due</h2></section></main>" +
        '<footer><a href="/contatti">Contatti</a></footer>',
    );
    // React's separator between two adjacent texts, and any other comment, stay.
    expect(withoutSuspenseMarkers("<p>a<!-- -->b</p><!--$x--><!--/$-->")).toBe("<p>a<!-- -->b</p><!--$x-->");
  });

  it("hydrates region by region without moving any element", async () => {
    container.innerHTML = withoutSuspenseMarkers(SHELL_FROM_REACT);
    const moved: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof Element) moved.push(node.tagName);
    });
    observer.observe(container, { childList: true, subtree: true });
    staggerRegions(document);
    hydrateRoot(container, <Shell />);
    for (let i = 0; i < 5; i += 1) await nextTask();
    observer.disconnect();
    expect(document.documentElement.dataset.regions).toBe("hydrated");
    expect(moved).toEqual([]);
    await clickAll("menu", "uno");
    expect(texts()).toEqual(["menu 1", "uno 1"]);
  });
});
