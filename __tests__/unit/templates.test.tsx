import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import React from "react";
import { Helmet } from "react-helmet";
import { LocaleProvider } from "../../src/components/locale";
import { ErrorPage } from "../../src/components/ErrorPage";
import type { PageContext, TemplateName } from "../../src/config/page-context";
import BlogTemplate from "../../src/templates/blog";
import CityMachineTemplate from "../../src/templates/city-machine";
import FormulaTemplate from "../../src/templates/formula";
import FormulasTemplate from "../../src/templates/formulas";
import HomeTemplate from "../../src/templates/home";
import MachineTemplate from "../../src/templates/machine";
import MachinesTemplate from "../../src/templates/machines";
import ContactTemplate from "../../src/templates/contact";
import PageTemplate from "../../src/templates/page";
import PostTemplate from "../../src/templates/post";
import SanitisingTemplate from "../../src/templates/sanitising";
import SanitisingProductTemplate from "../../src/templates/sanitising-product";
import ServiceTemplate from "../../src/templates/service";
import NotFoundPage from "../../src/pages/404";
import { usageLine } from "../../src/components/offer/MachineSummary";
import { SENT_ENQUIRY_KEY } from "../../src/lib/sent-enquiry";
import { contentPath } from "../../src/config/site-structure";
import {
  conformityText,
  type AnnexXviFacts,
  type LegalLists,
  type MachineConformityFields,
  type SheetFacts,
  type UnsettledFacts,
} from "../../src/content-model/conformity-text";
import { cityNodesFromDisk, readJson, readMarkdown, type DiskEntry } from "../helpers/content";
import { mockSiteData } from "../helpers/site-data";

type Json = Record<string, unknown>;

const entries = readMarkdown();
const entry = (file: string): DiskEntry => entries.find((e) => e.file === file)!;

/** A small syntax tree standing for the body: the templates are tested, not the Markdown renderer. */
const body = (text: string) => ({
  type: "root",
  children: [
    { type: "element", tagName: "h2", properties: {}, children: [{ type: "text", value: "Sezione del corpo" }] },
    { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: text }] },
  ],
});

/**
 * Front matter as the templates' queries read it: the generated types (Queries.*) of every selection at once. The
 * files on disk are what the schema is built from, and the content checks prove they meet the model, so one typed
 * view of a file stands for any query's selection of it; the cast below is that one assumption, stated once.
 */
type Frontmatter = NonNullable<Queries.HomePageQuery["page"]>["frontmatter"] &
  Queries.EntryCardFragment["frontmatter"] &
  Queries.MachinesPageQuery["entries"]["nodes"][number]["frontmatter"] &
  Queries.PostCardFragment["frontmatter"] &
  Queries.IncludedFormulaFragment["frontmatter"] &
  NonNullable<Queries.MachinePageQuery["machine"]>["frontmatter"] &
  NonNullable<Queries.FormulaPageQuery["formula"]>["frontmatter"] &
  NonNullable<Queries.ServicePageQuery["service"]>["frontmatter"] &
  NonNullable<Queries.SanitisingProductPageQuery["product"]>["frontmatter"] &
  NonNullable<Queries.PostPageQuery["post"]>["frontmatter"] &
  NonNullable<Queries.CityMachinePageQuery["template"]>["frontmatter"] &
  NonNullable<Queries.CityMachinePageQuery["text"]>["frontmatter"];

interface Node {
  readonly id: string;
  readonly conformity: ReturnType<typeof conformityText> | null;
  readonly htmlAst: Record<string, unknown>;
  readonly timeToRead: number;
  readonly fields: { readonly collection: string; readonly path: string | null };
  readonly frontmatter: Frontmatter;
}

/** YAML dates arrive as Date objects; GraphQL gives strings. */
const asQueried = (data: Json): Json =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** The legal lists of content/, from which the build writes a machine's «Conformità e uso». */
const LEGAL: LegalLists = {
  sheets: readJson<{ sheets: SheetFacts[] }>("schede-tecniche.json").sheets,
  unsettled: readJson<{ technologies: UnsettledFacts[] }>("tecnologie.json").technologies,
  annexXvi: readJson<{ groups: AnnexXviFacts[] }>("allegato-xvi.json").groups,
};

const node = (e: DiskEntry, extra: Partial<Frontmatter> = {}): Node => ({
  id: e.file,
  // What the schema's conformity field gives a machine (null for other entries).
  conformity:
    e.collection === "machines" ? conformityText({ ...e.data, ...(extra as MachineConformityFields) }, LEGAL) : null,
  htmlAst: body(`Corpo di ${e.file}`),
  timeToRead: 5,
  // fields.path as onCreateNode sets it; the assertions below write the expected addresses out.
  fields: { collection: e.collection, path: contentPath(e.collection, e.data) },
  frontmatter: {
    imageFile: null,
    cta: null,
    highlights: null,
    faq: null,
    noindex: null,
    updated: null,
    lead: null,
    imageAlt: null,
    manufacturer: null,
    modelName: null,
    warranty: null,
    documents: null,
    responseTimes: null,
    replacementMachine: null,
    trainingLength: null,
    trainingCertificate: null,
    ...asQueried(e.data),
    ...extra,
  } as Frontmatter,
});

