/**
 * The regulatory guard (issue "May a beauty centre use this machine?"): who may use a machine, its technical
 * sheets, and the treatments reserved to medical practice. Each bad input fails naming the file, the field and
 * the phrase; the lists here are literal, so a wrong matcher or a wrong exemption shows.
 */
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../../src/content-model/entry-checks";
import { collectionByName, DATA_FILES } from "../../src/content-model/model";
import { formatContentError, type ValidationContext } from "../../src/content-model/validate";
import { conformityText } from "../../src/content-model/conformity-text";
import { readJson } from "../helpers/content";

const ctx: ValidationContext = {
  imageExists: () => true,
  documentExists: () => true,
  relationValues: (dataFile, field) =>
    dataFile === "sheets" && field === "code" ? ["laser-epilazione", "pressoterapia"] : undefined,
};

const lists: PhraseLists = {
  claims: [{ phrase: "indolor*", reason: "Promessa assoluta." }],
  reserved: [
    { phrase: "rimozione dei tatuaggi", reason: "Atto medico." },
    { phrase: "fotoringiovanimento", reason: "Solo depilazione per l'estetista." },
    { phrase: "strati profondi", reason: "L'estetista lavora sulla superficie del corpo." },
  ],
};

const machine = {
  title: "Laser a diodo a Roma",
  description: "Descrizione.",
  heading: "Laser a diodo",
  slug: "macchinario-laser-diodo-roma",
  name: "Laser a diodo",
  summary: "Epilazione progressiva.",
  image: "laser.jpg",
  imageAlt: "Un laser",
  order: 1,
  treatments: ["Epilazione progressiva"],
  idealFor: ["Centri estetici"],
  nameWithArticle: "il laser a diodo",
  offer: ["acquisto"],
  areas: ["epilazione"],
  whoMayUse: "estetista",
  sheets: ["laser-epilazione"],
};

const file = "content/machines/macchinario-x.md";
const check = (data: Record<string, unknown>, body = "Testo.", collection = "machines" as const) =>
  checkMarkdownEntry(collectionByName(collection), file, data, body, ctx, lists).map(formatContentError);

describe("who may use a machine", () => {
  it("accepts an esthetician's machine with a known sheet", () => {
    expect(check(machine)).toEqual([]);
  });

  it("fails a machine without the who-may-use field, naming its file", () => {
    const { whoMayUse: _omitted, ...data } = machine;
    expect(check(data)).toEqual([`${file}, campo «Chi può usarlo» (whoMayUse): è obbligatorio ma è vuoto`]);
  });

  it("fails an unknown who-may-use value", () => {
    expect(check({ ...machine, whoMayUse: "chiunque" })).toEqual([
      `${file}, campo «Chi può usarlo» (whoMayUse): deve essere una di queste scelte: estetista, medico; invece è ` +
        "«chiunque»",
    ]);
  });

  it("fails an unknown sheet, naming the file, the field and the sheet", () => {
    expect(check({ ...machine, sheets: ["laser-epilazione", "laser-chirurgico"] })).toEqual([
      `${file}, campo «Schede tecniche dell'allegato» n. 2 (sheets[1]): «laser-chirurgico» non è tra le voci di ` +
        "content/schede-tecniche.json (ci sono: laser-epilazione, pressoterapia)",
    ]);
  });

  it("fails an esthetician's machine with no sheet unless the law is unsettled", () => {
    const { sheets: _omitted, ...data } = machine;
    expect(check(data)).toEqual([
      expect.stringContaining(`${file}, campo «Schede tecniche dell'allegato» (sheets): un macchinario che`),
    ]);
    expect(check({ ...data, lawUnsettled: "Il decreto non ha una scheda per questa tecnologia." })).toEqual([]);
  });

  it("fails a doctor's machine that names a sheet of the estheticians' annex", () => {
    expect(check({ ...machine, whoMayUse: "medico" })).toEqual([
      expect.stringContaining(`${file}, campo «Schede tecniche dell'allegato» (sheets): un macchinario per medici`),
    ]);
  });
});

