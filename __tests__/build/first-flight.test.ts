/**
 * Every built page fits the first round trip as Netlify serves it (HTML with inline CSS, Brotli), carries no bytes
 * for browsers the site does not support (src/html.tsx, src/gatsby/pre-render-html.ts), and carries the mobile menu
 * in its HTML, so the hamburger works before the scripts and without them.
 */
import fs from "node:fs";
import { JSDOM } from "jsdom";
import { BUDGETS, brotliKb } from "../helpers/budgets";
import { allBuiltHtml, htmlFileOf } from "../helpers/built-site";

const PAGES = allBuiltHtml();

it("finds the built pages (the site and its /it copies)", () => {
  expect(PAGES.length).toBeGreaterThan(50);
  expect(PAGES).toEqual(expect.arrayContaining(["/", "/it", "/contatti"]));
});

describe.each(PAGES.map((p) => [p]))("%s", (pagePath) => {
  const html = fs.readFileSync(htmlFileOf(pagePath));

  it(`HTML with inline CSS is at most ${BUDGETS.firstFlightBrotliKb} KB Brotli`, () => {
    expect(brotliKb(html)).toBeLessThanOrEqual(BUDGETS.firstFlightBrotliKb);
  });

  it("carries no head tag for browsers the site does not support, nor Gatsby's generator tag", () => {
    const head = /<head>[\s\S]*?<\/head>/.exec(html.toString())?.[0] ?? "";
    expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(head).not.toMatch(/x-ua-compatible|shrink-to-fit|name="generator"/i);
  });

  it("prerenders the mobile menu inside a <details> whose <summary> is the hamburger", () => {
    const doc = new JSDOM(html).window.document;
    const details = doc.querySelector("header details");
    expect(details?.querySelector(":scope > summary")?.getAttribute("aria-controls")).toBe("menu-mobile");
    const links = Array.from(details?.querySelectorAll<HTMLAnchorElement>("#menu-mobile nav > ul > li > a") ?? []);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const a of links) expect(a.getAttribute("href")).toMatch(/^\//);
  });
});
