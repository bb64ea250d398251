/** @jest-environment node */
import { entryProblems, problemLine, refusal } from "../../src/cms/entry-problems";
import { withFieldPlaceholders, previewCity } from "../../src/cms/preview-data";
import { checkContent } from "../../src/gatsby/cms-preview-bundle";
import { checkAllContent } from "../../src/gatsby/content-nodes";
import { readMarkdownFolder } from "../../src/gatsby/markdown-files";

const content = checkContent(process.cwd());
const [machineFile] = readMarkdownFolder("content/machines").filter((m) => m.data.whoMayUse === "estetista");
const machine = { ...JSON.parse(JSON.stringify(machineFile.data)), body: machineFile.body } as Record<string, unknown>;
const file = `content/machines/${machineFile.name}`;

describe("the build's checks in the CMS", () => {
  it("finds nothing to say about a committed machine", () => {
    expect(entryProblems("machines", machine, file, content)).toEqual({ errors: [], notices: [] });
  });

  it("names a banned claim in Italian, with the CMS's label, and refuses to publish with that message", () => {
    const body = `${String(machine.body)}\n\nEpilazione definitiva su tutti i fototipi.`;
    const { errors } = entryProblems("machines", { ...machine, body }, file, content);
    expect(errors.map(problemLine)).toEqual([
      expect.stringMatching(/^Campo «Testo» \(body\): contiene «Epilazione definitiva», un'affermazione che il sito/),
      expect.stringMatching(/^Campo «Testo» \(body\): contiene «tutti i fototipi»/),
    ]);
    expect(refusal(errors)).toMatch(/^questa voce ha 2 problemi che la build del sito rifiuterebbe/);
  });

  it("shows an empty required list as a problem, as Decap leaves it", () => {
    const { errors } = entryProblems("machines", { ...machine, treatments: [], idealFor: [] }, file, content);
    expect(errors.map(problemLine)).toEqual([
      "Campo «Trattamenti» (treatments): è obbligatorio ma è vuoto",
      "Campo «A chi si rivolge» (idealFor): è obbligatorio ma è vuoto",
    ]);
  });

  it("lets a city text wait for its city, says so, and refuses a thin one", () => {
    const [text] = readMarkdownFolder("content/citta");
    const data = { ...JSON.parse(JSON.stringify(text.data)), city: "verona", body: text.body };
    const waiting = entryProblems("cityTexts", data, "content/citta/laser-diodo-verona.md", content);
    expect(waiting.notices).toEqual([
      expect.stringContaining("La città «verona» non è ancora tra le «Città servite» del sito pubblicato"),
    ]);
    expect(waiting.notices[0]).toContain("la pagina «Laser a diodo» comparirà quando sarà pubblicata la città");
    const thin = entryProblems("cityTexts", { ...data, body: "Poche parole." }, "content/citta/x.md", content);
    expect(thin.errors.map(problemLine)).toContain(
      "Campo «Testo» (body): ha 2 parole, ne servono almeno 400: una pagina per città deve dire cose proprie di " +
        "questa città (regole della regione, trasferta, formazione), non solo il nome cambiato",
    );
  });

  it("says, from the draft, which pages a city has and which texts it still lacks", () => {
    // A new city in the list being edited, with no text yet: no page, and every text it may have.
    const cities = [
      ...content.cities.map((c) => ({ name: c.name, slug: c.slug })),
      { name: "Borgo di Prova", slug: "borgo-di-prova" },
    ];
    const names = content.cityKeys.map((key) => `«${content.cityPageNames[key]}»`);
    // (The other cities' notices, if an editor left one without every text, are theirs: only this one is looked at.)
    const listed = entryProblems("cities", { cities }, "content/cities.json", content).notices.filter((n) =>
      n.startsWith("Borgo di Prova "),
    );
    expect(listed).toEqual([expect.stringMatching(/^Borgo di Prova non ha ancora pagine; mancano i testi per /)]);
    for (const name of names) expect(listed[0]).toContain(name);
    // A text for it, once Borgo di Prova is published: its one page, and the texts that would add the others.
    const testCity = {
      ...content,
      cities: [...content.cities, { slug: "borgo-di-prova", name: "Borgo di Prova", names: ["Borgo di Prova"] }],
    };
    const [text] = readMarkdownFolder("content/citta").filter((m) => m.data.key === "laser-diodo");
    const data = { ...JSON.parse(JSON.stringify(text.data)), city: "borgo-di-prova", body: text.body };
    const { notices } = entryProblems("cityTexts", data, "content/citta/laser-diodo-borgo-di-prova.md", testCity);
    expect(notices).toEqual([
      expect.stringMatching(
        /^Pubblicato questo testo, Borgo di Prova ha la pagina «Laser a diodo»; mancano i testi per /,
      ),
    ]);
    for (const name of names.filter((n) => n !== "«Laser a diodo»")) expect(notices[0]).toContain(name);
    // A city with every text: nothing to say.
    const complete = content.cities.filter((c) =>
      content.cityKeys.every((key) => content.cityTexts.some((t) => t.key === key && t.city === c.slug)),
    );
    expect(complete.length).toBeGreaterThan(0);
    const completeList = { cities: complete.map((c) => ({ name: c.name, slug: c.slug })) };
    expect(entryProblems("cities", completeList, "content/cities.json", content).notices).toEqual([]);
  });

  it("refuses a link to no page of the site", () => {
    const body = `${String(machine.body)}\n\nVedete [il listino](/listino-prezzi).`;
    const { errors } = entryProblems("machines", { ...machine, body }, file, content);
    expect(errors.map(problemLine)).toEqual([
      "Campo «Testo» (body): il collegamento «/listino-prezzi» non porta a nessuna pagina del sito",
    ]);
  });

  it("says how to start again when the draft carries another entry's fields, and refuses it", () => {
    // What Decap leaves in a new machine's draft when the city list, just published, reloads over it.
    const stale = { ...machine, cities: [{ name: "Verona", slug: "verona" }] };
    const { errors, notices } = entryProblems("machines", stale, file, content);
    expect(errors.map(problemLine)).toEqual([
      "Campo «cities» (cities): non è un campo di questo tipo di contenuto (nome sbagliato?)",
    ]);
    expect(notices).toEqual([expect.stringMatching(/^Questa bozza contiene campi di un'altra voce/)]);
    expect(entryProblems("machines", machine, file, content).notices).toEqual([]);
  });
});

describe("the legal checks in the CMS (issue 29), the same messages as the build", () => {
  it("refuses to publish a machine an esthetician may use with no sheet, outside the sourced unsettled list", () => {
    const laser = readMarkdownFolder("content/machines").find((m) => m.name === "macchinario-laser-diodo-roma.md")!;
    const laserFile = `content/machines/${laser.name}`;
    const { sheets: _none, ...data } = { ...JSON.parse(JSON.stringify(laser.data)), body: laser.body } as Record<
      string,
      unknown
    >;
    expect(entryProblems("machines", { ...data, sheets: _none }, laserFile, content).errors).toEqual([]);
    const { errors } = entryProblems("machines", data, laserFile, content);
    expect(errors.map(problemLine)).toEqual([
      "Campo «Schede tecniche dell'allegato» (sheets): un macchinario che un'estetista può usare indica la scheda " +
        "tecnica dell'allegato al DM 110/2011 (modificato dal DM 206/2015) in cui rientra: sceglietela tra quelle " +
        "delle sue tecnologie, oppure scegliete medico in «Chi può usarlo»",
    ]);
    expect(refusal(errors)).toMatch(/^questa voce ha un problema che la build del sito rifiuterebbe/);
    // A technology no sheet covers (content/tecnologie.json) cannot be offered to an estetista, in the CMS too.
    expect(
      entryProblems("machines", { ...data, sheets: _none, technologies: ["cavitazione"] }, laserFile, content).errors,
    ).toEqual([expect.objectContaining({ field: "technologies" })]);
  });

  it("refuses a «Criolipolisi» for the estetista under sheet 14, in the preview and in the build alike", () => {
    // The issue's case: cryolipolysis, which no sheet covers, offered to an estetista under the suction massage's.
    const { sheetConditions: _none, ...base } = machine;
    const crio = {
      ...base,
      name: "Criolipolisi",
      technologies: ["criolipolisi"],
      sheets: ["massaggio-aspirante"],
      annexXvi: "gruppo-4",
      mdrClass: "IIb",
    };
    const { body, ...frontmatter } = crio as Record<string, unknown>;
    const preview = entryProblems("machines", crio, "content/machines/criolipolisi.md", content).errors;
    const expected = expect.stringMatching(
      /^Campo «Tecnologie» \(technologies\): il macchinario «Criolipolisi» ha la tecnologia «.*criolipolisi.*», che nessuna scheda dell'allegato al DM 110\/2011/i,
    );
    expect(preview.map(problemLine)).toEqual([expected]);
    // The build: the same check on the node as Gatsby reads the file (src/gatsby/content-nodes.ts).
    const file = { id: "f", internal: { type: "File" }, sourceInstanceName: "content" };
    const node = { id: "m", parent: "f", internal: { type: "MarkdownRemark" }, frontmatter, rawMarkdownBody: body };
    const built = checkAllContent(
      () => [node as never],
      (id) =>
        id === "f"
          ? ({ ...file, relativePath: "machines/criolipolisi.md", relativeDirectory: "machines" } as never)
          : undefined,
    );
    expect(built.map(problemLine)).toEqual(preview.map(problemLine));
  });

  it("refuses a phrase that restates a fact written once, and takes the fact's placeholder", () => {
    const body = `${String(machine.body)}

L'operatrice resta con la cliente o a portata di voce.`;
    expect(entryProblems("machines", { ...machine, body }, file, content).errors.map(problemLine)).toEqual([
      expect.stringMatching(/^Campo «Testo» \(body\): contiene «a portata di voce», che dice in modo diverso/),
    ]);
    const placeholder = `${String(machine.body)}

{{fatto:operatrice-pressoterapia}}`;
    expect(entryProblems("machines", { ...machine, body: placeholder }, file, content).errors).toEqual([]);
    const unknown = `${String(machine.body)}

{{fatto:operatrice-laser}}`;
    expect(entryProblems("machines", { ...machine, body: unknown }, file, content).errors.map(problemLine)).toEqual([
      expect.stringMatching(/^Campo «Testo» \(body\): il segnaposto \{\{fatto:operatrice-laser\}\} non corrisponde/),
    ]);
  });

  it("refuses the name of a partner the formula being edited has not confirmed, and allows it once confirmed", () => {
    const [financing] = readMarkdownFolder("content/formule").filter((m) => m.name.includes("finanziamento"));
    const formula = { ...JSON.parse(JSON.stringify(financing.data)), body: financing.body } as Record<string, unknown>;
    const path = `content/formule/${financing.name}`;
    const named = {
      ...formula,
      partner: "Banca Esempio S.p.A.",
      body: `${String(formula.body)}

In convenzione con Banca Esempio.`,
    };
    expect(entryProblems("formulas", named, path, content).errors.map(problemLine)).toEqual([
      expect.stringMatching(
        /^Campo «Testo» \(body\): nomina «Banca Esempio S\.p\.A\.», il partner di content\/formule/,
      ),
    ]);
    expect(entryProblems("formulas", { ...named, partnerConfirmed: "2026-11-20" }, path, content).errors).toEqual([]);
  });
});

describe("the preview", () => {
  it("shows an empty required text as its label, never undefined", () => {
    expect(withFieldPlaceholders("machines", { name: "Criolipolisi" })).toMatchObject({
      name: "Criolipolisi",
      nameWithArticle: "[Nome con l'articolo]",
    });
  });

  it("names a city not yet listed by its slug instead of another city", () => {
    const milano = { name: "Milano", slug: "milano", region: "Lombardia", areas: [], pageKeys: ["laser-diodo"] };
    expect(previewCity([milano], "verona")).toEqual({
      name: "Verona",
      slug: "verona",
      region: "",
      areas: [],
      pageKeys: [],
      unlisted: true,
    });
  });
});
