/**
 * What «Conformità e uso» says on a machine page, in plain Italian, from the machine's conformity fields and the
 * legal lists of content/ (schede-tecniche.json, tecnologie.json, allegato-xvi.json). Computed at build time
 * (a GraphQL field, src/gatsby/schema.ts), so the sentences travel in the page's data and the browser's
 * JavaScript carries only the markup that shows them. Legal sources: docs/FONTI-NORMATIVE.md.
 */

export interface SheetFacts {
  readonly code: string;
  readonly number: string;
  readonly name: string;
  readonly limits: string;
  readonly opticalRadiation?: boolean | null;
  readonly source: string;
}

/** A technology of content/tecnologie.json: the sheets that can cover it (none: it is for doctors only). */
export interface TechnologyFacts {
  readonly code: string;
  readonly technology: string;
  readonly sheets?: readonly string[] | null;
  readonly why: string;
}
/** The name src/gatsby/schema.ts imports (the list's node type keeps its old name, UnsettledTechnology). */
export type UnsettledFacts = TechnologyFacts;

/** A group of content/allegato-xvi.json. */
export interface AnnexXviFacts {
  readonly code: string;
  readonly number: string;
  readonly name: string;
  readonly commonSpecifications: string;
  readonly notifiedBody: boolean;
  readonly ownerAsks: readonly string[];
}

/** The legal lists the sentences are built from. */
export interface LegalLists {
  readonly sheets: readonly SheetFacts[];
  /** The technologies of content/tecnologie.json (the key is the one src/gatsby and src/cms pass them under). */
  readonly unsettled: readonly TechnologyFacts[];
  readonly annexXvi: readonly AnnexXviFacts[];
}

export interface MachineConformityFields {
  readonly whoMayUse?: unknown;
  readonly sheets?: unknown;
  readonly sheetConditions?: unknown;
  readonly technologies?: unknown;
  readonly annexXvi?: unknown;
  readonly mdrClass?: unknown;
  readonly annexXviNote?: unknown;
  readonly notifiedBody?: unknown;
  readonly mdrCertificate?: unknown;
  readonly conformityMark?: unknown;
  readonly sheetMatch?: unknown;
}

export interface ConformitySheetText {
  readonly title: string;
  readonly limits: string;
  readonly source: string;
  /** The machine's conditions for falling under this sheet (sheetConditions). */
  readonly conditions: readonly string[];
}

/** The EU layer: Annex XVI of Regulation (EU) 2017/745, or why it does not apply. */
export interface ConformityEuText {
  readonly inAnnexXvi: boolean;
  /** Whether EU rules for non-medical devices apply, one sentence in plain words. */
  readonly status: string;
  /** The machine's own note (annexXviNote), in plain words. */
  readonly details: readonly string[];
  /** What the owner asks the supplier for. */
  readonly asks: readonly string[];
  /** The certificate details the company filled in (notified body, certificate). */
  readonly facts: readonly string[];
  /**
   * The references, after the owner's list (issue 61, «plain words first»): Annex XVI and its group, the common
   * specifications, the class and the notified body; then the EU rules' scope against the Italian law.
   */
  readonly scope: string;
}

