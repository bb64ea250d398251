/**
 * After `npm run build`: every JSON-LD node of every built page against the Google rules that Search Console
 * reports as errors (docs/CONTENT-MODEL.md, "Structured data and Google's rules"):
 * - a Product needs `offers`, `review` or `aggregateRating` (product snippets);
 * - a LocalBusiness needs an `address` (local business);
 * - every other mention of the company is a bare `{ "@id" }` of the one full description.
 * Nested nodes count: a Product or LocalBusiness stub inside `provider` or `publisher` is reported too.
 */
import { allBuiltHtml, builtPage, siteUrl } from "../helpers/built-site";

type Node = Record<string, unknown>;

const types = (node: Node): string[] => {
  const t = node["@type"];
  return Array.isArray(t) ? t.map(String) : t === undefined ? [] : [String(t)];
};

/** Every object inside a JSON-LD value, with its path (e.g. "provider", "@graph[1].publisher"). */
function nodesOf(value: unknown, at = ""): Array<{ node: Node; at: string }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => nodesOf(v, `${at}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const node = value as Node;
  return [
    { node, at: at || "(block)" },
    ...Object.entries(node).flatMap(([k, v]) => nodesOf(v, at ? `${at}.${k}` : k)),
  ];
}

const LOCAL_BUSINESS = /LocalBusiness$|^(Store|ProfessionalService|HealthAndBeautyBusiness|BeautySalon)$/;

/** The problems of one page's blocks, each naming where it is. */
export function ldProblems(blocks: readonly unknown[], organisationId: string): string[] {
  const problems: string[] = [];
  blocks.forEach((block, b) => {
    for (const { node, at } of nodesOf(block)) {
      const where = `block ${b} ${at}`;
      const t = types(node);
      if (t.includes("Product") && !["offers", "review", "aggregateRating"].some((k) => k in node)) {
        problems.push(`${where}: a Product without offers, review or aggregateRating`);
      }
      if (t.some((x) => LOCAL_BUSINESS.test(x)) && !("address" in node)) {
        problems.push(`${where}: a ${t.join("/")} without an address`);
      }
      if (node["@id"] === organisationId && at !== "(block)" && Object.keys(node).length !== 1) {
        problems.push(`${where}: the company named with more than its @id (${Object.keys(node).join(", ")})`);
      }
    }
  });
  return problems;
}

const blocksOf = (pagePath: string): unknown[] =>
  Array.from(builtPage(pagePath).querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent ?? "") as unknown,
  );

describe("structured data that Search Console accepts", () => {
  const organisation = `${siteUrl()}/#organization`;

  it("catches what it is meant to catch", () => {
    const bad = [
      { "@type": "Product", name: "Laser" },
      { "@type": "Service", provider: { "@type": "LocalBusiness", "@id": organisation, name: "Venere Tech" } },
    ];
    expect(ldProblems(bad, organisation)).toEqual([
      "block 0 (block): a Product without offers, review or aggregateRating",
      "block 1 provider: a LocalBusiness without an address",
      "block 1 provider: the company named with more than its @id (@type, @id, name)",
    ]);
    expect(
      ldProblems([{ "@type": "Product", offers: { price: "1" } }, { provider: { "@id": organisation } }], organisation),
    ).toEqual([]);
  });

  it("has no Product without offers, review or rating, no LocalBusiness without address, on any page", () => {
    const pages = allBuiltHtml();
    expect(pages.length).toBeGreaterThan(50);
    const problems = pages.flatMap((p) => ldProblems(blocksOf(p), organisation).map((x) => `${p}: ${x}`));
    expect(problems).toEqual([]);
  });

  it("describes the company once per page at most, with its address", () => {
    for (const p of allBuiltHtml()) {
      const full = blocksOf(p)
        .flatMap((b) => nodesOf(b))
        .filter(({ node }) => node["@id"] === organisation && Object.keys(node).length > 1);
      expect(full.length).toBeLessThanOrEqual(1);
    }
  });
});
