/** @jest-environment node */
import type { CreateNodeArgs, Node } from "gatsby";
import { collectContentLinks } from "../../src/content-model/links";
import { DATA_FILES, collectionByName } from "../../src/content-model/model";
import { checkSite, cityReadiness, cityReadinessWarning } from "../../src/content-model/site-checks";
import { formatContentError, validateFields, type ContentError } from "../../src/content-model/validate";
import {
  checkAllContent,
  CONTENT_ERROR_ID,
  dataFileProblems,
  fail,
  onCreateNode,
  sourceNodes,
} from "../../src/gatsby/content-nodes";
import { buildRoutes } from "../../src/gatsby/routes";
import { planPages, type ContentQueryResult } from "../../src/gatsby/create-pages";
import { cityNodesFromDisk, fieldProblems, readJson, routeInputFromDisk, siteProblems } from "../helpers/content";

const allImages = { imageExists: () => true, documentExists: () => true };
const machines = collectionByName("machines");
const dataSpec = (name: string) => DATA_FILES.find((d) => d.name === name)!;

const validMachine = {
  title: "Laser a diodo a Roma",
  description:
    "Una descrizione abbastanza lunga del laser a diodo per i centri estetici di Roma e dintorni, con tutti i " +
    "servizi inclusi.",
  heading: "Laser a diodo",
  slug: "macchinario-laser-diodo-roma",
  name: "Laser a diodo",
  summary: "Epilazione progressiva.",
  image: "laser.jpg",
  imageAlt: "Un laser",
  order: 1,
  treatments: ["Epilazione"],
  idealFor: ["Centri estetici"],
  nameWithArticle: "il laser a diodo",
  offer: ["acquisto"],
  areas: ["epilazione"],
  whoMayUse: "estetista",
  technologies: ["laser-diodo-epilazione"],
  sheets: ["laser-epilazione"],
  annexXvi: "gruppo-5",
  mdrClass: "IIa",
};

const messages = (errors: ContentError[]) => errors.map(formatContentError);

describe("field checks of a content file", () => {
  const file = "content/machines/macchinario-laser-diodo-roma.md";

  it("accepts a complete entry", () => {
    expect(validateFields(machines.fields, validMachine, file, allImages)).toEqual([]);
  });

  it("names the file and the field when a required field is missing", () => {
    const { summary: _omitted, ...data } = validMachine;
    expect(messages(validateFields(machines.fields, data, file, allImages))).toEqual([
      `${file}, campo «Riassunto» (summary): è obbligatorio ma è vuoto`,
    ]);
  });

  it("names the file and the field when a value has the wrong type", () => {
    const errors = validateFields(
      machines.fields,
      { ...validMachine, order: "primo", treatments: "Epilazione" },
      file,
      allImages,
    );
    expect(errors).toEqual([
      expect.objectContaining({ file, field: "order", message: expect.stringContaining("deve essere un numero") }),
      expect.objectContaining({ file, field: "treatments", message: expect.stringContaining("deve essere un elenco") }),
    ]);
  });

  it("names nested fields by their path", () => {
    const errors = validateFields(
      machines.fields,
      { ...validMachine, faq: [{ question: "Perché?", answer: "" }] },
      file,
      allImages,
    );
    expect(messages(errors)).toEqual([
      `${file}, campo «Domande frequenti» n. 1, «Risposta» (faq[0].answer): è obbligatorio ma è vuoto`,
    ]);
  });

  it("rejects a value outside the allowed options and an unknown field", () => {
    const errors = validateFields(
      machines.fields,
      { ...validMachine, offer: ["leasing"], prezzo: 10 },
      file,
      allImages,
    );
    expect(errors.map((e) => e.field).sort()).toEqual(["offer", "prezzo"]);
  });

  it("names the file and the field when an image file is missing", () => {
    const errors = validateFields(machines.fields, validMachine, file, {
      imageExists: (name) => name !== "laser.jpg",
      documentExists: () => true,
    });
    expect(messages(errors)).toEqual([
      `${file}, campo «Immagine» (image): l'immagine content/images/laser.jpg non esiste: caricatela dalla ` +
        "libreria delle immagini",
    ]);
  });

  it("fails a VAT number whose check digit is wrong, naming the file and the field", () => {
    const business = readJson<Record<string, unknown>>("business.json");
    const errors = validateFields(
      dataSpec("business").fields,
      { ...business, vatNumber: "15873621006" },
      "content/business.json",
      allImages,
    );
    expect(messages(errors)).toEqual([
      "content/business.json, campo «Partita IVA» (vatNumber): «15873621006» non è una partita IVA italiana " +
        "valida (la cifra di controllo non torna)",
    ]);
  });

  it("fails a malformed REA number, share capital or PEC, naming the file and the field", () => {
    const business = readJson<Record<string, unknown>>("business.json");
    const bad = { ...business, rea: "1628417", shareCapital: "20000 euro", pec: "pec-senza-chiocciola" };
    expect(messages(validateFields(dataSpec("business").fields, bad, "content/business.json", allImages))).toEqual([
      "content/business.json, campo «Numero REA (es. RM-1234567)» (rea): «1628417» non è un numero REA come " +
        "RM-1234567 (sigla della provincia, trattino, cifre)",
      "content/business.json, campo «Capitale sociale (es. 10.000,00 € i.v.)» (shareCapital): «20000 euro» non " +
        "è un capitale sociale scritto come «10.000,00 € i.v.» (o «50.000,00 € versato 12.500,00 €»)",
      "content/business.json, campo «PEC» (pec): «pec-senza-chiocciola» non è un indirizzo e-mail valido",
    ]);
    // The company's own values pass.
    expect(validateFields(dataSpec("business").fields, business, "content/business.json", allImages)).toEqual([]);
  });

  it("rejects a date that is not a real day", () => {
    const posts = collectionByName("posts");
    const post = {
      title: "t",
      description: "d",
      heading: "h",
      slug: "blog09",
      date: "2024-02-30",
      author: "a",
      summary: "s",
      image: "b.jpg",
      imageAlt: "a",
    };
    expect(validateFields(posts.fields, post, "content/blog/blog09.md", allImages)).toEqual([
      expect.objectContaining({ field: "date", message: expect.stringContaining("deve essere una data") }),
    ]);
  });
});