/** The city templates' keys and machines, and the cities, as the machine pages and the machine list query them. */
const cityTemplates = () => ({
  nodes: entries
    .filter((e) => e.collection === "cityPages")
    .map((e) => ({ frontmatter: { key: String(e.data.key), machine: String(e.data.machine) } })),
});
/** The cities with a page, each with the keys of the city templates that have its text (City.pageKeys). */
const cityNodes = () => ({
  nodes: cityNodesFromDisk<{ name: string; slug: string }>().map(({ name, slug, pageKeys }) => ({
    name,
    slug,
    pageKeys,
  })),
});
const machineNames = () =>
  new Map(entries.filter((e) => e.collection === "machines").map((e) => [String(e.data.slug), String(e.data.name)]));
/** A city of the growth tests: published with the laser's text only. */
const testCity = { name: "Borgo di Prova", slug: "borgo-di-prova", pageKeys: ["laser-diodo"] };
/** What a machine page's query adds to the machine: the sheets' numbers, the city templates and the cities. */
const machineExtras = () => ({
  sheets: { nodes: LEGAL.sheets.map(({ code, number }) => ({ code, number })) },
  cityTemplates: cityTemplates(),
  cities: cityNodes(),
});

const cards = (collection: string) => ({
  nodes: entries.filter((e) => e.collection === collection).map((e) => node(e)),
});

function renderPage<T>(
  Component: React.ComponentType<PageProps<T, PageContext>>,
  data: T,
  canonicalPath: string,
  template: TemplateName,
  extra: Partial<PageContext> = {},
  prefix = "",
  /** The history entry's state (Gatsby's location.state). */
  state: unknown = null,
) {
  const pageContext: PageContext = { id: "x", locale: "it", prefix, canonicalPath, template, ...extra };
  const props = { data, pageContext, location: { pathname: prefix + canonicalPath, state } } as unknown as PageProps<
    T,
    PageContext
  >;
  return render(
    <LocaleProvider value={{ locale: "it", prefix, canonicalPath }}>
      <Component {...props} />
    </LocaleProvider>,
  );
}

function expectOneH1(text: string) {
  const h1s = screen.getAllByRole("heading", { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0]).toHaveTextContent(text);
}

function headingLevelsInOrder() {
  const levels = Array.from(document.querySelectorAll("h1, h2, h3, h4")).map((h) => Number(h.tagName[1]));
  levels.forEach((level, i) => {
    if (i > 0) expect(level - levels[i - 1]).toBeLessThanOrEqual(1);
  });
}

const helmetTitle = () => Helmet.peek().title as unknown as string;

beforeEach(mockSiteData);

