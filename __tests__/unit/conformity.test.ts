/**
 * The regulatory guard (issue "May a beauty centre use this machine?"): who may use a machine, its technical
 * sheets, and the treatments reserved to medical practice. Each bad input fails naming the file, the field and
 * the phrase; the lists here are literal, so a wrong matcher or a wrong exemption shows.
 */
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../../src/content-model/entry-checks";
import { collectionByName, DATA_FILES } from "../../src/content-model/model";
import { formatContentError, type ValidationContext } from "../../src/content-model/validate";
import { conformityText } from "../../src/content-model/conformity-text";
import { readJson, readMarkdown } from "../helpers/content";

const GROUPS = [
  { code: "gruppo-4", classes: ["IIb"] },
  { code: "gruppo-5", classes: ["IIa", "IIb"] },
];
/** The technologies and the sheets that can cover them (content/tecnologie.json), literal here. */
const TECHNOLOGIES = [
  { code: "laser-diodo-epilazione", technology: "Laser a diodo per l'epilazione", sheets: ["laser-epilazione"] },
  { code: "pressoterapia", technology: "Presso-massaggio", sheets: ["pressoterapia"] },
  { code: "cavitazione", technology: "Ultrasuoni a bassa frequenza (cavitazione)", sheets: [] },
  { code: "hifem", technology: "Stimolazione magnetica (HIFEM)", sheets: [], marks: ["Emsculpt"] },
];
const SHEETS = [
  { code: "laser-epilazione", number: "21 b" },
  { code: "pressoterapia", number: "18" },
];
const ctx: ValidationContext = {
  imageExists: () => true,
  documentExists: () => true,
  relationValues: (dataFile, field) => {
    if (dataFile === "sheets" && field === "code") return SHEETS.map((s) => s.code);
    if (dataFile === "unsettled" && field === "code") return TECHNOLOGIES.map((t) => t.code);
    if (dataFile === "annexXvi" && field === "code") return GROUPS.map((g) => g.code);
    return undefined;
  },
  relationItems: (dataFile) =>
    dataFile === "annexXvi"
      ? GROUPS
      : dataFile === "unsettled"
        ? TECHNOLOGIES
        : dataFile === "sheets"
          ? SHEETS
          : undefined,
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
  technologies: ["laser-diodo-epilazione"],
  sheets: ["laser-epilazione"],
  annexXvi: "gruppo-5",
  mdrClass: "IIa",
};

/** A machine outside Annex XVI: it says why. */
const pressotherapy = {
  ...machine,
  technologies: ["pressoterapia"],
  sheets: ["pressoterapia"],
  annexXvi: undefined,
  mdrClass: undefined,
  annexXviNote: "Nessun gruppo dell'allegato XVI descrive il presso-massaggio estetico.",
};

const file = "content/machines/macchinario-x.md";
const check = (data: Record<string, unknown>, body = "Testo.", collection = "machines" as const) =>
  checkMarkdownEntry(
    collectionByName(collection),
    file,
    Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
    body,
    ctx,
    lists,
  ).map(formatContentError);