describe("checks across the site", () => {
  const input = routeInputFromDisk();

  it("fails when two entries claim one slug, naming the second file and its slug field", () => {
    const clash = {
      ...input,
      machines: [
        ...input.machines,
        {
          id: "x",
          file: "content/machines/copia.md",
          title: "Copia",
          slug: "macchinario-ems-sculpt",
          path: "/macchinari-estetici-roma/macchinario-ems-sculpt",
        },
      ],
    };
    const errors = checkSite(clash, buildRoutes(clash), []);
    expect(messages(errors)).toEqual([
      "content/machines/copia.md, campo «Indirizzo (slug)» (slug): dà l'indirizzo " +
        "/macchinari-estetici-roma/macchinario-ems-sculpt, che content/machines/macchinario-ems-sculpt.md usa già",
    ]);
  });

  it("fails when two cities share a slug", () => {
    const clash = { ...input, cities: [...input.cities, { ...input.cities[0] }] };
    const errors = checkSite(clash, buildRoutes(clash), []);
    expect(errors).toEqual([
      expect.objectContaining({ file: "content/cities.json", field: `cities[${input.cities.length}].slug` }),
    ]);
  });

  it("fails when a Markdown link points to no page, naming the file and the body", () => {
    const body = "Leggete [le formule](/formule) e [il listino](/listino-prezzi).";
    const links = collectContentLinks(machines.fields, validMachine, body);
    const errors = checkSite(input, buildRoutes(input), [{ file: "content/machines/x.md", links }]);
    expect(messages(errors)).toEqual([
      "content/machines/x.md, campo «Testo» (body): il collegamento «/listino-prezzi» non porta a nessuna pagina " +
        "del sito",
    ]);
  });

  it("accepts links with the /it prefix, a trailing slash, a query or a fragment to an existing page", () => {
    const body =
      "[a](/it/contatti) [b](/formule/) [c](/contatti?macchinario=x) [d](/blog#ultimi) [e](https://example.com) [f](mailto:a@b.it)";
    const links = collectContentLinks(machines.fields, validMachine, body);
    expect(checkSite(input, buildRoutes(input), [{ file: "f.md", links }])).toEqual([]);
  });

  it("fails a relative link", () => {
    const links = collectContentLinks(machines.fields, validMachine, "[contatti](contatti)");
    expect(checkSite(input, buildRoutes(input), [{ file: "f.md", links }])[0].message).toContain("è relativo");
  });

  it("fails when a menu url points to no page, naming the file and the field path", () => {
    const navigation = readJson<{ main: Array<{ url: string; megaMenu?: { items: Array<{ url: string }> } }> }>(
      "navigation.json",
    );
    navigation.main[1].megaMenu!.items[2].url = "/macchinari-estetici-roma/macchinario-inesistente";
    const links = collectContentLinks(dataSpec("navigation").fields, navigation);
    const errors = checkSite(input, buildRoutes(input), [{ file: "content/navigation.json", links }]);
    expect(messages(errors)).toEqual([
      "content/navigation.json, campo «Menu principale» n. 2, «Mega menu», «Voci del mega menu» n. 3, " +
        "«Collegamento» (main[1].megaMenu.items[2].url): il collegamento " +
        "«/macchinari-estetici-roma/macchinario-inesistente» non porta a nessuna pagina del sito",
    ]);
  });

  it("fails a city template that presents no machine", () => {
    const bad = {
      ...input,
      cityTemplates: input.cityTemplates.map((t, i) => (i === 0 ? { ...t, machine: "macchinario-nessuno" } : t)),
    };
    expect(messages(checkSite(bad, buildRoutes(bad), []))).toEqual([
      `${input.cityTemplates[0].file}, campo «Macchinario presentato (slug)» (machine): «macchinario-nessuno» ` +
        "non è l'indirizzo (slug) di nessun macchinario",
    ]);
  });

  it("builds a city without one of its texts with the pages of the others, and says which text is missing", () => {
    const missing = input.cityTexts.find((t) => t.key === "pressoterapia" && t.city === "torino")!;
    const bad = { ...input, cityTexts: input.cityTexts.filter((t) => t !== missing) };
    expect(checkSite(bad, buildRoutes(bad), [])).toEqual([]);
    const pathsOf = (step: typeof input, city: string) =>
      buildRoutes(step)
        .filter((r) => r.context.citySlug === city && r.context.prefix === "")
        .map((r) => r.path);
    // Torino keeps every page but the one whose text is gone; Milano keeps all of its own.
    expect(pathsOf(bad, "torino").sort()).toEqual(
      pathsOf(input, "torino")
        .filter((p) => p !== "/macchinari-estetici-professionali/macchinario-pressoterapia-torino")
        .sort(),
    );
    expect(pathsOf(bad, "milano")).toEqual(pathsOf(input, "milano"));
    const readiness = cityReadiness(bad);
    expect(readiness.cities.find((c) => c.slug === "torino")).toEqual({
      file: "content/cities.json",
      slug: "torino",
      name: "Torino",
      pageKeys: input.cityTemplates.map((t) => t.key).filter((k) => k !== "pressoterapia"),
      missing: ["pressoterapia"],
    });
    expect(readiness.served.map((c) => c.slug)).toContain("torino");
    // A city growing machine by machine is no problem: the build warns only of cities with no page at all.
    expect(cityReadinessWarning(readiness)).toBe("");
    const none = { ...input, cityTexts: input.cityTexts.filter((t) => t.city !== "torino") };
    expect(pathsOf(none, "torino")).toEqual([]);
    expect(cityReadinessWarning(cityReadiness(none))).toBe(
      "Città non ancora pubblicate:\n" +
        "  - Torino (content/cities.json): senza pagine finché non ha almeno un testo (" +
        input.cityTemplates.map((t) => `content/citta/${t.key}-torino.md`).join(", ") +
        ")",
    );
  });

  it("lets a text wait for its city or template, and fails a second text for the same page", () => {
    const first = input.cityTexts[0];
    const bad = {
      ...input,
      cityTexts: [
        ...input.cityTexts,
        { id: "x", file: "content/citta/laser-diodo-roma.md", key: "laser-diodo", city: "roma" },
        { id: "y", file: "content/citta/laser-dyodo-milano.md", key: "laser-dyodo", city: "milano" },
        { ...first, id: "z", file: "content/citta/copia.md" },
      ],
    };
    expect(messages(checkSite(bad, buildRoutes(bad), []))).toEqual([
      `content/citta/copia.md, campo «Città (slug)» (city): ${first.file} è già il testo di questa pagina`,
    ]);
    expect(cityReadiness(bad).waitingTexts).toEqual([
      { file: "content/citta/laser-diodo-roma.md", reason: "la città «roma» non è ancora in Città servite" },
      { file: "content/citta/laser-dyodo-milano.md", reason: "la pagina per città «laser-dyodo» non esiste ancora" },
    ]);
  });

  it("a new city is a content change: published in any order, every step builds, each text brings its page", () => {
    const bari = { file: "content/cities.json", slug: "bari", name: "Bari", region: "Puglia" };
    const texts = input.cityTemplates.map((t) => ({
      id: `bari-${t.key}`,
      file: `content/citta/${t.key}-bari.md`,
      key: t.key,
      city: "bari",
    }));
    const bariPagesOf = (step: typeof input) =>
      buildRoutes(step)
        .filter((r) => r.context.citySlug === "bari" && r.context.prefix === "")
        .map((r) => r.path)
        .sort();
    const expected = (published: readonly (typeof texts)[number][]) =>
      published.map((t) => `/macchinari-estetici-professionali/macchinario-${t.key}-bari`).sort();
    // The guide's order: one text, the city, the other texts; the city first; the texts first, in reverse.
    for (const order of [
      [texts[0], bari, ...texts.slice(1)],
      [bari, ...texts],
      [...[...texts].reverse(), bari],
    ]) {
      let step = input;
      order.forEach((item) => {
        step =
          "slug" in item
            ? { ...step, cities: [...step.cities, item] }
            : { ...step, cityTexts: [...step.cityTexts, item] };
        expect(checkSite(step, buildRoutes(step), [])).toEqual([]);
        const listed = step.cities.includes(bari);
        expect(bariPagesOf(step)).toEqual(listed ? expected(step.cityTexts.filter((t) => t.city === "bari")) : []);
      });
    }
    // A city with one text only: one page, showing that text.
    const one = { ...input, cities: [...input.cities, bari], cityTexts: [...input.cityTexts, texts[0]] };
    expect(bariPagesOf(one)).toEqual(expected([texts[0]]));
    expect(buildRoutes(one).find((r) => r.context.citySlug === "bari")?.context.cityTextId).toBe(texts[0].id);
  });
});