export interface ConformityText {
  readonly forDoctors: boolean;
  /** Who may use the machine, one sentence. */
  readonly who: string;
  /**
   * Always null: the annex is a closed list and no page says the law is undefined (issue 61). Kept because the
   * GraphQL type (src/gatsby/schema.ts) and the components that read it still have the field.
   */
  readonly unsettled: null;
  readonly sheets: readonly ConformitySheetText[];
  /** What the centre (or, for a doctor's machine, the facility) needs. */
  readonly needs: readonly string[];
  /**
   * What the owner asks the supplier for: the machine's documents and the sheet declaration, the EU layer's
   * documents (eu.asks), then the facts the company filled in (marking, sheet match, notified body, certificate).
   */
  readonly documents: readonly string[];
  readonly eu: ConformityEuText;
  /** The machine card's line on who may use it. */
  readonly usage: string;
  /** The hero's line for a doctor's machine (none for an esthetician's). */
  readonly badge: string | null;
  /** Who the page's offer speaks to: the formulas' heading and the closing invitation. */
  readonly formulasTitle: string;
  readonly invitation: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** "21 b", "13 b e 19", "13 b, 19 e 14". */
function numbers(sheets: readonly SheetFacts[]): string {
  const list = sheets.map((s) => s.number);
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} e ${list[list.length - 1]}`;
}

/** Statement 13 of docs/FONTI-NORMATIVE.md: the EU layer does not change what an esthetician may use in Italy. */
export const EU_SCOPE =
  "Le regole europee disciplinano l'immissione in commercio degli apparecchi; che cosa può usare l'estetista in " +
  "Italia resta stabilito dalla legge 1/1990 e dal DM 110/2011 come modificato dal DM 206/2015.";

/** What to ask for a device outside Annex XVI (product rules that are not the MDR). */
export const OUTSIDE_ANNEX_XVI_ASKS = [
  "La dichiarazione CE di conformità del fabbricante secondo le direttive che valgono per il modello, per esempio " +
    "quelle sulla bassa tensione e sulla compatibilità elettromagnetica.",
];

function euText(machine: MachineConformityFields, groups: readonly AnnexXviFacts[]): ConformityEuText {
  const code = text(machine.annexXvi);
  const group = code ? groups.find((g) => g.code === code) : undefined;
  const note = text(machine.annexXviNote);
  if (!group) {
    return {
      inAnnexXvi: false,
      status:
        "Le regole europee sui dispositivi medici non si applicano a questo apparecchio: non è tra i prodotti " +
        "senza finalità medica dell'allegato XVI del Regolamento (UE) 2017/745.",
      details: note ? [note] : [],
      asks: OUTSIDE_ANNEX_XVI_ASKS,
      facts: [],
      scope: EU_SCOPE,
    };
  }
  const cls = text(machine.mdrClass);
  const nb = text(machine.notifiedBody);
  const certificate = text(machine.mdrCertificate);
  const references =
    `Riferimenti: allegato XVI del Regolamento (UE) 2017/745, gruppo ${group.number}; specifiche comuni: ` +
    `${group.commonSpecifications} del regolamento di esecuzione (UE) 2022/2346` +
    (cls ? `; classe ${cls} del regolamento di esecuzione (UE) 2022/2347` : "") +
    (group.notifiedBody ? "; la conformità la valuta un organismo notificato." : ".");
  return {
    inAnnexXvi: true,
    status: "Anche senza finalità medica, a questo apparecchio si applicano le regole europee sui dispositivi medici.",
    details: note ? [note] : [],
    asks: group.ownerAsks,
    facts: [
      ...(nb ? [`Organismo notificato del modello: n. ${nb}.`] : []),
      ...(certificate ? [`Certificato dell'organismo notificato: ${certificate}.`] : []),
    ],
    scope: `${references} ${EU_SCOPE}`,
  };
}

