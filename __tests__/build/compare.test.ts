/**
 * After `npm run build`: «Confrontate i macchinari» has its own title, description and h1, and its prebuilt HTML
 * (what a visitor without JavaScript gets) is the full table of every machine, with the form that chooses them.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPage } from "../helpers/built-site";

const MACHINES = fs
  .readdirSync(path.join(process.cwd(), "content/machines"))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.replace(/\.md$/, ""));

const meta = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";

describe("the comparison page", () => {
  it.each([["/confronta-macchinari"], ["/it/confronta-macchinari"]])(
    "%s has its own title, description and h1",
    (p) => {
      const doc = builtPage(p);
      expect(doc.title).toBe("Confrontate i macchinari estetici professionali - Venere Tech");
      expect(meta(doc, "description")).toBe(
        "Mettete a confronto due o tre macchinari: trattamenti, chi può usarli, scheda tecnica, regole europee, " +
          "formule e documenti da chiedere, in una sola tabella.",
      );
      expect(doc.querySelector("h1")?.textContent).toBe("Confrontate i macchinari uno accanto all'altro");
    },
  );

  it("lists every machine in its table without JavaScript, one column each, with labelled rows", () => {
    const doc = builtPage("/confronta-macchinari");
    const table = doc.querySelector("table");
    expect(table?.querySelector("caption")?.textContent).toBe(`Confronto tra ${MACHINES.length} macchinari`);
    const columns = Array.from(table?.querySelectorAll("thead th[scope='col'] a") ?? []).map((a) =>
      a.getAttribute("href"),
    );
    expect([...columns].sort()).toEqual(MACHINES.map((m) => `/macchinari-estetici-roma/${m}`).sort());
    const rows = Array.from(table?.querySelectorAll("tbody th[scope='row']") ?? []).map((th) => th.textContent);
    expect(rows).toEqual([
      "Trattamenti",
      "Chi può usarlo",
      "Scheda tecnica",
      "Regole europee (allegato XVI, classe MDR)",
      "Formule",
      "Documenti da chiedere",
      "Approfondite",
    ]);
    for (const tr of Array.from(table?.querySelectorAll("tbody tr") ?? [])) {
      expect(tr.querySelectorAll("td")).toHaveLength(MACHINES.length);
    }
    const calculatorLinks = Array.from(table?.querySelectorAll("a[href^='/calcolo-rientro']") ?? []).map((a) =>
      a.getAttribute("href"),
    );
    expect([...calculatorLinks].sort()).toEqual(MACHINES.map((m) => `/calcolo-rientro?macchinario=${m}`).sort());
    // The phone's cards: the same machines.
    expect(doc.querySelectorAll("ul[aria-label='Macchinari a confronto'] > li")).toHaveLength(MACHINES.length);
  });

  it("has a GET form choosing the machines by their slug, on the /it copy too", () => {
    for (const [p, action] of [
      ["/confronta-macchinari", "/confronta-macchinari"],
      ["/it/confronta-macchinari", "/it/confronta-macchinari"],
    ]) {
      const form = builtPage(p).querySelector("main form[method='get']");
      expect(form?.getAttribute("action")).toBe(action);
      const values = Array.from(form?.querySelectorAll("input[type='checkbox'][name='m']") ?? []).map((i) =>
        i.getAttribute("value"),
      );
      expect([...values].sort()).toEqual([...MACHINES].sort());
    }
  });

  it("is linked from the machine list and from every machine page", () => {
    const list = builtPage("/macchinari-estetici-roma");
    expect(Array.from(list.querySelectorAll("a[href='/confronta-macchinari']")).map((a) => a.textContent)).toContain(
      "Confrontate i macchinari",
    );
    for (const m of MACHINES) {
      const link = builtPage(`/macchinari-estetici-roma/${m}`).querySelector(`a[href='/confronta-macchinari?m=${m}']`);
      expect(link?.textContent).toBe("Confrontate con altri macchinari");
    }
    expect(
      builtPage("/it/macchinari-estetici-roma").querySelector("a[href='/it/confronta-macchinari']"),
    ).not.toBeNull();
  });
});
