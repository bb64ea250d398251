/**
 * The doorway guard: city pages that are copies of each other fail the build, naming both files; pages written
 * for their city pass. The city pages as they were before the city texts (fixtures/city-pages-before: the three
 * shared templates and the cities' shared paragraphs, as published until November 2026) must fail.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { checkDoorways, DOORWAY_LIMITS, maskNames, measureDoorways } from "../../src/content-model/doorway";
import { cityTextsFromDisk } from "../helpers/content";

const NAMES = ["Milano", "Lombardia", "Torino", "Piemonte", "Porta Romana", "Crocetta"];

const unique = [
  "A Milano le clienti arrivano in pausa pranzo e chiedono sedute brevi, prenotabili dall'ufficio con un messaggio.",
  "Il laser lavora bene con i pacchetti di primavera, quando il calendario dei matrimoni riempie le agende del centro.",
  "La consegna si organizza con il portiere dello stabile, perché in molti palazzi del centro il montacarichi va " +
    "prenotato.",
].join(" ");
const other = [
  "Torino ha inverni lunghi: la radiofrequenza per il viso riempie le cabine da ottobre a marzo senza sforzo.",
  "Le clienti della Crocetta preferiscono un percorso spiegato con calma, con una prova e una scheda scritta.",
  "Per la formazione molte titolari scelgono il lunedì, il giorno in cui il centro resta chiuso al pubblico.",
].join(" ");

describe("the doorway guard", () => {
  it("masks city, region and area names, longest first and whole words only", () => {
    expect(maskNames("Centri di Milano e di Porta Romana, Lombardia; Milanese resta.", NAMES)).toBe(
      "Centri di città e di città, città; Milanese resta.",
    );
  });

  it("fails two pages that differ only by the city's name, naming both files", () => {
    const copy = unique.replace(/Milano/g, "Torino");
    const errors = checkDoorways(
      [
        { file: "content/citta/laser-diodo-milano.md", text: unique },
        { file: "content/citta/laser-diodo-torino.md", text: copy },
      ],
      NAMES,
    );
    const shared = errors.find((e) => e.message.includes("sequenze di 5 parole"));
    expect(shared?.file).toBe("content/citta/laser-diodo-torino.md");
    expect(shared?.message).toContain(
      "ha in comune con content/citta/laser-diodo-milano.md il 100.0% delle sue sequenze di 5 parole",
    );
    // Every sentence of each is also on the other: nothing of their own.
    expect(errors.filter((e) => e.message.includes("frasi che non compaiono in altre pagine per città"))).toHaveLength(
      2,
    );
  });

  it("passes pages written for their own city", () => {
    expect(
      checkDoorways(
        [
          { file: "a.md", text: unique },
          { file: "b.md", text: other },
        ],
        NAMES,
      ),
    ).toEqual([]);
  });

  it("counts the words of shared sentences against a page's own share", () => {
    // 10 words in a sentence both pages have, 5 words of its own: own share 5/15.
    const shared = "Questa frase comune di dieci parole compare su entrambe pagine.";
    const report = measureDoorways(
      [
        { file: "a.md", text: `${shared} Solo questa è davvero nostra.` },
        { file: "b.md", text: `${shared} Qui tutto diverso dal resto.` },
      ],
      [],
    );
    expect(report.own.find((p) => p.file === "a.md")).toMatchObject({ words: 15 });
    expect(report.own.find((p) => p.file === "a.md")?.own).toBeCloseTo(5 / 15, 5);
  });

  it("measures shared shingles against the smaller page, so a copied paragraph inside a long page is caught", () => {
    const report = measureDoorways(
      [
        { file: "long.md", text: `${other} ${unique}` },
        { file: "short.md", text: unique },
      ],
      NAMES,
    );
    expect(report.pairs[0].shared).toBe(1);
  });

  it("ignores link targets and Markdown markers", () => {
    const a =
      "## Consegna\n\nPortiamo il [laser](/macchinari-estetici-roma/a) nel **vostro** centro di Milano oggi stesso.";
    const b =
      "## Consegna\n\nPortiamo il [laser](/macchinari-estetici-roma/b) nel vostro centro di Torino oggi stesso.";
    expect(
      measureDoorways(
        [
          { file: "a", text: a },
          { file: "b", text: b },
        ],
        NAMES,
      ).pairs[0].shared,
    ).toBe(1);
  });

  it("fails the 15 city pages as they were before the city texts", () => {
    const dir = path.join(__dirname, "../fixtures/city-pages-before");
    const cities = JSON.parse(fs.readFileSync(path.join(dir, "cities.json"), "utf8")).cities as Array<{
      name: string;
      slug: string;
      region: string;
      intro: string;
      service: string;
      areas: string[];
    }>;
    const pages = ["laser-diodo", "pressoterapia", "radiofrequenza"].flatMap((key) => {
      const { data, content } = matter(fs.readFileSync(path.join(dir, `${key}.md`), "utf8"));
      return cities.map((c) => ({
        file: `${key}-${c.slug}`,
        // What the old template printed: lead, the city's two paragraphs, the template body, with {city} filled.
        text: [data.lead, c.intro, c.service, content]
          .join("\n\n")
          .replace(/\{city\}/g, c.name)
          .replace(/\{region\}/g, c.region),
      }));
    });
    const names = cities.flatMap((c) => [c.name, c.region, ...c.areas]);
    const report = measureDoorways(pages, names);
    const worstPair = Math.max(...report.pairs.map((p) => p.shared));
    const lowestOwn = Math.min(...report.own.map((p) => p.own));
    expect(worstPair).toBeGreaterThan(DOORWAY_LIMITS.maxSharedShingles);
    expect(lowestOwn).toBeLessThan(DOORWAY_LIMITS.minOwnSentences);
    expect(checkDoorways(pages, names).length).toBeGreaterThan(0);
  });

  it("passes the city texts in content/citta with margin (worst pair ≤ 25%, lowest own share ≥ 55%)", () => {
    const { pages, names } = cityTextsFromDisk();
    expect(pages.length).toBeGreaterThan(1); // editors add texts: any number, as long as there are pairs to compare
    const report = measureDoorways(pages, names);
    expect(Math.max(...report.pairs.map((p) => p.shared))).toBeLessThanOrEqual(0.25);
    expect(Math.min(...report.own.map((p) => p.own))).toBeGreaterThanOrEqual(0.55);
  });
});
