/**
 * @jest-environment node
 *
 * Issue 29, "Legally exact on every page", on the built site: the financing formula's old address answers 301, no
 * page or file names a bank, «Conformità e uso» carries the EU layer, no page says the law is undefined (issue 61:
 * the annex is a closed list), no placeholder is left unfilled, the cookie policy says what this build uses, and
 * the footer's year is the build's.
 */
import fs from "node:fs";
import path from "node:path";
import { PUBLIC, allBuiltHtml, builtPage, htmlFileOf, serveBuiltSite } from "../helpers/built-site";
import { readJson } from "../helpers/content";

const OLD = "/formule/acquisto-macchinari-estetici-banca-sella";
const NEW = "/formule/acquisto-macchinari-estetici-finanziamento";
const text = (pagePath: string) => builtPage(pagePath).body.textContent?.replace(/\s+/g, " ") ?? "";

describe("the financing formula at a neutral address (DECISIONS-29 §6)", () => {
  const base = serveBuiltSite();

  it.each([
    [OLD, NEW],
    [`/it${OLD}`, `/it${NEW}`],
  ])("%s answers 301 to %s, as Netlify's rules say", async (from, to) => {
    const response = await fetch(`${base()}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
    expect((await fetch(`${base()}${to}`)).status).toBe(200);
  });

  it("names no bank in any page or file name: the old address is only in the redirect rules", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? files(full) : [full];
      });
    const all = files(PUBLIC).map((f) => path.relative(PUBLIC, f));
    expect(all.filter((f) => /sella/i.test(f))).toEqual([]);
    const naming = all
      .filter((f) => /\.(html|json|js|txt|xml)$/.test(f) && f !== "_redirects")
      .filter((f) => /\bbanca[- ]sella\b|\bsella\b/i.test(fs.readFileSync(path.join(PUBLIC, f), "utf8")));
    expect(naming).toEqual([]);
    expect(fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8")).toMatch(
      new RegExp(`^${OLD}\\s+${NEW}\\s+301$`, "m"),
    );
  });
});

describe("«Conformità e uso» on the machine pages", () => {
  const machines = allBuiltHtml().filter((p) => p.startsWith("/macchinari-estetici-roma/"));

  it("shows the EU layer on every machine page, once", () => {
    expect(machines.length).toBeGreaterThanOrEqual(10);
    for (const p of machines) {
      const headings = Array.from(builtPage(p).querySelectorAll("h3")).filter(
        (h) => h.textContent === "Documenti e regole europee",
      );
      expect(headings).toHaveLength(1);
      expect(text(p)).toMatch(/che cosa può usare l'estetista in Italia resta stabilito dalla legge 1\/1990/);
    }
    expect(text("/macchinari-estetici-roma/macchinario-laser-diodo-roma")).toMatch(
      /si applicano le regole europee sui dispositivi medici\..*allegato XVI del Regolamento \(UE\) 2017\/745, gruppo 5; .*classe IIa/,
    );
    expect(text("/macchinari-estetici-roma/macchinario-pressoterapia-roma")).toMatch(
      /regole europee sui dispositivi medici non si applicano/,
    );
  });

  it("says on no page that the law is undefined, and offers cavitation to doctors only", () => {
    const undefinedLaw = /normativa non (è )?definita|normativa da verificare|non dice in modo chiaro/i;
    expect(allBuiltHtml().filter((p) => undefinedLaw.test(text(p)))).toEqual([]);
    expect(text("/macchinari-estetici-roma/macchinario-cavitazione-roma")).toMatch(
      /Riservato a medici e strutture sanitarie.*Nessuna scheda dell'allegato/,
    );
  });
});

describe("placeholders and facts written once", () => {
  it("leaves no placeholder unfilled on any page", () => {
    const left = allBuiltHtml().filter((p) => /\{\{[^}]*\}\}/.test(fs.readFileSync(htmlFileOf(p), "utf8")));
    expect(left).toEqual([]);
  });

  it("writes a fact in a FAQ answer as content/fatti.json holds it", () => {
    const [fact] = readJson<{ facts: Array<{ key: string; text: string }> }>("fatti.json").facts.filter(
      (f) => f.key === "operatrice-pressoterapia",
    );
    const page = "/macchinari-estetici-professionali/macchinario-pressoterapia-bologna";
    const html = fs.readFileSync(htmlFileOf(page), "utf8");
    expect(text(page)).toContain(`No. ${fact.text} Le chiede`);
    expect(html).not.toContain("a portata di voce");
  });
});

describe("what the legal pages say is in use now", () => {
  it("the cookie policy of a build with analytics describes Google Analytics 4 and not the site without it", () => {
    const policy = text("/cookie-policy");
    expect(policy).toContain("Cookie statistici: Google Analytics 4");
    expect(policy).not.toMatch(/Il sito non usa cookie statistici/);
    expect(policy).not.toMatch(/\{\{|ifAnalytics|endIf/);
  });
});

describe("the footer's identity (art. 2250 c.c.)", () => {
  const business = readJson<{ registryOffice: string; registryNumber: string; address: { street: string } }>(
    "business.json",
  );

  it("shows the registered office, the registry office and number, and the year of the build", () => {
    const year = fs.statSync(htmlFileOf("/")).mtime.getUTCFullYear();
    for (const p of ["/", "/contatti", "/it/informativa-privacy"]) {
      const legal = builtPage(p).querySelector("footer")?.textContent?.replace(/\s+/g, " ") ?? "";
      expect(legal).toContain(`© ${year} `);
      expect(legal).toContain(`Sede legale ${business.address.street}`);
      expect(legal).toContain(`Registro delle Imprese di ${business.registryOffice} n. ${business.registryNumber}`);
    }
  });
});
