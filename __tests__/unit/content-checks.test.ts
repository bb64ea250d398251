/** @jest-environment node */
import type { CreateNodeArgs, Node } from "gatsby";
import { collectContentLinks } from "../../src/content-model/links";
import { DATA_FILES, collectionByName } from "../../src/content-model/model";
import { checkSite } from "../../src/content-model/site-checks";
import { formatContentError, validateFields, type ContentError } from "../../src/content-model/validate";
import { onCreateNode } from "../../src/gatsby/content-nodes";
import { buildRoutes } from "../../src/gatsby/routes";
import { planPages, type ContentQueryResult } from "../../src/gatsby/create-pages";
import { fieldProblems, readJson, routeInputFromDisk, siteProblems } from "../helpers/content";

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
  sheets: ["laser-epilazione"],
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
      `${file}: field "summary": is required but missing or empty`,
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
      expect.objectContaining({ file, field: "order", message: expect.stringContaining("must be a number") }),
      expect.objectContaining({ file, field: "treatments", message: expect.stringContaining("must be a list") }),
    ]);
  });

  it("names nested fields by their path", () => {
    const errors = validateFields(
      machines.fields,
      { ...validMachine, faq: [{ question: "Perché?", answer: "" }] },
      file,
      allImages,
    );
    expect(messages(errors)).toEqual([`${file}: field "faq[0].answer": is required but missing or empty`]);
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
    expect(messages(errors)).toEqual([`${file}: field "image": image file content/images/laser.jpg does not exist`]);
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
      'content/business.json: field "vatNumber": "15873621006" is not a valid Italian VAT number (check digit fails)',
    ]);
  });

  it("fails a malformed REA number, share capital or PEC, naming the file and the field", () => {
    const business = readJson<Record<string, unknown>>("business.json");
    const bad = { ...business, rea: "1628417", shareCapital: "20000 euro", pec: "pec-senza-chiocciola" };
    expect(messages(validateFields(dataSpec("business").fields, bad, "content/business.json", allImages))).toEqual([
      'content/business.json: field "rea": "1628417" is not a REA number like RM-1234567 (province code, hyphen, ' +
        "digits)",
      'content/business.json: field "shareCapital": "20000 euro" is not a share capital like "10.000,00 € i.v." ' +
        '(or "50.000,00 € versato 12.500,00 €")',
      'content/business.json: field "pec": "pec-senza-chiocciola" is not a valid e-mail address',
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
      expect.objectContaining({ field: "date", message: expect.stringContaining("YYYY-MM-DD") }),
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
      'content/machines/copia.md: field "slug": gives the address ' +
        "/macchinari-estetici-roma/macchinario-ems-sculpt, which content/machines/macchinario-ems-sculpt.md " +
        "already uses",
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
    expect(messages(errors)).toEqual(['content/machines/x.md: field "body": link "/listino-prezzi" points to no page']);
  });

  it("accepts links with the /it prefix, a trailing slash, a query or a fragment to an existing page", () => {
    const body =
      "[a](/it/contatti) [b](/formule/) [c](/contatti?macchinario=x) [d](/blog#ultimi) [e](https://example.com) [f](mailto:a@b.it)";
    const links = collectContentLinks(machines.fields, validMachine, body);
    expect(checkSite(input, buildRoutes(input), [{ file: "f.md", links }])).toEqual([]);
  });

  it("fails a relative link", () => {
    const links = collectContentLinks(machines.fields, validMachine, "[contatti](contatti)");
    expect(checkSite(input, buildRoutes(input), [{ file: "f.md", links }])[0].message).toContain("is relative");
  });

  it("fails when a menu url points to no page, naming the file and the field path", () => {
    const navigation = readJson<{ main: Array<{ url: string; megaMenu?: { items: Array<{ url: string }> } }> }>(
      "navigation.json",
    );
    navigation.main[1].megaMenu!.items[2].url = "/macchinari-estetici-roma/macchinario-inesistente";
    const links = collectContentLinks(dataSpec("navigation").fields, navigation);
    const errors = checkSite(input, buildRoutes(input), [{ file: "content/navigation.json", links }]);
    expect(messages(errors)).toEqual([
      'content/navigation.json: field "main[1].megaMenu.items[2].url": link ' +
        '"/macchinari-estetici-roma/macchinario-inesistente" points to no page',
    ]);
  });

  it("fails a city template that presents no machine", () => {
    const bad = {
      ...input,
      cityTemplates: input.cityTemplates.map((t, i) => (i === 0 ? { ...t, machine: "macchinario-nessuno" } : t)),
    };
    expect(messages(checkSite(bad, buildRoutes(bad), []))).toEqual([
      `${input.cityTemplates[0].file}: field "machine": "macchinario-nessuno" is not the slug of any machine`,
    ]);
  });

  it("fails a city page without its city text, naming the template file and the city", () => {
    const missing = input.cityTexts.find((t) => t.key === "pressoterapia" && t.city === "torino")!;
    const bad = { ...input, cityTexts: input.cityTexts.filter((t) => t !== missing) };
    expect(messages(checkSite(bad, buildRoutes(bad), []))).toEqual([
      'content/city-pages/pressoterapia.md: field "key": the page for Torino has no text: add ' +
        "content/citta/pressoterapia-torino.md (key: pressoterapia, city: torino), written for this machine in Torino",
    ]);
  });

  it("fails a city text for an unknown template or city, and a second text for the same page", () => {
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
      'content/citta/laser-diodo-roma.md: field "city": "roma" is the slug of no city in content/cities.json',
      'content/citta/laser-dyodo-milano.md: field "key": "laser-dyodo" is the key of no city template ' +
        "(content/city-pages)",
      `content/citta/copia.md: field "city": ${first.file} is already the text of this page`,
    ]);
  });

  it(
    "a new city is a content change: with its three texts it gets its three pages, without them the build names " +
      "what is missing",
    () => {
      const withBari = {
        ...input,
        cities: [...input.cities, { file: "content/cities.json", slug: "bari", name: "Bari", region: "Puglia" }],
      };
      const missing = messages(checkSite(withBari, buildRoutes(withBari), []));
      expect(missing).toHaveLength(3);
      expect(missing.every((m) => m.includes("the page for Bari has no text"))).toBe(true);
      const texts = input.cityTemplates.map((t) => ({
        id: `bari-${t.key}`,
        file: `content/citta/${t.key}-bari.md`,
        key: t.key,
        city: "bari",
      }));
      const complete = { ...withBari, cityTexts: [...input.cityTexts, ...texts] };
      expect(checkSite(complete, buildRoutes(complete), [])).toEqual([]);
      const bariPages = buildRoutes(complete).filter((r) => r.context.citySlug === "bari" && r.context.prefix === "");
      expect(bariPages.map((r) => r.path).sort()).toEqual([
        "/macchinari-estetici-professionali/macchinario-laser-diodo-bari",
        "/macchinari-estetici-professionali/macchinario-pressoterapia-bari",
        "/macchinari-estetici-professionali/macchinario-radiofrequenza-bari",
      ]);
      expect(
        bariPages.every(
          (r) => r.context.cityTextId === `bari-${r.context.canonicalPath.replace(/.*macchinario-(.*)-bari$/, "$1")}`,
        ),
      ).toBe(true);
    },
  );
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

  it("stops the build on an invalid Markdown file with the file and field in the message", async () => {
    const parent = {
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativePath: "machines/x.md",
      relativeDirectory: "machines",
    } as unknown as Node;
    const node = {
      id: "md",
      parent: "file",
      internal: { type: "MarkdownRemark" },
      frontmatter: { ...validMachine, heading: "" },
      rawMarkdownBody: "",
    } as unknown as Node;
    const { args, panicOnBuild } = nodeArgs(node, parent as never);
    await onCreateNode(args);
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/machines/x.md: field "heading": is required'),
    );
  });

  it("stops the build on invalid JSON in a data file", async () => {
    const file = {
      id: "f",
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativePath: "cities.json",
      relativeDirectory: "",
      extension: "json",
      base: "cities.json",
    } as unknown as Node;
    const { args, panicOnBuild, createNode } = nodeArgs(file, {}, '{"cities": [ }');
    await onCreateNode(args);
    expect(panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/cities.json: field "(file)": is not valid JSON'),
    );
    expect(createNode).not.toHaveBeenCalled();
  });

  it("creates one City node per city of a valid cities.json", async () => {
    const file = {
      id: "f",
      internal: { type: "File" },
      sourceInstanceName: "content",
      relativePath: "cities.json",
      relativeDirectory: "",
      extension: "json",
      base: "cities.json",
    } as unknown as Node;
    const cities = readJson<{ cities: unknown[] }>("cities.json");
    const { args, panicOnBuild, createNode } = nodeArgs(file, {}, JSON.stringify(cities));
    await onCreateNode(args);
    expect(panicOnBuild).not.toHaveBeenCalled();
    expect(createNode).toHaveBeenCalledTimes(cities.cities.length);
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
    ]);
  });
});