describe("templates", () => {
  it("home: hero with h1, machines, formulas, highlights, FAQ and posts", () => {
    const page = entry("content/pages/home.md");
    renderPage(
      HomeTemplate,
      { page: node(page), machines: cards("machines"), formulas: cards("formulas"), posts: cards("posts") },
      "/",
      "home",
    );
    expectOneH1(String(page.data.heading));
    expect(screen.getByRole("link", { name: "Laser a diodo" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-roma/macchinario-laser-diodo-roma",
    );
    expect(screen.getByRole("link", { name: "Noleggio operativo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Un unico partner" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Domande frequenti" })).toBeInTheDocument();
    expect(helmetTitle()).toBe(`${page.data.title} - Venere Tech`);
    headingLevelsInOrder();
  });

  it("machine list: every machine as a card, and the way to the cities' pages", async () => {
    const page = entry("content/pages/macchinari-estetici-roma.md");
    renderPage(
      MachinesTemplate,
      { page: node(page), entries: cards("machines"), cityTemplates: cityTemplates(), cities: cityNodes() },
      "/macchinari-estetici-roma",
      "machines",
    );
    expectOneH1(String(page.data.heading));
    // The list's section: the filter (no list items of its own), then the cards.
    const list = screen.getByRole("heading", { name: "Tutti i macchinari" }).parentElement as HTMLElement;
    // As many cards as content/machines has files: editors add machines.
    const machines = cards("machines").nodes.length;
    expect(machines).toBeGreaterThan(1);
    expect(within(list).getAllByRole("listitem")).toHaveLength(machines);
    expect(within(list).getByRole("status")).toHaveTextContent(`Tutti i ${machines} macchinari.`);
    // An owner outside Rome: the hero points to the cities' pages, listed city by city under the cards (a chunk of
    // their own, src/components/machines/CityPages.tsx).
    const names = cityNodes().nodes.map((c) => c.name);
    expect(
      await screen.findByRole("link", {
        name: `Le pagine per ${names.slice(0, -1).join(", ")}${names.length > 1 ? " e " : ""}${names.at(-1)}`,
      }),
    ).toHaveAttribute("href", "#fuori-roma");
    const block = document.getElementById("fuori-roma") as HTMLElement;
    expect(within(block).getByRole("heading", { name: "Anche fuori Roma" })).toBeInTheDocument();
    const bologna = within(block).getByText("Bologna:").parentElement as HTMLElement;
    expect(within(bologna).getByRole("link", { name: "Laser a diodo" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-professionali/macchinario-laser-diodo-bologna",
    );
    expect(
      within(bologna)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(
      cityTemplates()
        .nodes.filter((t) =>
          cityNodes()
            .nodes.find((c) => c.slug === "bologna")!
            .pageKeys.includes(t.frontmatter.key),
        )
        .map((t) => machineNames().get(t.frontmatter.machine)),
    );
    headingLevelsInOrder();
  });

  it("machine list: a city with one machine's text lists that machine only", async () => {
    const page = entry("content/pages/macchinari-estetici-roma.md");
    const cities = { nodes: [...cityNodes().nodes, testCity] };
    renderPage(
      MachinesTemplate,
      { page: node(page), entries: cards("machines"), cityTemplates: cityTemplates(), cities },
      "/macchinari-estetici-roma",
      "machines",
    );
    await screen.findByRole("heading", { name: "Anche fuori Roma" });
    const row = within(document.getElementById("fuori-roma")!).getByText("Borgo di Prova:")
      .parentElement as HTMLElement;
    expect(
      within(row)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([["Laser a diodo", "/macchinari-estetici-professionali/macchinario-laser-diodo-borgo-di-prova"]]);
  });

  const includedFormulas = () => ({
    nodes: entries.filter((e) => e.collection === "formulas" && e.data.offerKey).map((e) => node(e)),
  });

  /** The formula the content marks as the training one, as the machine page's query `training` gives it. */
  const trainingFormula = () => {
    const marked = entries.filter((e) => e.collection === "formulas" && e.data.training === true);
    expect(marked).toHaveLength(1);
    return node(marked[0]);
  };

  it(
    "machine: treatments, who it suits, what each formula includes (from the formula), offers, FAQ and the " +
      "contact link",
    async () => {
      const m = entry("content/machines/macchinario-pressoterapia-roma.md");
      const data = {
        machine: node(m),
        others: cards("machines"),
        formulas: cards("formulas"),
        included: includedFormulas(),
        ...machineExtras(),
        training: trainingFormula(),
      };
      renderPage(MachineTemplate, data, "/macchinari-estetici-roma/macchinario-pressoterapia-roma", "machine");
      expectOneH1(String(m.data.heading));
      for (const t of m.data.treatments as string[]) expect(screen.getByText(t)).toBeInTheDocument();
      for (const t of m.data.idealFor as string[]) expect(screen.getByText(t)).toBeInTheDocument();
      // What is included is the formulas' own list, shown under a link to each formula the machine is offered with.
      const rental = entry("content/formule/noleggio-macchinari-estetici-roma.md");
      const purchase = entry("content/formule/acquisto-macchinari-estetici-roma.md");
      const included = within(screen.getByRole("heading", { name: "Cosa è incluso" }).parentElement!);
      for (const f of [rental, purchase]) {
        expect(included.getByRole("link", { name: String(f.data.name) })).toHaveAttribute(
          "href",
          `/formule/${String(f.data.slug)}`,
        );
        for (const item of f.data.included as string[]) expect(included.getAllByText(item).length).toBeGreaterThan(0);
      }
      // The first screen under the heading is a chunk of its own (src/components/offer/MachineSummary.tsx).
      expect(await screen.findByText("Noleggio operativo", { selector: "li" })).toBeInTheDocument();
      expect(
        screen.getByRole("heading", { name: `Volete provare ${String(m.data.nameWithArticle)}?` }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Richiedete informazioni e preventivo" })).toHaveAttribute(
        "href",
        expect.stringMatching(
          /^\/contatti\?origine=[^&]+&macchinario=macchinario-pressoterapia-roma&richiesta=preventivo$/,
        ),
      );
      expect(screen.getByRole("navigation", { name: "Percorso" })).toHaveTextContent("HomeMacchinariPressoterapia");
      expect(screen.getByText(/Corpo di content\/machines/)).toBeInTheDocument();
      // No proof filled in: no empty "model" section.
      expect(screen.queryByRole("heading", { name: "Il modello che vi proponiamo" })).toBeNull();
      headingLevelsInOrder();
    },
  );

  const machinePage = (
    file: string,
    extra: Partial<Frontmatter> = {},
    training: Node | null = trainingFormula(),
    cities = cityNodes(),
  ) => {
    const m = entry(file);
    renderPage(
      MachineTemplate,
      {
        machine: node(m, extra),
        others: cards("machines"),
        formulas: cards("formulas"),
        included: includedFormulas(),
        ...machineExtras(),
        cities,
        training,
      },
      `/macchinari-estetici-roma/${String(m.data.slug)}`,
      "machine",
    );
    return screen.getByRole("region", { name: "Conformità e uso" });
  };

  it("machine: «Conformità e uso»: who may use it, its sheet and limits, what the centre needs", () => {
    const section = machinePage("content/machines/macchinario-pressoterapia-roma.md");
    expect(section).toHaveTextContent(/L'estetista qualificata, nel vostro centro/);
    expect(within(section).getByText("Scheda n. 18: Apparecchi per presso-massaggio.")).toBeInTheDocument();
    expect(section).toHaveTextContent(/SCIA allo sportello unico \(SUAP\)/);
    // No laser or pulsed light: no optical-radiation assessment.
    expect(section).not.toHaveTextContent(/radiazioni ottiche/);
    expect(within(section).getByRole("link", { name: "formazione" })).toHaveAttribute(
      "href",
      "/formule/formazione-macchinari-estetici-roma",
    );
    expect(screen.queryByText("Riservato a medici e strutture sanitarie")).toBeNull();
  });

  it(
    "machine: the first screen says who may use it and under which sheet, jumps to «Conformità e uso» and to the " +
      "documents, links the calculator and a demonstration, and names the machine's cities",
    async () => {
      const section = machinePage("content/machines/macchinario-laser-diodo-roma.md");
      expect(await screen.findByText("Per l'estetista · scheda n. 21 b")).toBeInTheDocument();
      const jump = screen.getByRole("navigation", { name: "In questa pagina" });
      expect(within(jump).getByRole("link", { name: "Conformità e uso" })).toHaveAttribute("href", "#conformita");
      expect(within(jump).getByRole("link", { name: "Documenti da chiedere" })).toHaveAttribute("href", "#documenti");
      // The targets: the section's heading, and the block of the documents inside it.
      expect(section.querySelector("#conformita")).toHaveTextContent("Conformità e uso");
      expect(within(section).getByText("Documenti e regole europee").closest("#documenti")).not.toBeNull();
      expect(within(jump).getByRole("link", { name: "Calcolate il rientro" })).toHaveAttribute(
        "href",
        "/calcolo-rientro?macchinario=macchinario-laser-diodo-roma",
      );
      expect(within(jump).getByRole("link", { name: "Richiedete una dimostrazione" })).toHaveAttribute(
        "href",
        "/contatti?origine=%2Fmacchinari-estetici-roma%2Fmacchinario-laser-diodo-roma" +
          "&macchinario=macchinario-laser-diodo-roma&richiesta=dimostrazione",
      );
      const cities = screen.getByText(/^Consegniamo anche a/);
      expect(
        within(cities)
          .getAllByRole("link")
          .map((a) => a.textContent),
      ).toEqual(
        cityNodes()
          .nodes.filter((c) => c.pageKeys.includes("laser-diodo"))
          .map((c) => c.name),
      );
      expect(within(cities).getByRole("link", { name: "Bologna" })).toHaveAttribute(
        "href",
        "/macchinari-estetici-professionali/macchinario-laser-diodo-bologna",
      );
      // Every section of the page has its anchor.
      for (const id of [
        "page-heading",
        "sintesi",
        "descrizione",
        "conformita",
        "documenti",
        "faq-heading",
        "machine-formulas",
        "machine-others",
        "cta-heading",
      ])
        expect([id, document.getElementById(id) !== null]).toEqual([id, true]);
    },
  );

  it("machine: a city with one machine's text is named on that machine's page only", async () => {
    const cities = { nodes: [...cityNodes().nodes, testCity] };
    machinePage("content/machines/macchinario-laser-diodo-roma.md", {}, trainingFormula(), cities);
    expect(await screen.findByRole("link", { name: "Borgo di Prova" })).toHaveAttribute(
      "href",
      "/macchinari-estetici-professionali/macchinario-laser-diodo-borgo-di-prova",
    );
    document.body.innerHTML = "";
    machinePage("content/machines/macchinario-pressoterapia-roma.md", {}, trainingFormula(), cities);
    await screen.findByRole("navigation", { name: "In questa pagina" });
    expect(screen.queryByRole("link", { name: "Borgo di Prova" })).toBeNull();
  });

  it("machine: no city line without city pages; a doctor's machine has its badge and no sheet", async () => {
    machinePage("content/machines/macchinario-luce-pulsata-roma.md");
    expect(await screen.findByRole("navigation", { name: "In questa pagina" })).toBeInTheDocument();
    expect(screen.getByText(/^Per l'estetista · scheda n\. /)).toBeInTheDocument();
    expect(screen.queryByText(/Consegniamo anche a/)).toBeNull();
    document.body.innerHTML = "";
    machinePage("content/machines/macchinario-picolaser-roma.md");
    expect(await screen.findByText("Riservato a medici e strutture sanitarie")).toBeInTheDocument();
    // No sheet of its own: the sentence on who may use it may name the sheet that does not cover it.
    expect(screen.queryByText(/^Scheda n\./)).toBeNull();
    expect(screen.queryByText(/· scheda n\./)).toBeNull();
  });

  it("machine: the line on who may use it lists every sheet of the machine", () => {
    const sheets = [
      { code: "a", number: "13 b" },
      { code: "b", number: "19" },
      { code: "c", number: "14" },
    ];
    expect(usageLine("Per l'estetista", ["a"], sheets)).toBe("Per l'estetista · scheda n. 13 b");
    expect(usageLine("Per l'estetista", ["a", "b"], sheets)).toBe("Per l'estetista · schede n. 13 b e 19");
    expect(usageLine("Per l'estetista", ["c", "a", "b"], sheets)).toBe("Per l'estetista · schede n. 14, 13 b e 19");
    expect(usageLine("Estetista: normativa da verificare", [], sheets)).toBe("Estetista: normativa da verificare");
  });

  it("machine: with no formula marked as the training one, the training sentence stays, without a link", () => {
    const section = machinePage("content/machines/macchinario-pressoterapia-roma.md", {}, null);
    expect(section).toHaveTextContent("La formazione sull'apparecchio la organizziamo noi.");
    expect(within(section).queryByRole("link", { name: "formazione" })).toBeNull();
  });

  it("machine: a laser's page asks for the employer's optical-radiation risk assessment (D.Lgs. 81/2008)", () => {
    const section = machinePage("content/machines/macchinario-laser-diodo-roma.md");
    expect(within(section).getByText(/^Scheda n\. 21 b: /)).toBeInTheDocument();
    expect(section).toHaveTextContent(/valutazione del rischio da radiazioni ottiche artificiali.*D\.Lgs\. 81\/2008/);
  });

  it("machine: a machine for doctors says so in the hero and is not offered to beauty centres", () => {
    const section = machinePage("content/machines/macchinario-picolaser-roma.md");
    expect(screen.getByText("Riservato a medici e strutture sanitarie")).toBeInTheDocument();
    expect(section).toHaveTextContent(/Solo un medico, in uno studio medico o in una struttura sanitaria/);
    expect(section).toHaveTextContent("Che cosa serve alla struttura");
    expect(screen.queryByText(/per il vostro centro|nel vostro centro/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Le formule per averlo nella vostra struttura" })).toBeInTheDocument();
  });

  it("machine: cavitation, which no sheet covers, is for doctors and the page says why", () => {
    const section = machinePage("content/machines/macchinario-cavitazione-roma.md");
    expect(screen.getByText("Riservato a medici e strutture sanitarie")).toBeInTheDocument();
    expect(section).toHaveTextContent(/Nessuna scheda dell'allegato al DM 110\/2011.*l'apparecchio non è per i centri/);
    expect(section).not.toHaveTextContent(/normativa non è definita|Normativa non definita/i);
  });

  it("machine: oxygen therapy names its sheet and the conditions on which the model falls under it", () => {
    const section = machinePage("content/machines/macchinario-ossigenoterapia-roma.md");
    expect(section).not.toHaveTextContent(/normativa non è definita/i);
    expect(section).toHaveTextContent(/se il modello rispetta le condizioni indicate sotto la scheda/);
    expect(
      within(section).getByText("Scheda n. 5: Doccia filiforme ad atomizzatore con pressione non superiore a 80 kPa."),
    ).toBeInTheDocument();
    expect(within(section).getByText("A queste condizioni:")).toBeInTheDocument();
    expect(
      within(section).getByText(/^Il fabbricante dichiara per iscritto che il modello rientra/),
    ).toBeInTheDocument();
  });

  it("machine: the EU layer, Annex XVI with its group, class and what to ask, or why it does not apply", () => {
    const laser = machinePage("content/machines/macchinario-laser-diodo-roma.md");
    const eu = within(laser).getByRole("heading", { name: "Documenti e regole europee" }).parentElement!;
    // Plain words first, the owner's list, then the references (issue 61).
    expect(eu).toHaveTextContent(/^Documenti e regole europee\s*Anche senza finalità medica/);
    expect(eu).toHaveTextContent(/allegato XVI del Regolamento \(UE\) 2017\/745, gruppo 5/);
    expect(eu).toHaveTextContent(/allegato VI del regolamento di esecuzione \(UE\) 2022\/2346/);
    expect(eu).toHaveTextContent(/classe IIa del regolamento di esecuzione \(UE\) 2022\/2347/);
    expect(eu).toHaveTextContent(/che cosa può usare l'estetista in Italia resta stabilito dalla legge 1\/1990/);
    expect(
      within(eu).getByText(/^La dichiarazione UE di conformità del fabbricante secondo il Regolamento/),
    ).toBeInTheDocument();
    document.body.innerHTML = "";
    const presso = machinePage("content/machines/macchinario-pressoterapia-roma.md");
    expect(presso).toHaveTextContent(/non si applicano.*allegato XVI.*Nessun gruppo dell'allegato XVI descrive/);
    expect(presso).not.toHaveTextContent(/organismo notificato/);
  });

  it("machine: the notified body and certificate appear when the company fills them in", () => {
    const before = machinePage("content/machines/macchinario-laser-diodo-roma.md");
    expect(before).not.toHaveTextContent(/Organismo notificato del modello/);
    document.body.innerHTML = "";
    const after = machinePage("content/machines/macchinario-laser-diodo-roma.md", {
      notifiedBody: "0123",
      mdrCertificate: "MDR 456",
    } as Partial<Frontmatter>);
    expect(within(after).getByText("Organismo notificato del modello: n. 0123.")).toBeInTheDocument();
    expect(within(after).getByText("Certificato dell'organismo notificato: MDR 456.")).toBeInTheDocument();
  });

  it("machine: marking, match to the sheet and declaration appear only when the company fills them in", () => {
    const before = machinePage("content/machines/macchinario-pressoterapia-roma.md");
    expect(before).not.toHaveTextContent(/Marcatura del modello/);
    expect(within(before).queryByRole("link", { name: /Dichiarazione UE di conformità/ })).toBeNull();
    document.body.innerHTML = "";
    const after = machinePage("content/machines/macchinario-pressoterapia-roma.md", {
      conformityMark: "Marcatura CE",
      sheetMatch: "Conforme ai limiti della scheda n. 18, secondo la dichiarazione del fabbricante.",
      declarationOfConformityFile: { publicURL: "/static/abc/dichiarazione.pdf" },
    } as Partial<Frontmatter>);
    expect(within(after).getByText("Marcatura del modello: Marcatura CE")).toBeInTheDocument();
    expect(after).toHaveTextContent(/Corrispondenza alla scheda, secondo il fabbricante: Conforme ai limiti/);
    expect(within(after).getByRole("link", { name: "Dichiarazione UE di conformità (PDF)" })).toHaveAttribute(
      "href",
      "/static/abc/dichiarazione.pdf",
    );
  });

  it("machine: the manufacturer, model, warranty and documents appear when the company fills them in", () => {
    const m = entry("content/machines/macchinario-pressoterapia-roma.md");
    const machine = node(m, {
      manufacturer: "Fabbricante Esempio S.p.A.",
      modelName: "Modello X",
      warranty: "24 mesi",
      documents: [{ title: "Scheda tecnica (PDF)", fileFile: { publicURL: "/static/abc/scheda.pdf" } }],
    });
    renderPage(
      MachineTemplate,
      {
        machine,
        others: cards("machines"),
        formulas: cards("formulas"),
        included: includedFormulas(),
        ...machineExtras(),
        training: trainingFormula(),
      },
      "/macchinari-estetici-roma/macchinario-pressoterapia-roma",
      "machine",
    );
    const section = screen.getByRole("region", { name: "Il modello che vi proponiamo" });
    expect(within(section).getByText("Fabbricante: Fabbricante Esempio S.p.A.")).toBeInTheDocument();
    expect(within(section).getByText("Modello: Modello X")).toBeInTheDocument();
    expect(within(section).getByText("Garanzia del fabbricante: 24 mesi")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Scheda tecnica (PDF)" })).toHaveAttribute(
      "href",
      "/static/abc/scheda.pdf",
    );
  });

  it(
    "city machine: the text written for that machine in that city, its questions, links to the other cities, /it " +
      "kept",
    () => {
      const t = entry("content/city-pages/laser-diodo.md");
      const text = entry("content/citta/laser-diodo-firenze.md");
      const cities = cityNodesFromDisk<NonNullable<Queries.CityMachinePageQuery["city"]>>();
      const firenze = cities.find((c) => c.slug === "firenze")!;
      const machine = node(entry("content/machines/macchinario-laser-diodo-roma.md"));
      const data = {
        template: node(t),
        text: { ...node(text), htmlAst: body("Testo scritto per Firenze.") },
        city: firenze,
        machine,
        formulas: includedFormulas(),
        // Borgo di Prova has a text for another machine only: no link to a laser page there.
        cities: {
          nodes: [
            ...cities,
            { ...firenze, name: "Borgo di Prova", slug: "borgo-di-prova", pageKeys: ["pressoterapia"] },
          ],
        },
      };
      renderPage(
        CityMachineTemplate,
        data,
        "/macchinari-estetici-professionali/macchinario-laser-diodo-firenze",
        "cityMachine",
        { citySlug: "firenze", machineSlug: "macchinario-laser-diodo-roma" },
        "/it",
      );
      expectOneH1(String(t.data.heading).replace("{city}", "Firenze"));
      expect(document.body.textContent).not.toMatch(/\{city\}|\{region\}/);
      expect(screen.getByText(String(text.data.lead))).toBeInTheDocument();
      expect(screen.getByText("Testo scritto per Firenze.")).toBeInTheDocument();
      for (const q of text.data.faq as Array<{ question: string }>)
        expect(screen.getByText(q.question)).toBeInTheDocument();
      for (const area of firenze.areas as string[]) expect(screen.getByText(area)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Laser a diodo a Milano" })).toHaveAttribute(
        "href",
        "/it/macchinari-estetici-professionali/macchinario-laser-diodo-milano",
      );
      expect(screen.queryByRole("link", { name: "Laser a diodo a Borgo di Prova" })).toBeNull();
      expect(screen.getByRole("link", { name: "Noleggio operativo" })).toHaveAttribute(
        "href",
        "/it/formule/noleggio-macchinari-estetici-roma",
      );
      expect(helmetTitle()).toContain("Firenze");
      const description = (Helmet.peek().metaTags as Array<{ name?: string; content?: string }>).find(
        (tag) => tag.name === "description",
      );
      expect(description?.content).toBe(text.data.description);
      headingLevelsInOrder();
    },
  );

  it("formulas overview and formula: steps, benefits and the other formulas", () => {
    const page = entry("content/pages/formule.md");
    const { unmount } = renderPage(
      FormulasTemplate,
      { page: node(page), entries: cards("formulas") },
      "/formule",
      "formulas",
    );
    expectOneH1(String(page.data.heading));
    unmount();
    const f = entry("content/formule/noleggio-macchinari-estetici-roma.md");
    renderPage(
      FormulaTemplate,
      { formula: node(f), others: cards("formulas") },
      "/formule/noleggio-macchinari-estetici-roma",
      "formula",
    );
    expectOneH1(String(f.data.heading));
    for (const step of f.data.steps as Array<{ title: string }>)
      expect(screen.getByRole("heading", { name: step.title })).toBeInTheDocument();
    for (const b of f.data.benefits as string[]) expect(screen.getByText(b)).toBeInTheDocument();
    for (const item of f.data.included as string[]) expect(screen.getByText(item)).toBeInTheDocument();
    headingLevelsInOrder();
  });

  it("service: its features", () => {
    const s = entry("content/servizi/promozione-centri-estetici-roma.md");
    renderPage(
      ServiceTemplate,
      { service: node(s), others: cards("services") },
      "/servizi-centri-estetici/promozione-centri-estetici-roma",
      "service",
    );
    expectOneH1(String(s.data.heading));
    for (const feature of s.data.features as Array<{ title: string }>)
      expect(screen.getByRole("heading", { name: feature.title })).toBeInTheDocument();
    headingLevelsInOrder();
  });

  it("sanitising list and product", () => {
    const page = entry("content/pages/sanificazione.md");
    const { unmount } = renderPage(
      SanitisingTemplate,
      { page: node(page), entries: cards("sanitising") },
      "/sanificazione",
      "sanitising",
    );
    expectOneH1(String(page.data.heading));
    expect(screen.getByRole("link", { name: "OZY10" })).toHaveAttribute("href", "/sanificazione/ozy10");
    unmount();
    const p = entry("content/sanificazione/atomizzatore.md");
    renderPage(
      SanitisingProductTemplate,
      { product: node(p), others: cards("sanitising") },
      "/sanificazione/atomizzatore",
      "sanitisingProduct",
    );
    expectOneH1(String(p.data.heading));
    for (const use of p.data.uses as string[]) expect(screen.getByText(use)).toBeInTheDocument();
    headingLevelsInOrder();
  });

  it("blog index and post: the date as the query writes it, author, reading time", () => {
    const page = entry("content/pages/blog.md");
    const posts = cards("posts");
    const { unmount } = renderPage(BlogTemplate, { page: node(page), posts }, "/blog", "blog");
    expectOneH1(String(page.data.heading));
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(4);
    unmount();
    const post = entry("content/blog/blog03.md");
    renderPage(
      PostTemplate,
      { post: node(post, { date: "2024-07-09", published: "9 luglio 2024" }), others: posts },
      "/blog/blog03",
      "post",
    );
    expectOneH1(String(post.data.heading));
    expect(screen.getByText("9 luglio 2024", { selector: "time" })).toHaveAttribute("dateTime", "2024-07-09");
    expect(screen.getByText("di Redazione Venere Tech")).toBeInTheDocument();
    expect(screen.getByText("Lettura: 5 min")).toBeInTheDocument();
    expect(screen.getByRole("article")).toBeInTheDocument();
    headingLevelsInOrder();
  });

  it(
    "generic page: legal with its update date, contact with the company's details, thank-you noindex, landing " +
      "with highlights",
    async () => {
      const legal = entry("content/pages/informativa-privacy.md");
      let r = renderPage(
        PageTemplate,
        { page: node(legal, { updated: "15 gennaio 2024" }) },
        "/informativa-privacy",
        "page",
        { variant: "legal" },
      );
      expectOneH1(String(legal.data.heading));
      expect(screen.getByText("Ultimo aggiornamento: 15 gennaio 2024")).toBeInTheDocument();
      r.unmount();

      const contact = entry("content/pages/contatti.md");
      r = renderPage(ContactTemplate, { page: node(contact) }, "/contatti", "contact");
      expectOneH1(String(contact.data.heading));
      // The form is a lazy chunk of its own (it is in the prebuilt HTML all the same: pages.test.ts).
      expect(await screen.findByRole("form", { name: "Richiedete informazioni" })).toBeInTheDocument();
      await act(async () => {
        await import("../../src/lib/contact-form");
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getByRole("link", { name: "06\u00a09480\u00a02217" })).toHaveAttribute("href", "tel:+390694802217");
      expect(screen.getByRole("link", { name: "info@veneretech.it" })).toHaveAttribute(
        "href",
        "mailto:info@veneretech.it",
      );
      r.unmount();

      const thanks = entry("content/pages/thankyou.md");
      r = renderPage(PageTemplate, { page: node(thanks) }, "/thankyou", "page", { variant: "thankyou" });
      expectOneH1(String(thanks.data.heading));
      expect(
        (Helmet.peek().metaTags as Array<{ name?: string; content?: string }>).find((m) => m.name === "robots")
          ?.content,
      ).toContain("noindex");
      r.unmount();

      const landing = entry("content/pages/lp-laser-diodo.md");
      renderPage(PageTemplate, { page: node(landing) }, "/lp-laser-diodo", "page", { variant: "landing" });
      expectOneH1(String(landing.data.heading));
      for (const h of landing.data.highlights as Array<{ title: string }>)
        expect(screen.getByRole("heading", { name: h.title })).toBeInTheDocument();
      headingLevelsInOrder();
    },
  );
});

describe("the thank-you page", () => {
  const thanks = entry("content/pages/thankyou.md");
  const open = (state: unknown) =>
    renderPage(PageTemplate, { page: node(thanks) }, "/thankyou", "page", { variant: "thankyou" }, "", state);

  it("says back what the form asked for, with the machine and, for a demonstration, the place", async () => {
    const sent = { richiesta: "dimostrazione", macchinario: "Laser a diodo", luogo: "centro" };
    open({ [SENT_ENQUIRY_KEY]: sent });
    expect(
      await screen.findByText(
        "Avete chiesto una dimostrazione di Laser a diodo nel vostro centro: giorno e ora li fisseremo insieme.",
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/showroom/);
  });

  it("says nothing of a request it does not know, and never promises the showroom", async () => {
    open(null);
    expectOneH1(String(thanks.data.heading));
    // The lazy line has had its chance to render.
    await act(async () => {
      await import("../../src/components/contact/ThankYouSummary");
    });
    expect(screen.queryByText(/Avete chiesto/)).toBeNull();
    // No closing band either: its invitation promised the demonstration in the showroom.
    expect(document.body.textContent).not.toMatch(/showroom/);
  });
});

describe("error pages", () => {
  it("the 404 page shows the path asked for, status and message", () => {
    window.history.pushState({}, "", "/pagina-che-non-esiste");
    render(<NotFoundPage {...({} as PageProps)} />);
    expectOneH1("Pagina non trovata");
    expect(screen.getByTestId("error-description")).toHaveTextContent("Page not found: /pagina-che-non-esiste");
    expect(screen.getByText(/^Errore 404/)).toHaveTextContent("Errore 404 · Page Not Found");
  });

  it("the generic error page defaults to 500 Internal Server Error and can offer a retry", () => {
    render(<ErrorPage retry />);
    expectOneH1("Si è verificato un errore");
    expect(screen.getByText(/^Errore 500/)).toHaveTextContent("Errore 500 · Internal Server Error");
    expect(screen.getByRole("button", { name: "Riprovate" })).toBeInTheDocument();
  });
});