describe("who may use a machine", () => {
  it("accepts an esthetician's machine with a known sheet", () => {
    expect(check(machine)).toEqual([]);
    expect(check(pressotherapy)).toEqual([]);
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

  it("fails an esthetician's machine with no sheet, in Italian, naming the file and the field", () => {
    const { sheets: _omitted, ...data } = machine;
    expect(check(data)).toEqual([
      `${file}, campo «Schede tecniche dell'allegato» (sheets): un macchinario che un'estetista può usare indica ` +
        "la scheda tecnica dell'allegato al DM 110/2011 (modificato dal DM 206/2015) in cui rientra: sceglietela " +
        "tra quelle delle sue tecnologie, oppure scegliete medico in «Chi può usarlo»",
    ]);
  });

  it("refuses to offer an estetista a technology no sheet covers, naming the machine and the technology", () => {
    const { sheets: _omitted, ...data } = machine;
    const cavitation = { ...data, name: "Cavitazione", technologies: ["cavitazione"], annexXvi: "gruppo-4" };
    expect(check({ ...cavitation, mdrClass: "IIb" })).toEqual([
      `${file}, campo «Tecnologie» (technologies): il macchinario «Cavitazione» ha la tecnologia «Ultrasuoni a ` +
        "bassa frequenza (cavitazione)», che nessuna scheda dell'allegato al DM 110/2011 (modificato dal DM " +
        "206/2015) copre: l'elenco degli apparecchi dell'estetista è chiuso e un'estetista non la può usare. In " +
        "«Chi può usarlo» scegliete medico, oppure togliete la tecnologia se l'apparecchio non l'ha",
    ]);
    // A sheet chosen beside it does not make it one: the technology still has none.
    expect(check({ ...cavitation, mdrClass: "IIb", sheets: ["pressoterapia"] })[0]).toMatch(
      /campo «Tecnologie» \(technologies\): il macchinario «Cavitazione» ha la tecnologia/,
    );
    // For doctors it is allowed.
    expect(check({ ...cavitation, mdrClass: "IIb", whoMayUse: "medico" })).toEqual([]);
  });

  it("refuses a sheet that covers none of the machine's technologies, and a technology without its sheet", () => {
    expect(check({ ...machine, sheets: ["laser-epilazione", "pressoterapia"] })).toEqual([
      `${file}, campo «Schede tecniche dell'allegato» (sheets): la scheda 18 non copre nessuna delle tecnologie ` +
        "scelte in «Tecnologie»: aggiungete la tecnologia che quella scheda copre, oppure togliete la scheda",
    ]);
    expect(check({ ...machine, technologies: ["laser-diodo-epilazione", "pressoterapia"] })).toEqual([
      `${file}, campo «Schede tecniche dell'allegato» (sheets): la tecnologia «Presso-massaggio» la copre solo la ` +
        "scheda 18: sceglietela in «Schede tecniche dell'allegato»",
    ]);
    expect(check({ ...machine, technologies: ["ultrasuoni"] })).toEqual([
      expect.stringMatching(/campo «Tecnologie» n\. 1 \(technologies\[0\]\): «ultrasuoni» non è tra le voci/),
    ]);
  });

  it("refuses a shown name that is, or nearly is, a registered mark of the list", () => {
    for (const name of ["EMS Sculpt", "Emsculpt", "EM-Sculpt"]) {
      expect(check({ ...machine, name })).toEqual([
        `${file}, campo «Nome breve» (name): «${name}» è, o somiglia a, «Emsculpt», il marchio registrato di un ` +
          "apparecchio di un'altra azienda (elenco «Tecnologie e schede»): date al macchinario un nome vostro, che " +
          "descriva la tecnologia",
      ]);
    }
    expect(check({ ...machine, heading: "Il nostro EMS Sculpt" })).toEqual([
      expect.stringContaining(`${file}, campo «Titolo principale (H1)» (heading): «Il nostro EMS Sculpt»`),
    ]);
    // A generic name that shares letters with the mark is the machine's own.
    expect(check({ ...machine, name: "Elettrostimolatore EMS", nameWithArticle: "l'elettrostimolatore EMS" })).toEqual(
      [],
    );
  });

  it("fails a doctor's machine that names a sheet of the estheticians' annex", () => {
    expect(check({ ...machine, whoMayUse: "medico" })).toEqual([
      expect.stringContaining(`${file}, campo «Schede tecniche dell'allegato» (sheets): un macchinario per medici`),
    ]);
  });

  it("fails a condition on a sheet the machine does not name, or on no sheet at all", () => {
    const conditions = [
      { sheet: "laser-epilazione", condition: "Solo per la depilazione." },
      { sheet: "pressoterapia", condition: "Un'altra scheda." },
      { sheet: "laser-chirurgico", condition: "Nessuna scheda." },
    ];
    expect(check({ ...machine, sheetConditions: conditions })).toEqual([
      `${file}, campo «Condizioni per rientrare nella scheda» n. 3, «Scheda» (sheetConditions[2].sheet): ` +
        "«laser-chirurgico» non è tra le voci di content/schede-tecniche.json (ci sono: laser-epilazione, " +
        "pressoterapia)",
      `${file}, campo «Condizioni per rientrare nella scheda» n. 2, «Scheda» (sheetConditions[1].sheet): ` +
        "«pressoterapia» non è tra le schede del macchinario (laser-epilazione): una condizione riguarda una delle " +
        "schede scelte in «Schede tecniche dell'allegato»",
    ]);
  });
});

describe("the EU layer: Annex XVI of Regulation (EU) 2017/745", () => {
  it("fails a machine that says neither its group nor why it has none", () => {
    expect(check({ ...machine, annexXvi: undefined, mdrClass: undefined })).toEqual([
      `${file}, campo «Allegato XVI del Regolamento (UE) 2017/745» (annexXvi): ogni macchinario dice se rientra ` +
        "nell'allegato XVI del Regolamento (UE) 2017/745: scegliete il gruppo (content/allegato-xvi.json), oppure " +
        "spiegate in «Allegato XVI: perché non si applica, o a quale condizione» perché non rientra",
    ]);
  });

  it("fails an unknown group, a group without its class and a class the group does not have", () => {
    expect(check({ ...machine, annexXvi: "gruppo-9" })).toEqual([
      `${file}, campo «Allegato XVI del Regolamento (UE) 2017/745» (annexXvi): «gruppo-9» non è tra le voci di ` +
        "content/allegato-xvi.json (ci sono: gruppo-4, gruppo-5)",
    ]);
    expect(check({ ...machine, mdrClass: undefined })).toEqual([
      `${file}, campo «Classe secondo il regolamento (UE) 2022/2347» (mdrClass): un apparecchio del gruppo ` +
        "«gruppo-5» dell'allegato XVI ha una classe (regolamento di esecuzione (UE) 2022/2347): IIa o IIb",
    ]);
    expect(check({ ...machine, annexXvi: "gruppo-4" })).toEqual([
      `${file}, campo «Classe secondo il regolamento (UE) 2022/2347» (mdrClass): «IIa» non è una classe del ` +
        "gruppo «gruppo-4» (content/allegato-xvi.json: IIb)",
    ]);
  });

  it("takes the notified body's number only as four digits, and only for a machine of Annex XVI", () => {
    expect(check({ ...machine, notifiedBody: "0123", mdrCertificate: "MDR 0123-45" })).toEqual([]);
    expect(check({ ...machine, notifiedBody: "CE 123" })).toEqual([
      `${file}, campo «Numero dell'organismo notificato» (notifiedBody): «CE 123» non è il numero di un organismo ` +
        "notificato: quattro cifre, come 0123",
    ]);
    expect(check({ ...pressotherapy, notifiedBody: "0123" })).toEqual([
      `${file}, campo «Numero dell'organismo notificato» (notifiedBody): vale solo per un apparecchio ` +
        "dell'allegato XVI: scegliete prima il gruppo in «Allegato XVI del Regolamento (UE) 2017/745», oppure " +
        "lasciatelo vuoto",
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
  const unsettled = [
    {
      code: "cavitazione",
      technology: "Ultrasuoni a bassa frequenza (cavitazione)",
      sheets: [],
      why: "Nessuna scheda copre la cavitazione.",
    },
    { code: "pressoterapia", technology: "Presso-massaggio", sheets: ["pressoterapia"], why: "La scheda n. 18." },
  ];
  const annexXvi = [
    {
      code: "gruppo-5",
      number: "5",
      name: "apparecchiature che emettono radiazioni elettromagnetiche ad alta intensità",
      commonSpecifications: "allegato VI",
      notifiedBody: true,
      ownerAsks: ["La dichiarazione UE di conformità.", "Il numero dell'organismo notificato."],
    },
  ];
  const legal = { sheets, unsettled, annexXvi };
  const laser = { whoMayUse: "estetista", sheets: ["laser-epilazione"], annexXvi: "gruppo-5", mdrClass: "IIa" };

  it("for an esthetician's laser: the annex, the sheet, its limits and source, the optical-radiation risk", () => {
    const text = conformityText(laser, legal);
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
        conditions: [],
      },
    ]);
    expect(text.needs).toHaveLength(3);
    expect(text.needs[1]).toMatch(/^La valutazione del rischio da radiazioni ottiche artificiali.*D\.Lgs\. 81\/2008/);
    expect(text.unsettled).toBeNull();
  });

  it("for a laser of Annex XVI: the group, the common specifications, the class, the notified body, the asks", () => {
    const text = conformityText({ ...laser, notifiedBody: "0123", mdrCertificate: "MDR 12/2025" }, legal);
    const { eu } = text;
    expect(eu.inAnnexXvi).toBe(true);
    // Plain words first; the references come after the owner's list, in the scope line.
    expect(eu.status).toBe(
      "Anche senza finalità medica, a questo apparecchio si applicano le regole europee sui dispositivi medici.",
    );
    expect(eu.details).toEqual([]);
    expect(eu.asks).toEqual(["La dichiarazione UE di conformità.", "Il numero dell'organismo notificato."]);
    expect(eu.facts).toEqual([
      "Organismo notificato del modello: n. 0123.",
      "Certificato dell'organismo notificato: MDR 12/2025.",
    ]);
    expect(eu.scope).toBe(
      "Riferimenti: allegato XVI del Regolamento (UE) 2017/745, gruppo 5; specifiche comuni: allegato VI del " +
        "regolamento di esecuzione (UE) 2022/2346; classe IIa del regolamento di esecuzione (UE) 2022/2347; la " +
        "conformità la valuta un organismo notificato. Le regole europee " +
        "disciplinano l'immissione in commercio degli apparecchi; che cosa può usare l'estetista in Italia resta " +
        "stabilito dalla legge 1/1990 e dal DM 110/2011 come modificato dal DM 206/2015.",
    );
    // What to ask for, in one list: the machine's documents, the EU layer's, then the facts the company gave.
    expect(text.documents).toEqual([
      "Il manuale d'uso e l'etichetta in italiano e la scheda tecnica del modello.",
      "La dichiarazione scritta del fabbricante che il modello rispetta la scheda n. 21 b.",
      "La dichiarazione UE di conformità.",
      "Il numero dell'organismo notificato.",
      "Organismo notificato del modello: n. 0123.",
      "Certificato dell'organismo notificato: MDR 12/2025.",
    ]);
  });

  it("outside Annex XVI: says so with the machine's reason, and what to ask for instead", () => {
    const note = "Nessun gruppo dell'allegato XVI descrive il presso-massaggio estetico.";
    const { eu } = conformityText({ whoMayUse: "estetista", sheets: ["pressoterapia"], annexXviNote: note }, legal);
    expect(eu.inAnnexXvi).toBe(false);
    expect(eu.status).toMatch(/^Le regole europee sui dispositivi medici non si applicano .*allegato XVI/);
    expect(eu.details).toEqual([note]);
    expect(eu.asks).toEqual([expect.stringMatching(/^La dichiarazione CE di conformità del fabbricante/)]);
    expect(eu.facts).toEqual([]);
    expect(
      conformityText({ whoMayUse: "estetista", sheets: ["pressoterapia"], annexXviNote: note }, legal).documents,
    ).toContain(eu.asks[0]);
  });

  it("with conditions: the sentence on who may use it says so, and each sheet shows its own", () => {
    const text = conformityText(
      {
        whoMayUse: "estetista",
        sheets: ["laser-epilazione", "pressoterapia"],
        sheetConditions: [
          { sheet: "pressoterapia", condition: "Solo presso-massaggio estetico." },
          { sheet: "laser-epilazione", condition: "Il fabbricante lo dichiara per iscritto." },
          { sheet: "pressoterapia", condition: "Il fabbricante lo dichiara per iscritto." },
        ],
      },
      legal,
    );
    expect(text.who).toMatch(/^L'estetista qualificata, nel vostro centro, se il modello rispetta le condizioni/);
    expect(text.sheets.map((s) => s.conditions)).toEqual([
      ["Il fabbricante lo dichiara per iscritto."],
      ["Solo presso-massaggio estetico.", "Il fabbricante lo dichiara per iscritto."],
    ]);
    expect(text.documents[1]).toBe(
      "La dichiarazione scritta del fabbricante che il modello rispetta le schede n. 21 b e 18.",
    );
  });

  it("for pressotherapy: no optical-radiation assessment; filled facts join the documents", () => {
    const text = conformityText(
      { whoMayUse: "estetista", sheets: ["pressoterapia"], conformityMark: "Marcatura CE", sheetMatch: " " },
      legal,
    );
    expect(text.needs.join(" ")).not.toMatch(/radiazioni ottiche/);
    expect(text.documents).toEqual([
      "Il manuale d'uso e l'etichetta in italiano e la scheda tecnica del modello.",
      "La dichiarazione scritta del fabbricante che il modello rispetta la scheda n. 18.",
      expect.stringMatching(/^La dichiarazione CE di conformità del fabbricante/),
      "Marcatura del modello: Marcatura CE",
    ]);
  });

  it("for a doctor's machine: only a doctor, and what the facility needs", () => {
    const text = conformityText({ whoMayUse: "medico" }, legal);
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
    expect(text.documents).toEqual([
      "Il manuale d'uso e l'etichetta in italiano e la scheda tecnica del modello.",
      expect.stringMatching(/^La dichiarazione CE di conformità del fabbricante/),
    ]);
  });

  it("for a doctor's machine whose technology no sheet covers: says why, never that the law is undefined", () => {
    const text = conformityText({ whoMayUse: "medico", technologies: ["cavitazione"] }, legal);
    expect(text.who).toMatch(/non lo comprende\. Nessuna scheda copre la cavitazione\.$/);
    expect(text.unsettled).toBeNull();
    expect(text.usage).toBe("Solo per medici e strutture sanitarie");
    // A technology with a sheet adds nothing to the sentence.
    expect(conformityText({ whoMayUse: "medico", technologies: ["pressoterapia"] }, legal).who).toMatch(
      /non lo comprende\.$/,
    );
  });

  it("invites to a demonstration in the showroom or in the owner's centre, never only in Rome", () => {
    expect(conformityText(laser, legal).invitation).toMatch(/showroom di Roma o, su richiesta, nel vostro centro/);
  });
});

describe("the machines of the site (the table of DECISIONS-29)", () => {
  // Who may use each machine, its sheets (by number), its technologies and its Annex XVI group and class.
  const TABLE: Record<string, [string, string[], string[], string | null, string | null]> = {
    "macchinario-laser-diodo-roma": ["estetista", ["21 b"], ["laser-diodo-epilazione"], "gruppo-5", "IIa"],
    "macchinario-luce-pulsata-roma": ["estetista", ["16 c"], ["luce-pulsata-epilazione"], "gruppo-5", "IIa"],
    "macchinario-radiofrequenza-roma": ["estetista", ["13 b"], ["radiofrequenza"], null, null],
    "macchinario-ems-sculpt": ["estetista", ["19"], ["elettrostimolazione"], null, null],
    "macchinario-pressoterapia-roma": ["estetista", ["18"], ["pressoterapia"], null, null],
    "macchinario-microdermoabrasione-roma": ["estetista", ["4 b"], ["microdermoabrasione"], null, null],
    "macchinario-ossigenoterapia-roma": ["estetista", ["5"], ["nebulizzazione-atomizzatore"], null, null],
    "macchinario-eshape-roma": [
      "estetista",
      ["13 b", "19", "14"],
      ["radiofrequenza", "elettrostimolazione", "massaggio-aspirante"],
      null,
      null,
    ],
    "macchinario-cavitazione-roma": ["medico", [], ["cavitazione"], "gruppo-4", "IIb"],
    "macchinario-picolaser-roma": ["medico", [], ["laser-picosecondi"], "gruppo-5", "IIb"],
  };
  const numbers = new Map(
    readJson<{ sheets: Array<{ code: string; number: string }> }>("schede-tecniche.json").sheets.map((s) => [
      s.code,
      s.number,
    ]),
  );
  const machines = readMarkdown().filter((e) => e.collection === "machines");

  it.each(machines.filter((m) => String(m.data.slug) in TABLE).map((m) => [String(m.data.slug), m.data] as const))(
    "%s",
    (slug, data) => {
      const sheetNumbers = (Array.isArray(data.sheets) ? data.sheets : []).map((c: string) => numbers.get(c));
      expect([
        data.whoMayUse,
        sheetNumbers,
        data.technologies ?? [],
        data.annexXvi ?? null,
        data.mdrClass ?? null,
      ]).toEqual(TABLE[slug]);
      // Outside Annex XVI, the page says why.
      if (!data.annexXvi) expect(String(data.annexXviNote ?? "")).not.toBe("");
    },
  );

  it("offer an estetista only technologies a sheet covers (content/tecnologie.json)", () => {
    const list = readJson<{ technologies: Array<{ code: string; sheets: string[] }> }>("tecnologie.json");
    const covered = new Map(list.technologies.map((t) => [t.code, t.sheets.length > 0]));
    for (const m of machines.filter((e) => e.data.whoMayUse === "estetista")) {
      for (const t of m.data.technologies as string[]) expect([m.file, t, covered.get(t)]).toEqual([m.file, t, true]);
    }
    // The technologies the issue names have no sheet.
    for (const t of ["cavitazione", "criolipolisi", "hifu", "hifem", "lipolaser"]) expect(covered.get(t)).toBe(false);
  });
});