export function conformityText(machine: MachineConformityFields, lists: LegalLists): ConformityText {
  const forDoctors = machine.whoMayUse === "medico";
  // The machine's technologies that no sheet covers: why, in the doctors' sentence (content/tecnologie.json).
  const uncovered = strings(machine.technologies)
    .flatMap((code) => lists.unsettled.filter((t) => t.code === code))
    .filter((t) => (t.sheets ?? []).length === 0);
  const own = strings(machine.sheets).flatMap((code) => lists.sheets.filter((s) => s.code === code));
  const conditions = Array.isArray(machine.sheetConditions)
    ? machine.sheetConditions.filter((c): c is { sheet: string; condition: string } => {
        const item = c as Record<string, unknown> | null;
        return typeof item?.sheet === "string" && typeof item.condition === "string";
      })
    : [];
  const optical = own.some((s) => s.opticalRadiation === true);
  const mark = text(machine.conformityMark);
  const match = text(machine.sheetMatch);

  let who: string;
  if (forDoctors) {
    who =
      "Solo un medico, in uno studio medico o in una struttura sanitaria. Non è un apparecchio per centri " +
      "estetici: l'elenco degli apparecchi dell'estetista (allegato al DM 110/2011, come modificato dal DM " +
      "206/2015) non lo comprende." +
      uncovered.map((t) => ` ${t.why}`).join("");
  } else if (conditions.length > 0) {
    who =
      "L'estetista qualificata, nel vostro centro, se il modello rispetta le condizioni indicate sotto la scheda: " +
      "la tecnologia rientra nell'elenco allegato al DM 110/2011, come modificato dal DM 206/2015, e si usa nei " +
      "limiti della scheda tecnico-informativa.";
  } else {
    who =
      "L'estetista qualificata, nel vostro centro: la tecnologia è nell'elenco allegato al DM 110/2011, come " +
      "modificato dal DM 206/2015, e si usa nei limiti della scheda indicata qui sotto.";
  }

  const needs = forDoctors
    ? [
        "L'uso da parte del medico, nei limiti della destinazione d'uso indicata dal fabbricante.",
        "Le autorizzazioni sanitarie della vostra struttura, secondo le regole della vostra regione.",
      ]
    : [
        "Personale formato sull'apparecchio e sui limiti della sua scheda, prima di trattare le clienti.",
        ...(optical
          ? [
              "La valutazione del rischio da radiazioni ottiche artificiali, a cura del datore di lavoro " +
                "(D.Lgs. 81/2008, Titolo VIII, Capo V), con i dispositivi di protezione degli occhi che ne derivano.",
            ]
          : []),
        "Le regole della vostra regione e del vostro comune per l'attività di estetista: SCIA allo sportello " +
          "unico (SUAP) e requisiti igienici verificati dall'azienda sanitaria locale.",
      ];

  const documents: string[] = [
    "Il manuale d'uso e l'etichetta in italiano e la scheda tecnica del modello.",
    ...(own.length > 0
      ? [
          `La dichiarazione scritta del fabbricante che il modello rispetta ${
            own.length === 1 ? "la scheda" : "le schede"
          } n. ${numbers(own)}.`,
        ]
      : []),
  ];
  const eu = euText(machine, lists.annexXvi);
  // What to ask for: the documents of the machine, then the EU layer's, then the facts the company filled in.
  documents.push(
    ...eu.asks,
    ...(mark ? [`Marcatura del modello: ${mark}`] : []),
    ...(match ? [`Corrispondenza alla scheda, secondo il fabbricante: ${match}`] : []),
    ...eu.facts,
  );

  return {
    forDoctors,
    usage: forDoctors ? "Solo per medici e strutture sanitarie" : "Per l'estetista",
    badge: forDoctors ? "Riservato a medici e strutture sanitarie" : null,
    formulasTitle: forDoctors
      ? "Le formule per averlo nella vostra struttura"
      : "Le formule per averlo nel vostro centro",
    invitation: forDoctors
      ? "Per studi medici e strutture sanitarie: chiedeteci la scheda tecnica, una dimostrazione e un preventivo " +
        "per acquisto o noleggio."
      : "Prenotate una dimostrazione nel nostro showroom di Roma o, su richiesta, nel vostro centro, oppure " +
        "chiedete la scheda tecnica e un preventivo per acquisto o noleggio.",
    who,
    unsettled: null,
    sheets: own.map((s) => ({
      title: `Scheda n. ${s.number}: ${s.name}.`,
      limits: s.limits,
      source: s.source,
      conditions: conditions.filter((c) => c.sheet === s.code).map((c) => c.condition),
    })),
    needs,
    documents,
    eu,
  };
}