describe("the real content", () => {
  it("passes every field check", () => {
    expect(fieldProblems()).toEqual([]);
  });

  it("passes every check across the site", () => {
    expect(siteProblems()).toEqual([]);
  });
});

describe("the build hooks", () => {
  function nodeArgs(node: Node, parent: Partial<Node> & Record<string, unknown>, content = "") {
    const panicOnBuild = jest.fn();
    const createNode = jest.fn();
    const createNodeField = jest.fn();
    const args = {
      node,
      getNode: () => parent,
      reporter: { panicOnBuild },
      actions: { createNodeField, createNode, createParentChildLink: jest.fn() },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: () => "digest",
      loadNodeContent: async () => content,
    } as unknown as CreateNodeArgs;
    return { args, panicOnBuild, createNode, createNodeField };
  }

  /** The fields onCreateNode gave a Markdown node, by name. */
  const fieldsSet = (createNodeField: jest.Mock): Record<string, unknown> =>
    Object.fromEntries(createNodeField.mock.calls.map(([{ name, value }]) => [name, value]));

  const markdownIn = (relativePath: string, frontmatter: Record<string, unknown>) => {
    const parent = {
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativePath,
      relativeDirectory: relativePath.split("/")[0],
    } as unknown as Node;
    const node = {
      id: "md",
      parent: "file",
      internal: { type: "MarkdownRemark" },
      frontmatter,
      rawMarkdownBody: "",
    } as unknown as Node;
    return nodeArgs(node, parent as never);
  };

  it("gives each Markdown node with a page of its own its address in fields.path", async () => {
    const machine = markdownIn("machines/x.md", validMachine);
    await onCreateNode(machine.args);
    expect(fieldsSet(machine.createNodeField).path).toBe("/macchinari-estetici-roma/macchinario-laser-diodo-roma");

    const post = markdownIn("blog/x.md", { slug: "nuovo-articolo" });
    await onCreateNode(post.args);
    expect(fieldsSet(post.createNodeField).path).toBe("/blog/nuovo-articolo");

    const page = markdownIn("pages/x.md", { path: "/chi-siamo", template: "legal" });
    await onCreateNode(page.args);
    expect(fieldsSet(page.createNodeField).path).toBe("/chi-siamo");

    const cityText = markdownIn("citta/laser-diodo-napoli.md", { key: "laser-diodo", city: "napoli" });
    await onCreateNode(cityText.args);
    expect(fieldsSet(cityText.createNodeField)).not.toHaveProperty("path");
  });

  it("stops the build once, with an Italian structured error naming every file, field and label", () => {
    const parent = {
      id: "file",
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativePath: "machines/x.md",
      relativeDirectory: "machines",
    } as unknown as Node;
    const node = {
      id: "md",
      parent: "file",
      internal: { type: "MarkdownRemark" },
      frontmatter: { ...validMachine, image: "macchinario-laser-diodo-roma.jpg", heading: "", treatments: [] },
      rawMarkdownBody: "",
    } as unknown as Node;
    // As a warm .cache gives them: nodes in the store, onCreateNode not run again.
    const errors = checkAllContent(
      () => [node],
      (id) => (id === "file" ? parent : undefined),
    );
    expect(messages(errors)).toEqual([
      "content/machines/x.md, campo «Titolo principale (H1)» (heading): è obbligatorio ma è vuoto",
      "content/machines/x.md, campo «Trattamenti» (treatments): è obbligatorio ma è vuoto",
      "content/machines/x.md, campo «Testo» (body): è obbligatorio ma è vuoto",
    ]);
    const reporter = { setErrorMap: jest.fn(), panicOnBuild: jest.fn() };
    fail(reporter as never, errors);
    const [[map]] = reporter.setErrorMap.mock.calls as [[Record<string, { text(c: unknown): string }>]];
    const [[meta]] = reporter.panicOnBuild.mock.calls as [[{ id: string; context: { message: string } }]];
    expect(meta.id).toBe(`default-site-plugin_${CONTENT_ERROR_ID}`);
    // Gatsby files the map under the plugin's name.
    expect(Object.keys(map)).toEqual([CONTENT_ERROR_ID]);
    expect(map[CONTENT_ERROR_ID].text(meta.context)).toBe(
      "I contenuti hanno 3 problemi:\n" +
        messages(errors)
          .map((m) => `  - ${m}`)
          .join("\n"),
    );
  });

  it("reports invalid JSON in a data file", () => {
    const { errors } = dataFileProblems("content/cities.json", "", "cities.json", '{"cities": [ }', allImages, {
      claims: [],
      reserved: [],
    });
    expect(messages(errors)).toEqual([expect.stringMatching(/^content\/cities\.json, il file: non è un JSON valido/)]);
  });

  it("sources one City node per city with a text, with the keys of its pages", () => {
    const cities = cityNodesFromDisk<{ slug: string }>();
    const createNode = jest.fn();
    const warn = jest.fn();
    sourceNodes({
      actions: { createNode },
      reporter: { warn },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: () => "digest",
    } as never);
    expect(warn).not.toHaveBeenCalled();
    const nodes = createNode.mock.calls.map(([n]) => n as { slug: string; pageKeys: string[] });
    expect(nodes.map((n) => [n.slug, [...n.pageKeys].sort()])).toEqual(cities.map((c) => [c.slug, c.pageKeys]));
    expect(createNode.mock.calls[1][0]).toMatchObject({
      position: 1,
      sourceFile: "content/cities.json",
      internal: { type: "City" },
    });
  });

  it("reports missing data files when planning pages", () => {
    const empty: ContentQueryResult = {
      allMarkdownRemark: { nodes: [] },
      allCity: { nodes: [] },
      allBusiness: { nodes: [] },
      allSiteSettings: { nodes: [] },
      allNavigation: { nodes: [] },
      allBannedClaim: { nodes: [] },
      allTechnicalSheet: { nodes: [] },
      allReservedTreatment: { nodes: [] },
      allSearchVariant: { nodes: [] },
      allUnsettledTechnology: { nodes: [] },
      allAnnexXviGroup: { nodes: [] },
      allFact: { nodes: [] },
      cityTexts: { nodes: [] },
    };
    const { errors } = planPages(empty);
    expect(errors.map((e) => e.file)).toEqual([
      "content/business.json",
      "content/site.json",
      "content/navigation.json",
      "content/cities.json",
      "content/claims.json",
      "content/schede-tecniche.json",
      "content/trattamenti-riservati.json",
      "content/ricerca.json",
      "content/tecnologie.json",
      "content/allegato-xvi.json",
      "content/fatti.json",
      // With no pages, the moved financing formula's redirect leads nowhere.
      "src/gatsby/redirects.ts",
    ]);
  });
});
