/**
 * After `npm run build`: the built pages say what the company can sign. The city pages measured on the text
 * of their <main> as built (not on the Markdown): no near-copies; no banned claim on any page; one promise on
 * what is included.
 */
import { findClaims } from "../../src/content-model/claims";
import { DOORWAY_LIMITS, measureDoorways } from "../../src/content-model/doorway";
import { loadBannedClaims } from "../../src/gatsby/content-nodes";
import { allBuiltHtml, builtPage } from "../helpers/built-site";
import { cityPagePathsFromDisk, readJson } from "../helpers/content";
import { SEED_ROUTES } from "../helpers/seed-routes";

const cities = readJson<{ cities: Array<{ name: string; region: string; areas: string[] }> }>("cities.json").cities;
const names = cities.flatMap((c) => [c.name, c.region, ...c.areas]);
// Every city page of the content (editors add cities and texts), the seed's among them.
const cityPages = cityPagePathsFromDisk();

/** The readable text of a page's main element, one line per block, as a visitor reads it. */
function mainText(pagePath: string): string {
  const main = builtPage(pagePath).querySelector("main");
  return Array.from(main?.querySelectorAll("h1, h2, h3, p, li, summary, dt, dd, td, th") ?? [])
    .filter((el) => !el.querySelector("p, li, h2, h3"))
    .map((el) => el.textContent ?? "")
    .join("\n");
}

describe("the city pages as built", () => {
  const pages = cityPages.map((p) => ({ file: p, text: mainText(p) }));
  const report = measureDoorways(pages, names);

  it("are built, the seed's pages among them", () => {
    expect(cityPages).toEqual(
      expect.arrayContaining(SEED_ROUTES.filter((p) => p.startsWith("/macchinari-estetici-professionali/"))),
    );
    for (const p of cityPages) expect([p, builtPage(p).querySelector("h1") !== null]).toEqual([p, true]);
  });

  it(`share at most ${DOORWAY_LIMITS.maxSharedShingles * 100}% of their 5-word sequences, two by two`, () => {
    const worst = report.pairs.reduce((a, b) => (b.shared > a.shared ? b : a));
    expect(worst.shared).toBeLessThanOrEqual(DOORWAY_LIMITS.maxSharedShingles);
  });

  it(`have each at least ${DOORWAY_LIMITS.minOwnSentences * 100}% of their words in sentences of their own`, () => {
    const lowest = report.own.reduce((a, b) => (b.own < a.own ? b : a));
    expect(lowest.words).toBeGreaterThan(400);
    expect(lowest.own).toBeGreaterThanOrEqual(DOORWAY_LIMITS.minOwnSentences);
  });

  it("each have their own title, meta description and h1", () => {
    const seen = { title: new Set<string>(), description: new Set<string>(), h1: new Set<string>() };
    for (const p of cityPages) {
      const doc = builtPage(p);
      seen.title.add(doc.title);
      seen.description.add(doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
      seen.h1.add(doc.querySelector("h1")?.textContent ?? "");
    }
    const n = cityPages.length;
    expect([seen.title.size, seen.description.size, seen.h1.size]).toEqual([n, n, n]);
  });
});

describe("every built page", () => {
  const claims = loadBannedClaims();

  it("makes none of the banned claims (quotations «…» aside)", () => {
    const found = allBuiltHtml().flatMap((p) => {
      const doc = builtPage(p);
      const text =
        `${doc.title}\n${doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""}` +
        `\n${doc.body.textContent ?? ""}`;
      return findClaims(text, claims).map((f) => `${p}: ${f.found}`);
    });
    expect(found).toEqual([]);
  });

  it("never promises assistance as always included, nor «assistenza a parte» against the formulas", () => {
    const contradictions = allBuiltHtml().flatMap((p) => {
      const text = builtPage(p).body.textContent ?? "";
      return [
        /assistenza[^.]{0,40}di norma (?:inclusa|compresa)/i,
        /sempre inclus[ie][^.]{0,60}assistenza/i,
        /assistenza a parte/i,
      ]
        .filter((re) => re.test(text))
        .map((re) => `${p}: ${String(re)}`);
    });
    expect(contradictions).toEqual([]);
  });
});