describe("treatments reserved to medical practice", () => {
  it("fails one on an esthetician's machine, naming the file, the field and the phrase", () => {
    expect(check({ ...machine, treatments: ["Epilazione", "Fotoringiovanimento del viso"] })).toEqual([
      expect.stringMatching(
        /^content\/machines\/macchinario-x\.md, campo «Trattamenti» n\. 2 \(treatments\[1\]\): nomina «Fotoringiovanimento», un trattamento riservato al medico/,
      ),
    ]);
    expect(check(machine, "La radiofrequenza agisce negli **strati\nprofondi** della pelle.")).toEqual([
      expect.stringMatching(/campo «Testo» \(body\): nomina «strati\sprofondi»/),
    ]);
  });

  it("lets a doctor's machine offer it", () => {
    const { sheets: _none, ...doctors } = machine;
    expect(check({ ...doctors, whoMayUse: "medico" }, "Per la rimozione dei tatuaggi nello studio medico.")).toEqual(
      [],
    );
  });

  it("lets any page name it as a quotation «…», as what a centre must not do", () => {
    expect(check(machine, "Il «fotoringiovanimento» resta riservato al medico.")).toEqual([]);
  });

  it("fails it in a city text and in a data file such as the menu", () => {
    const cityText = { key: "laser-diodo", city: "milano", description: "Descrizione.", lead: "Introduzione." };
    expect(
      checkMarkdownEntry(
        collectionByName("cityTexts"),
        "content/citta/laser-diodo-milano.md",
        { ...cityText, faq: [{ question: "Domanda?", answer: "Risposta." }] },
        "La rimozione dei tatuaggi non si fa qui.",
        ctx,
        lists,
      ).map(formatContentError),
    ).toEqual([
      expect.stringMatching(/^content\/citta\/laser-diodo-milano\.md, campo «Testo» \(body\): ha 8 parole, ne servono/),
      expect.stringMatching(
        /^content\/citta\/laser-diodo-milano\.md, campo «Testo» \(body\): nomina «rimozione dei tatuaggi»/,
      ),
    ]);
    const navigation = DATA_FILES.find((d) => d.name === "navigation")!;
    const menu = {
      main: [{ title: "Luce pulsata", url: "/", megaMenu: null }],
      mobile: [{ title: "Home", url: "/" }],
      footer: [{ title: "Fotoringiovanimento", url: "/" }],
    };
    expect(checkDataFile(navigation, "content/navigation.json", menu, ctx, lists).map(formatContentError)).toEqual([
      expect.stringMatching(
        /^content\/navigation\.json, campo «Collegamenti utili nel piè di pagina» n\. 1, «Voce» \(footer\[0\]\.title\): nomina «Fotoringiovanimento»/,
      ),
    ]);
  });

  it("does not check the lists themselves, which name the phrases", () => {
    const reserved = DATA_FILES.find((d) => d.name === "reserved")!;
    const data = { treatments: [{ phrase: "fotoringiovanimento", reason: "Riservato al medico." }] };
    expect(checkDataFile(reserved, "content/trattamenti-riservati.json", data, ctx, lists)).toEqual([]);
  });
});

describe("the real lists", () => {
  it("name at least the treatments the issue requires", () => {
    const phrases = readJson<{ treatments: Array<{ phrase: string }> }>("trattamenti-riservati.json").treatments.map(
      (t) => t.phrase,
    );
    expect(phrases).toEqual(
      expect.arrayContaining(["rimozione dei tatuaggi", "fotoringiovanimento", "strati profondi", "lipolisi"]),
    );
  });
});

describe("what «Conformità e uso» says", () => {
  const sheets = [
    {
      code: "laser-epilazione",
      number: "21 b",
      name: "Laser estetico defocalizzato per la depilazione",
      limits: "Solo depilazione.",
      opticalRadiation: true,
      source: "DM 110/2011, scheda n. 21 b",
    },
    { code: "pressoterapia", number: "18", name: "Apparecchi per presso-massaggio", limits: "—", source: "DM" },
  ];

  it("for an esthetician's laser: the annex, the sheet, its limits and source, the optical-radiation risk", () => {
    const text = conformityText({ whoMayUse: "estetista", sheets: ["laser-epilazione"] }, sheets);
    expect(text.forDoctors).toBe(false);
    expect([text.usage, text.badge, text.formulasTitle]).toEqual([
      "Per l'estetista",
      null,
      "Le formule per averlo nel vostro centro",
    ]);
    expect(text.who).toMatch(/^L'estetista qualificata, nel vostro centro: .*allegato al DM 110\/2011/);
    expect(text.sheets).toEqual([
      {
        title: "Scheda n. 21 b: Laser estetico defocalizzato per la depilazione.",
        limits: "Solo depilazione.",
        source: "DM 110/2011, scheda n. 21 b",
      },
    ]);
    expect(text.needs).toHaveLength(3);
    expect(text.needs[1]).toMatch(/^La valutazione del rischio da radiazioni ottiche artificiali.*D\.Lgs\. 81\/2008/);
  });

  it("for pressotherapy: no optical-radiation assessment; filled facts join the documents", () => {
    const text = conformityText(
      { whoMayUse: "estetista", sheets: ["pressoterapia"], conformityMark: "Marcatura CE", sheetMatch: " " },
      sheets,
    );
    expect(text.needs.join(" ")).not.toMatch(/radiazioni ottiche/);
    expect(text.documents).toEqual([
      "Il manuale d'uso in italiano e la dichiarazione UE di conformità del fabbricante.",
      "La scheda tecnica del modello, da confrontare con i limiti della scheda del decreto.",
      "Marcatura del modello: Marcatura CE",
    ]);
  });

  it("for a doctor's machine: only a doctor, and what the facility needs", () => {
    const text = conformityText({ whoMayUse: "medico" }, sheets);
    expect(text.forDoctors).toBe(true);
    expect([text.usage, text.badge, text.formulasTitle]).toEqual([
      "Solo per medici e strutture sanitarie",
      "Riservato a medici e strutture sanitarie",
      "Le formule per averlo nella vostra struttura",
    ]);
    expect(text.invitation).toMatch(/^Per studi medici e strutture sanitarie/);
    expect(text.who).toMatch(/^Solo un medico, in uno studio medico o in una struttura sanitaria\./);
    expect(text.sheets).toEqual([]);
    expect(text.needs.join(" ")).not.toMatch(/SCIA|vostro centro/);
  });

  it("where the law is unsettled: says so and carries the machine's own explanation", () => {
    const text = conformityText({ whoMayUse: "estetista", lawUnsettled: "Il decreto non ha una scheda." }, sheets);
    expect(text.who).toMatch(/^La normativa non è definita per questa tecnologia/);
    expect(text.unsettled).toBe("Il decreto non ha una scheda.");
    expect(text.usage).toBe("Estetista: normativa da verificare");
  });
});
