/**
 * After `npm run build`: dates are written in Italian at build time (GraphQL's formatString with locale "it"),
 * so the browser bundle carries no date code. The expected words come from the platform's own Italian
 * formatter (Intl), not from the build: a post's page, the blog's cards and a legal page's "last updated" line.
 */
import { builtPage } from "../helpers/built-site";
import { readMarkdown } from "../helpers/content";

const italian = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
/** Front matter dates arrive as Date objects (YAML) or ISO strings. */
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const inWords = (value: unknown): string => italian.format(asDate(value));
const day = (value: unknown): string => asDate(value).toISOString().slice(0, 10);

const entries = readMarkdown();
const posts = entries.filter((e) => e.collection === "posts");

describe("dates written at build time", () => {
  it.each(posts.map((p) => [p.file, p] as const))("%s shows its date in Italian words and as a day", (_file, p) => {
    const doc = builtPage(`/blog/${String(p.data.slug)}`);
    const time = doc.querySelector("article time");
    expect(time?.getAttribute("datetime")).toBe(day(p.data.date));
    expect(time?.textContent).toBe(inWords(p.data.date));
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join("");
    expect(ld).toContain(`"datePublished":"${day(p.data.date)}"`);
  });

  it("the blog's cards show each post's date in Italian words", () => {
    const text = builtPage("/blog").body.textContent ?? "";
    for (const p of posts) expect(text).toContain(inWords(p.data.date));
  });

  it("a legal page with an update date shows it in Italian words", () => {
    const legal = entries.filter((e) => e.collection === "pages" && e.data.updated);
    expect(legal.length).toBeGreaterThan(0);
    for (const page of legal) {
      const text = builtPage(String(page.data.path)).body.textContent ?? "";
      expect(text).toContain(`Ultimo aggiornamento: ${inWords(page.data.updated)}`);
    }
  });
});
