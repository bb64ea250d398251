/**
 * The content model: one description of every content file and field.
 *
 * It is the single source for three things that must agree:
 * - the build's content checks (src/content-model/validate.ts),
 * - the GraphQL schema (src/gatsby/schema.ts),
 * - the editors' CMS configuration (Decap, generated from this file).
 *
 * Labels and hints are Italian because editors read them in the CMS.
 */

export type FieldType =
  | "string" // one line of text
  | "text" // several lines of plain text
  | "date" // YYYY-MM-DD
  | "number"
  | "boolean"
  | "image" // a file name inside content/images
  | "document" // a file name inside content/documenti (a PDF the visitor downloads)
  | "url" // an internal path ("/contatti") or an absolute https URL
  | "select" // one of `options`
  | "multiselect" // several of `options`
  | "stringList" // a list of one-line texts
  | "object" // a group of `fields`
  | "objectList"; // a list of groups of `fields`

export interface FieldSpec {
  readonly name: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly hint?: string;
  readonly options?: readonly string[];
  /** Sub-fields of an object or objectList. */
  readonly fields?: readonly FieldSpec[];
  /** GraphQL type name of an object or objectList item. */
  readonly typeName?: string;
  /**
   * The text may hold placeholders ({{whatsapp}}, {{fatto:<key>}}), replaced at build time (a FAQ answer); in every
   * other front-matter field a placeholder fails the build. Markdown bodies are always filled.
   */
  readonly placeholders?: boolean;
  /** Maximum length of a string or text. */
  readonly maxLength?: number;
  /** Extra check of a string's form. */
  readonly format?:
    "slug" | "email" | "vat" | "phone" | "digits" | "rea" | "capital" | "notifiedBody" | "taxCode" | "webAddress";
  /**
   * The value the site ships with is a stand-in the company must replace before going live (issue 25): the field
   * is a stand-in while its value equals this one. `npm run readiness` lists it, and the build fails on it once
   * content/site.json → live is true.
   */
  readonly standIn?: string | number;
  /**
   * An optional field only the company can fill in (proof, terms, settings): `npm run readiness` lists it while
   * empty. "live": the build fails on it while empty once the site is live. `onlyIn`: the files it concerns
   * (content/...), when not every file of the collection. `ifFilled`: listed only when the entry's field of that
   * name is filled (a notified body only for a machine of Annex XVI).
   */
  readonly companyFills?: {
    readonly live: boolean;
    readonly onlyIn?: readonly string[];
    readonly ifFilled?: string;
  };
  /**
   * The value of a string, or each value of a stringList, is the id of an item of a data file's list (a machine's
   * technical sheets, its Annex XVI group): the build refuses an unknown id, and the CMS offers the items to choose
   * from.
   */
  readonly relation?: {
    readonly dataFile: DataFileName;
    readonly valueField: string;
    readonly labelFields: readonly string[];
  };
}

export type CollectionName =
  "pages" | "machines" | "cityPages" | "formulas" | "services" | "sanitising" | "posts" | "cityTexts" | "references";

export interface MarkdownCollectionSpec {
  readonly name: CollectionName;
  readonly label: string;
  /** Folder under content/. */
  readonly folder: string;
  readonly fields: readonly FieldSpec[];
}

export type DataFileName =
  | "business"
  | "site"
  | "navigation"
  | "cities"
  | "claims"
  | "sheets"
  | "reserved"
  | "unsettled"
  | "annexXvi"
  | "facts"
  | "search";

export interface DataFileSpec {
  readonly name: DataFileName;
  readonly label: string;
  /** File under content/. */
  readonly file: string;
  /** GraphQL node type created from the file (one node, or one per item of `listField`). */
  readonly typeName: string;
  /** When set, the file holds a list under this field and each item becomes one node. */
  readonly listField?: string;
  readonly fields: readonly FieldSpec[];
}

const req = true;
const opt = false;

const f = (
  name: string,
  label: string,
  type: FieldType,
  required: boolean,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, label, type, required, ...extra });

/** Filled in by the company only; listed by `npm run readiness` while empty (see FieldSpec.companyFills). */
const COMPANY = { companyFills: { live: false } } as const;
const companyIn = (live: boolean, ...files: string[]) => ({ companyFills: { live, onlyIn: files } });
const ASSISTANCE = "content/formule/assistenza-macchinari-estetici-roma.md";
const TRAINING = "content/formule/formazione-macchinari-estetici-roma.md";
/** The financing formula (DECISIONS-29 §6: a neutral address; the lender is named only once confirmed). */
export const FINANCING = "content/formule/acquisto-macchinari-estetici-finanziamento.md";
const RENTAL = "content/formule/noleggio-macchinari-estetici-roma.md";

const TITLE_TEXT: readonly FieldSpec[] = [f("title", "Titolo", "string", req), f("text", "Testo", "text", req)];

/** A FAQ answer: it may use the placeholders of the body ({{whatsapp}}, {{fatto:<key>}}). */
const FAQ_ANSWER = f("answer", "Risposta", "text", req, {
  placeholders: true,
  hint:
    "Potete usare i segnaposto del testo, per esempio {{whatsapp}} o {{fatto:chiave}} (Fatti scritti una volta " +
    "sola).",
});

const FAQ = f("faq", "Domande frequenti", "objectList", opt, {
  typeName: "Faq",
  fields: [f("question", "Domanda", "string", req), FAQ_ANSWER],
});

/** Fields every Markdown file has. */
export const COMMON_FIELDS: readonly FieldSpec[] = [
  f("title", "Titolo della pagina (motori di ricerca)", "string", req, {
    // With " - Venere Tech" appended the whole title stays within 70 characters.
    maxLength: 56,
    hint: "Senza il nome dell'azienda, che viene aggiunto in automatico.",
  }),
  f("description", "Descrizione (motori di ricerca)", "text", req, {
    maxLength: 200,
    hint: "Compare sotto il titolo nei risultati di Google, che ne mostra circa 160 caratteri: meglio da 110 a 160.",
  }),
  f("heading", "Titolo principale (H1)", "string", req),
];

const ENTRY_FIELDS: readonly FieldSpec[] = [
  f("slug", "Indirizzo (slug)", "string", req, {
    format: "slug",
    hint: "Ultima parte dell'indirizzo, solo lettere minuscole, numeri e trattini.",
  }),
  f("name", "Nome breve", "string", req, { hint: "Usato in menu, schede ed elenchi." }),
  f("summary", "Riassunto", "text", req, { maxLength: 200, hint: "Una frase." }),
  f("image", "Immagine", "image", req),
  f("imageAlt", "Testo alternativo dell'immagine", "string", req),
  f("order", "Ordine negli elenchi", "number", req),
];

export const PAGE_TEMPLATES = [
  "home",
  "machines",
  "formulas",
  "sanitising",
  "blog",
  "legal",
  "contact",
  "thankyou",
  "landing",
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export const OFFERS = ["acquisto", "noleggio"] as const;

/**
 * Who may use a machine in Italy: an esthetician (a device of the annex to DM 110/2011 as amended by DM 206/2015,
 * within its technical sheet's limits) or only a doctor or health facility.
 */
export const WHO_MAY_USE = ["estetista", "medico"] as const;
export type WhoMayUse = (typeof WHO_MAY_USE)[number];

/** Risk classes of Annex XVI products under Implementing Regulation (EU) 2022/2347. */
export const MDR_CLASSES = ["IIa", "IIb", "III"] as const;

/** Treatment areas a machine works on, for the machine list's filter. */
export const TREATMENT_AREAS = ["viso", "corpo", "epilazione"] as const;

export const MARKDOWN_COLLECTIONS: readonly MarkdownCollectionSpec[] = [
  {
    name: "pages",
    label: "Pagine",
    folder: "pages",
    fields: [
      ...COMMON_FIELDS,
      f("path", "Indirizzo della pagina", "url", req, { hint: "Per esempio /contatti. La home è /." }),
      f("template", "Impaginazione", "select", req, { options: PAGE_TEMPLATES }),
      f("eyebrow", "Sopratitolo", "string", opt, { hint: "Riga breve sopra il titolo principale." }),
      f("lead", "Introduzione", "text", opt),
      f("image", "Immagine principale", "image", opt),
      f("imageAlt", "Testo alternativo dell'immagine", "string", opt),
      f("updated", "Ultimo aggiornamento", "date", opt),
      f("cta", "Invito all'azione", "object", opt, {
        typeName: "Cta",
        fields: [f("label", "Testo del pulsante", "string", req), f("url", "Collegamento", "url", req)],
      }),
      f("highlights", "Punti di forza", "objectList", opt, { typeName: "TitleText", fields: TITLE_TEXT }),
      FAQ,
      f("noindex", "Escludi dai motori di ricerca", "boolean", opt),
    ],
  },
  {
    name: "machines",
    label: "Macchinari",
    folder: "machines",
    fields: [
      ...COMMON_FIELDS,
      ...ENTRY_FIELDS,
      f("nameWithArticle", "Nome con l'articolo", "string", req, {
        hint: "Come si legge a metà frase, per esempio: il laser a diodo, la pressoterapia, l'EMS Sculpt.",
      }),
      f("treatments", "Trattamenti", "stringList", req),
      f("idealFor", "A chi si rivolge", "stringList", req),
      f("offer", "Formule disponibili", "multiselect", req, {
        options: OFFERS,
        hint: 'Cosa è incluso in ciascuna formula si scrive una volta sola, nella formula (campo "Cosa è incluso").',
      }),
      f("areas", "Zone di trattamento", "multiselect", req, {
        options: TREATMENT_AREAS,
        hint: "Per il filtro dell'elenco dei macchinari: viso, corpo, epilazione (anche più di una).",
      }),
      // Conformity (issue "May a beauty centre use this machine?", issue 29 "Legally exact on every page"):
      // docs/CONTENT-MODEL.md, "Conformità"; the legal sources of every rule: docs/FONTI-NORMATIVE.md.
      f("whoMayUse", "Chi può usarlo", "select", req, {
        options: WHO_MAY_USE,
        hint:
          "estetista: apparecchio dell'allegato al DM 110/2011 (modificato dal DM 206/2015), nei limiti della sua " +
          "scheda; medico: solo medici e strutture sanitarie, la pagina non lo propone ai centri estetici.",
      }),
      f("technologies", "Tecnologie", "stringList", req, {
        relation: { dataFile: "unsettled", valueField: "code", labelFields: ["technology"] },
        hint:
          "Le tecnologie dell'apparecchio (elenco «Tecnologie e schede»). Ogni tecnologia dice quali schede del DM " +
          "110/2011 la possono coprire: una tecnologia che nessuna scheda copre non si propone a un'estetista.",
      }),
      f("sheets", "Schede tecniche dell'allegato", "stringList", opt, {
        relation: { dataFile: "sheets", valueField: "code", labelFields: ["number", "name"] },
        hint:
          "Obbligatorio per un apparecchio da estetista: le schede (Schede tecniche del DM 110/2011) in cui " +
          "rientra, scelte tra quelle che coprono le sue tecnologie. Vuoto per un apparecchio per medici.",
      }),
      f("sheetConditions", "Condizioni per rientrare nella scheda", "objectList", opt, {
        typeName: "SheetCondition",
        hint:
          "Che cosa deve valere perché il modello rientri nella scheda (per esempio: la dichiarazione scritta del " +
          "fabbricante, manipolo per manipolo). Compare sotto la scheda, in «Conformità e uso».",
        fields: [
          f("sheet", "Scheda", "string", req, {
            relation: { dataFile: "sheets", valueField: "code", labelFields: ["number", "name"] },
            hint: "Una delle schede scelte sopra.",
          }),
          f("condition", "Condizione", "text", req, { hint: "Una o due frasi, solo fatti che l'azienda può provare." }),
        ],
      }),
      f("annexXvi", "Allegato XVI del Regolamento (UE) 2017/745", "string", opt, {
        relation: { dataFile: "annexXvi", valueField: "code", labelFields: ["number", "name"] },
        hint:
          "Il gruppo dell'allegato XVI (prodotti senza finalità medica) in cui rientra l'apparecchio, per esempio " +
          "il gruppo 5 per laser e luce pulsata. Vuoto se non rientra: allora spiegate perché qui sotto.",
      }),
      f("mdrClass", "Classe secondo il regolamento (UE) 2022/2347", "select", opt, {
        options: MDR_CLASSES,
        hint: "Obbligatoria con un gruppo dell'allegato XVI: IIa per laser e luce pulsata solo per l'epilazione.",
      }),
      f("annexXviNote", "Allegato XVI: perché non si applica, o a quale condizione", "text", opt, {
        hint:
          "Obbligatorio se l'apparecchio non rientra in un gruppo: per esempio «nessun gruppo dell'allegato XVI " +
          "descrive la pressoterapia estetica». Con un gruppo, facoltativo.",
      }),
      // Facts only the company holds: shown only when filled (npm run readiness).
      f("declarationOfConformity", "Dichiarazione di conformità del fabbricante", "document", opt, {
        hint:
          "Il PDF della dichiarazione UE di conformità del modello (per un apparecchio dell'allegato XVI: secondo " +
          "il Regolamento (UE) 2017/745), se il fabbricante lo consente.",
        ...COMPANY,
      }),
      f("notifiedBody", "Numero dell'organismo notificato", "string", opt, {
        format: "notifiedBody",
        hint: "Le quattro cifre che seguono la marcatura CE del modello, per esempio 0123.",
        companyFills: { live: false, ifFilled: "annexXvi" },
      }),
      f("mdrCertificate", "Certificato dell'organismo notificato", "string", opt, {
        hint: "Il numero del certificato rilasciato dall'organismo notificato per il modello, come sul certificato.",
        companyFills: { live: false, ifFilled: "annexXvi" },
      }),
      f("conformityMark", "Marcatura del modello", "string", opt, {
        hint:
          "Come compare sull'etichetta del modello, per esempio: CE 0123. Lasciate vuoto finché non è " + "confermato.",
        ...COMPANY,
      }),
      f("sheetMatch", "Corrispondenza del modello alla scheda", "text", opt, {
        hint: "Come il fabbricante dichiara il modello conforme ai limiti della scheda. Solo fatti documentati.",
        ...COMPANY,
      }),
      // Proof behind the offer: shown only when the company fills them in (npm run readiness).
      f("manufacturer", "Fabbricante", "string", opt, { hint: "Lasciate vuoto finché non è confermato.", ...COMPANY }),
      f("modelName", "Modello", "string", opt, COMPANY),
      f("warranty", "Garanzia del fabbricante", "string", opt, {
        hint: "Per esempio: 24 mesi, come da certificato del fabbricante.",
        ...COMPANY,
      }),
      f("documents", "Documenti scaricabili", "objectList", opt, {
        ...COMPANY,
        typeName: "Document",
        fields: [
          f("title", "Titolo del documento", "string", req, { hint: "Per esempio: Scheda tecnica (PDF)." }),
          f("file", "File PDF", "document", req),
        ],
      }),
      FAQ,
    ],
  },
  {
    name: "cityPages",
    label: "Pagine per città",
    folder: "city-pages",
    fields: [
      f("title", "Titolo della pagina (motori di ricerca)", "string", req, {
        maxLength: 56,
        hint: "Con {city} al posto del nome della città. Senza il nome dell'azienda.",
      }),
      f("heading", "Titolo principale (H1)", "string", req, { hint: "Con {city} al posto del nome della città." }),
      f("key", "Chiave del macchinario", "string", req, {
        format: "slug",
        hint: "Diventa parte dell'indirizzo: macchinario-<chiave>-<città>.",
      }),
      f("machine", "Macchinario presentato (slug)", "string", req, { format: "slug" }),
    ],
  },
  {
    name: "cityTexts",
    label: "Testi delle pagine per città",
    folder: "citta",
    fields: [
      f("key", "Pagina per città (chiave)", "string", req, {
        format: "slug",
        hint: "La chiave della pagina per città, per esempio laser-diodo.",
      }),
      f("city", "Città (slug)", "string", req, {
        format: "slug",
        hint: "Lo slug della città in Città servite, per esempio milano.",
      }),
      f("description", "Descrizione (motori di ricerca)", "text", req, {
        maxLength: 200,
        hint: "Scritta per questo macchinario in questa città; meglio da 110 a 160 caratteri.",
      }),
      f("lead", "Introduzione", "text", req, { hint: "Una o due frasi sotto il titolo, scritte per questa città." }),
      f("faq", "Domande frequenti", "objectList", req, {
        typeName: "Faq",
        fields: [f("question", "Domanda", "string", req), FAQ_ANSWER],
      }),
    ],
  },
  {
    name: "formulas",
    label: "Formule",
    folder: "formule",
    fields: [
      ...COMMON_FIELDS,
      ...ENTRY_FIELDS,
      f("steps", "Come funziona, passo per passo", "objectList", req, { typeName: "TitleText", fields: TITLE_TEXT }),
      f("benefits", "Vantaggi", "stringList", req),
      f("included", "Cosa è incluso", "stringList", opt, {
        hint:
          "L'unico punto del sito che dice cosa comprende la formula: le pagine dei macchinari lo riprendono " +
          "da qui.",
      }),
      f("offerKey", "Formula dei macchinari", "select", opt, {
        options: OFFERS,
        hint: 'La formula che i macchinari indicano con questo valore in "Formule disponibili".',
      }),
      // The page a machine's «Conformità e uso» links to for training (src/components/offer/Conformity.tsx).
      f("training", "È la formula della formazione", "boolean", opt, {
        hint:
          "Attivatelo su una sola formula, quella della formazione all'uso dei macchinari: le pagine dei " +
          "macchinari vi rimandano.",
      }),
      // Service commitments: shown only when the company fills them in (npm run readiness).
      f("responseTimes", "Tempi di intervento", "text", opt, {
        hint: "Solo tempi che l'azienda si impegna a rispettare per contratto.",
        ...companyIn(false, ASSISTANCE),
      }),
      f("replacementMachine", "Macchinario sostitutivo", "text", opt, companyIn(false, ASSISTANCE)),
      f("trainingLength", "Durata della formazione", "string", opt, {
        hint: "Per esempio: una giornata (8 ore) in sede.",
        ...companyIn(false, TRAINING),
      }),
      f("trainingCertificate", "Attestato di partecipazione", "text", opt, companyIn(false, TRAINING)),
      // The partner of a formula (the bank, the rental company): not shown on the page; the readiness report and
      // the live switch need it (issue 25). The bank formula cannot go live before the agreement is confirmed.
      f("partner", "Banca o società di noleggio partner", "string", opt, {
        hint: "La ragione sociale della banca o della società di noleggio, come nel contratto con loro.",
        ...companyIn(false, RENTAL, FINANCING),
      }),
      f("partnerConfirmed", "Accordo con il partner confermato il", "date", opt, {
        hint: "La data in cui il partner ha confermato per iscritto l'accordo che la pagina descrive.",
        ...companyIn(true, FINANCING),
      }),
      FAQ,
    ],
  },
  {
    name: "services",
    label: "Servizi",
    folder: "servizi",
    fields: [
      ...COMMON_FIELDS,
      ...ENTRY_FIELDS,
      f("features", "Cosa comprende", "objectList", req, { typeName: "TitleText", fields: TITLE_TEXT }),
    ],
  },
  {
    name: "sanitising",
    label: "Sanificazione",
    folder: "sanificazione",
    fields: [...COMMON_FIELDS, ...ENTRY_FIELDS, f("uses", "Impieghi", "stringList", req)],
  },
  {
    name: "posts",
    label: "Articoli del blog",
    folder: "blog",
    fields: [
      ...COMMON_FIELDS,
      f("slug", "Indirizzo (slug)", "string", req, { format: "slug" }),
      f("date", "Data di pubblicazione", "date", req),
      f("reviewed", "Verificato il", "date", opt, {
        hint: "Per gli articoli su leggi e regole: il giorno in cui il contenuto è stato verificato l'ultima volta.",
      }),
      f("author", "Autore", "string", req),
      f("summary", "Riassunto", "text", req, { maxLength: 300 }),
      f("image", "Immagine", "image", req),
      f("imageAlt", "Testo alternativo dell'immagine", "string", req),
    ],
  },
  {
    // References from other centres (issue 25): only real ones, published with the centre's written consent.
    name: "references",
    label: "Referenze dei centri",
    folder: "referenze",
    fields: [
      f("centre", "Centro estetico", "string", req, {
        hint: "Il nome del centro, come ha acconsentito a pubblicarlo.",
      }),
      f("city", "Città del centro", "string", req, {
        hint:
          "Il nome della città (per esempio Milano): la referenza compare anche sulla pagina del macchinario " +
          "in quella città.",
      }),
      f("machine", "Macchinario (slug)", "string", req, {
        format: "slug",
        hint: "Lo slug del macchinario di cui parla, per esempio macchinario-laser-diodo-roma.",
      }),
      f("quote", "Parole del centro", "text", req, {
        maxLength: 600,
        hint: "Esattamente le parole approvate dal centro, senza ritocchi.",
      }),
      f("date", "Data della referenza", "date", req),
      f("consentDate", "Consenso alla pubblicazione dato il", "date", req, {
        hint:
          "La data del consenso scritto del centro alla pubblicazione. Senza consenso la referenza non si " +
          "pubblica.",
      }),
    ],
  },
];

const MENU_ITEM: readonly FieldSpec[] = [
  f("title", "Titolo", "string", req),
  f("content", "Descrizione breve", "text", req),
  f("filename", "Miniatura", "image", req),
  f("url", "Collegamento", "url", req),
];

const SITE_DATA_FILES: readonly DataFileSpec[] = [
  {
    name: "business",
    label: "Dati aziendali",
    file: "business.json",
    typeName: "Business",
    fields: [
      f("legalName", "Ragione sociale", "string", req, { standIn: "Venere Tecnologie Estetiche S.r.l." }),
      f("brandName", "Marchio", "string", req),
      f("tagline", "Slogan", "string", req),
      f("address", "Sede", "object", req, {
        typeName: "PostalAddress",
        fields: [
          f("street", "Via e numero civico", "string", req, { standIn: "Via Prenestina 345" }),
          f("postalCode", "CAP", "string", req, { standIn: "00177" }),
          f("city", "Città", "string", req),
          f("province", "Provincia (sigla)", "string", req),
          f("region", "Regione", "string", req),
          f("country", "Nazione (codice)", "string", req),
        ],
      }),
      f("phone", "Telefono (formato internazionale, es. +3906...)", "string", req, {
        format: "phone",
        standIn: "+390694802217",
      }),
      f("phoneDisplay", "Telefono come mostrato", "string", req, { standIn: "06 9480 2217" }),
      f("email", "E-mail", "string", req, { format: "email", standIn: "info@veneretech.it" }),
      f("privacyEmail", "E-mail per la privacy", "string", req, { format: "email", standIn: "privacy@veneretech.it" }),
      f("whatsapp", "WhatsApp (solo cifre con prefisso, es. 39347...)", "string", req, {
        format: "digits",
        standIn: "393475550192",
      }),
      f("whatsappDisplay", "WhatsApp come mostrato", "string", req, { standIn: "347 555 0192" }),
      f("whatsappMessage", "Messaggio precompilato di WhatsApp", "text", req),
      f("vatNumber", "Partita IVA", "string", req, { format: "vat", standIn: "15873621005" }),
      // The identity an S.r.l. shows on its website (art. 2250 c.c.): docs/FONTI-NORMATIVE.md, "Identità".
      f("registryOffice", "Registro delle Imprese di (ufficio)", "string", req, {
        hint: "La camera di commercio presso cui la società è iscritta, per esempio Roma.",
      }),
      f("registryNumber", "Numero di iscrizione al Registro delle Imprese", "string", req, {
        format: "taxCode",
        hint: "Per una S.r.l. è il codice fiscale della società (non il numero REA), come nella visura camerale.",
        standIn: "15873621005",
      }),
      f("rea", "Numero REA (es. RM-1234567)", "string", req, { format: "rea", standIn: "RM-1628417" }),
      f("shareCapital", "Capitale sociale (es. 10.000,00 € i.v.)", "string", req, {
        format: "capital",
        standIn: "20.000,00 € i.v.",
      }),
      f("soleShareholder", "Società con unico socio", "boolean", opt, {
        hint:
          "Sì se la società ha un unico socio: il piè di pagina lo dice (art. 2250 c.c.). Lasciate com'è finché " +
          "non è confermato.",
        companyFills: { live: true },
      }),
      f("pec", "PEC", "string", req, { format: "email", standIn: "veneretech@pec.it" }),
      f("openingHours", "Orari", "objectList", req, {
        typeName: "OpeningHours",
        fields: [
          f("days", "Giorni", "string", req),
          f("hours", "Orario", "string", req),
          f("schema", "Orario per i motori di ricerca (es. Mo-Fr 09:00-18:30)", "string", req),
        ],
      }),
      // Retention periods the privacy notice states (art. 13(2)(a) GDPR): company choices, stand-ins until set.
      f("retention", "Tempi di conservazione dei dati", "object", req, {
        typeName: "Retention",
        hint: "I tempi che l'informativa privacy dichiara (art. 13 GDPR): scelte dell'azienda, da rispettare davvero.",
        fields: [
          f("formDeletionDays", "Giorni entro cui cancelliamo le richieste dall'archivio di Netlify", "number", req, {
            hint: "Le richieste del modulo restano su Netlify finché non le cancellate: ogni quanti giorni lo fate.",
            standIn: 30,
          }),
          f("requestMonths", "Mesi di conservazione delle richieste dall'ultimo contatto", "number", req, {
            hint: "Per quanti mesi dall'ultimo contatto conservate una richiesta nei vostri sistemi.",
            standIn: 24,
          }),
          f("analyticsMonths", "Mesi di conservazione dei dati di Google Analytics 4", "select", req, {
            options: ["2", "14"],
            hint: "L'impostazione della proprietà GA4 (Amministrazione › Conservazione dei dati): 2 o 14 mesi.",
            standIn: "14",
          }),
        ],
      }),
      f("social", "Profili social", "object", req, {
        typeName: "SocialProfiles",
        fields: [
          f("facebook", "Facebook", "url", req, { standIn: "https://www.facebook.com/veneretech" }),
          f("linkedin", "LinkedIn", "url", req, { standIn: "https://www.linkedin.com/company/veneretech" }),
        ],
      }),
    ],
  },
  {
    name: "site",
    label: "Metadati del sito",
    file: "site.json",
    typeName: "SiteSettings",
    fields: [
      f("name", "Nome del sito", "string", req),
      f("url", "Indirizzo del sito (https://...)", "url", req, { standIn: "https://www.veneretech.it" }),
      f("description", "Descrizione predefinita", "text", req),
      f("image", "Immagine predefinita per i social", "image", req),
      f("facebookAppId", "Facebook App ID (facoltativo)", "string", opt),
      f("twitterSite", "Account X/Twitter (@...)", "string", opt, { standIn: "@veneretech" }),
      f("analytics", "Statistiche", "object", req, {
        ...COMPANY,
        typeName: "AnalyticsSettings",
        fields: [
          f("gtmId", "Google Tag Manager ID (vuoto = disattivato)", "string", opt),
          f("ga4Id", "Google Analytics 4 ID (vuoto = disattivato)", "string", opt),
        ],
      }),
      // The live switch (issue 25): on, the build refuses every stand-in and every field required to go live.
      f("live", "Sito online (controlli per la pubblicazione)", "boolean", opt, {
        hint:
          "Attivatelo quando il sito va online con il dominio vero: da quel momento la costruzione si ferma su ogni " +
          "dato provvisorio rimasto (telefono, partita IVA, indirizzo...) e ne indica file e campo.",
      }),
      // Every publication is a production deploy, which costs Netlify credits: docs/DEPLOY.md, "What deploys cost".
      f("netlifyPlan", "Piano Netlify scelto (almeno Personal: docs/DEPLOY.md)", "select", opt, {
        options: ["Personal", "Pro", "Enterprise", "Legacy"],
        hint:
          "Ogni pubblicazione è un deploy di produzione e costa crediti Netlify: con il piano Free, finiti i crediti " +
          "del mese, Netlify sospende il sito (i conti in docs/DEPLOY.md). Legacy: un account creato prima del 4 " +
          "settembre 2025 e rimasto sul vecchio piano.",
        companyFills: { live: true },
      }),
    ],
  },
  {
    name: "navigation",
    label: "Menu",
    file: "navigation.json",
    typeName: "Navigation",
    fields: [
      f("main", "Menu principale", "objectList", req, {
        typeName: "MainMenuEntry",
        fields: [
          f("title", "Voce", "string", req),
          f("url", "Collegamento", "url", req),
          f("megaMenu", "Mega menu", "object", opt, {
            typeName: "MegaMenu",
            fields: [
              f("width", "Larghezza in pixel", "number", req),
              f("items", "Voci del mega menu", "objectList", req, { typeName: "MenuItem", fields: MENU_ITEM }),
            ],
          }),
        ],
      }),
      f("mobile", "Menu per smartphone", "objectList", req, {
        typeName: "MobileMenuEntry",
        fields: [f("title", "Voce", "string", req), f("url", "Collegamento", "url", req)],
      }),
      f("footer", "Collegamenti utili nel piè di pagina", "objectList", req, {
        typeName: "FooterLink",
        fields: [f("title", "Voce", "string", req), f("url", "Collegamento", "url", req)],
      }),
    ],
  },
  {
    name: "cities",
    label: "Città servite",
    file: "cities.json",
    typeName: "City",
    listField: "cities",
    fields: [
      f("cities", "Città", "objectList", req, {
        typeName: "City",
        fields: [
          f("name", "Nome", "string", req),
          f("slug", "Indirizzo (slug)", "string", req, { format: "slug" }),
          f("region", "Regione", "string", req),
          f("areas", "Zone servite", "stringList", req),
          // Facts only the company holds: shown on the city's pages only when filled.
          f("leadTime", "Tempi di consegna", "string", opt, {
            hint: "Solo tempi che l'azienda rispetta davvero, per esempio: di norma entro 10 giorni lavorativi.",
            ...COMPANY,
          }),
          f("travelCosts", "Costi di trasferta", "text", opt, {
            hint: "Come si calcolano consegna e visite del tecnico in questa città. Lasciate vuoto se non definiti.",
            ...COMPANY,
          }),
          f("localTechnician", "Tecnico o partner in zona", "text", opt, {
            hint: "Solo un accordo confermato per iscritto: nome e che cosa fa.",
            ...COMPANY,
          }),
        ],
      }),
    ],
  },
  {
    name: "claims",
    label: "Affermazioni vietate",
    file: "claims.json",
    typeName: "BannedClaim",
    listField: "claims",
    fields: [
      f("claims", "Affermazioni che la build rifiuta", "objectList", req, {
        typeName: "BannedClaim",
        fields: [
          f("phrase", "Espressione", "string", req, {
            hint: "Parole esatte; * sta per la fine di una parola (garantit* = garantito, garantita, garantiti...).",
          }),
          f("reason", "Perché è vietata", "text", req),
        ],
      }),
    ],
  },
  {
    name: "sheets",
    label: "Schede tecniche (DM 110/2011)",
    file: "schede-tecniche.json",
    typeName: "TechnicalSheet",
    listField: "sheets",
    fields: [
      f("sheets", "Schede dell'allegato al DM 110/2011, come modificato dal DM 206/2015", "objectList", req, {
        typeName: "TechnicalSheet",
        fields: [
          f("code", "Codice", "string", req, {
            format: "slug",
            hint: "Il codice con cui i macchinari indicano la scheda, per esempio laser-epilazione.",
          }),
          f("number", "Numero della scheda", "string", req, { hint: "Come nel decreto, per esempio 21 b." }),
          // A number no source states (deduced from the list's order) is listed by `npm run readiness` (issue 61).
          f("numberSource", "Dove è scritto il numero della scheda", "string", opt, {
            hint:
              "La fonte che riporta il numero (il testo del decreto in Gazzetta Ufficiale, o una fonte che lo cita). " +
              "Vuoto se il numero è dedotto: va verificato sul testo del decreto.",
            companyFills: { live: false },
          }),
          f("name", "Nome dell'apparecchio", "string", req, { hint: "Con le parole del decreto." }),
          f("limits", "Limiti e cautele della scheda", "text", req),
          f("opticalRadiation", "Emette radiazioni ottiche (laser, luce pulsata)", "boolean", opt, {
            hint: "Sì per laser e luce pulsata: la pagina ricorda la valutazione del rischio (D.Lgs. 81/2008).",
          }),
          f("source", "Fonte", "string", req),
        ],
      }),
    ],
  },
  {
    name: "reserved",
    label: "Trattamenti riservati al medico",
    file: "trattamenti-riservati.json",
    typeName: "ReservedTreatment",
    listField: "treatments",
    fields: [
      f("treatments", "Trattamenti che solo un medico può eseguire", "objectList", req, {
        typeName: "ReservedTreatment",
        fields: [
          f("phrase", "Espressione", "string", req, {
            hint: "Parole esatte; * sta per la fine di una parola (rimoss* = rimosso, rimossa, rimossi...).",
          }),
          f("reason", "Perché è riservato", "text", req),
        ],
      }),
    ],
  },
  {
    // The site search (src/lib/search-query.ts): a visitor's spelling is searched as the site's.
    name: "search",
    label: "Ricerca: parole scritte in più modi",
    file: "ricerca.json",
    typeName: "SearchVariant",
    listField: "variants",
    fields: [
      f("variants", "Parole che i visitatori scrivono in un altro modo", "objectList", req, {
        typeName: "SearchVariant",
        fields: [
          f("term", "Come la scrive il sito", "string", req, {
            hint:
              "Per esempio: pressoterapia. La ricerca cerca questa parola quando il visitatore ne scrive una " +
              "variante.",
          }),
          f("spellings", "Come la può scrivere un visitatore", "stringList", req, {
            hint:
              "Per esempio: presso terapia. Maiuscole, accenti, trattini e apostrofi non contano (presso-terapia è " +
              "già presso terapia); plurali e singolari la ricerca li riconosce da sola.",
          }),
        ],
      }),
    ],
  },
];

/** Where a legal statement of a data file comes from: a page read, and the day it was last checked. */
const LEGAL_SOURCES = f("sources", "Fonti", "objectList", req, {
  typeName: "LegalSource",
  hint: "Ogni fonte va anche in docs/FONTI-NORMATIVE.md, con la data dell'ultima verifica.",
  fields: [
    f("title", "Fonte", "string", req, { hint: "Per esempio: Consiglio di Stato, sez. VI, sentenza n. 1417/2014." }),
    f("url", "Indirizzo", "string", req, { format: "webAddress", hint: "L'indirizzo completo, http:// o https://." }),
    f("checked", "Verificata il", "date", req, { hint: "Il giorno in cui avete riletto la fonte; mai nel futuro." }),
  ],
});

/**
 * Data files of issue 29 ("Legally exact on every page"): the technologies and the sheets that can cover them, the
 * groups of Annex XVI of Regulation (EU) 2017/745, and the facts written once.
 */
export const LEGAL_DATA_FILES: readonly DataFileSpec[] = [
  {
    // The technologies an editor can choose for a machine, each with the sheets that can cover it (issue 61, 64):
    // the annex is a closed list, so a technology with no sheet is not for an estetista. The name "unsettled" and
    // the node type UnsettledTechnology are kept because src/gatsby (create-pages, schema, cms-preview-bundle)
    // and src/cms name them; the file and every text say what the list is now.
    name: "unsettled",
    label: "Tecnologie e schede",
    file: "tecnologie.json",
    typeName: "UnsettledTechnology",
    listField: "technologies",
    fields: [
      f("technologies", "Tecnologie che un macchinario può avere", "objectList", req, {
        typeName: "UnsettledTechnology",
        hint:
          "Per ogni tecnologia, le schede dell'allegato al DM 110/2011 (modificato dal DM 206/2015) che la possono " +
          "coprire, con le fonti. Senza schede la tecnologia non si propone ai centri estetici: la build rifiuta un " +
          "macchinario da estetista che la usa.",
        fields: [
          f("code", "Codice", "string", req, { format: "slug", hint: "Per esempio radiofrequenza." }),
          f("technology", "Tecnologia", "string", req, { hint: "Con parole che un titolare capisce." }),
          f("sheets", "Schede che la possono coprire", "stringList", opt, {
            relation: { dataFile: "sheets", valueField: "code", labelFields: ["number", "name"] },
            hint: "Vuoto se nessuna scheda la copre: allora è solo per medici e strutture sanitarie.",
          }),
          f("why", "Perché queste schede, o perché nessuna", "text", req, { hint: "Solo fatti con la loro fonte." }),
          f("marks", "Marchi registrati di apparecchi con questa tecnologia", "stringList", opt, {
            hint:
              "Nomi che nessun macchinario del sito può mostrare, neanche scritti in modo simile (EMS Sculpt per " +
              "Emsculpt): sono marchi di altri.",
          }),
          LEGAL_SOURCES,
        ],
      }),
    ],
  },
  {
    name: "annexXvi",
    label: "Allegato XVI (Regolamento UE 2017/745)",
    file: "allegato-xvi.json",
    typeName: "AnnexXviGroup",
    listField: "groups",
    fields: [
      f("groups", "Gruppi dell'allegato XVI che riguardano i macchinari del sito", "objectList", req, {
        typeName: "AnnexXviGroup",
        fields: [
          f("code", "Codice", "string", req, { format: "slug", hint: "Per esempio gruppo-5." }),
          f("number", "Numero del gruppo", "string", req, { hint: "Come nell'allegato XVI, per esempio 5." }),
          f("name", "Il gruppo, con le parole del regolamento", "text", req, {
            hint: "Il testo italiano dell'allegato XVI, senza cambiarlo.",
          }),
          f("commonSpecifications", "Specifiche comuni (regolamento di esecuzione (UE) 2022/2346)", "string", req, {
            hint: "L'allegato del regolamento 2022/2346 per questo gruppo, per esempio: allegato VI.",
          }),
          f("classes", "Classi possibili (regolamento di esecuzione (UE) 2022/2347)", "multiselect", req, {
            options: MDR_CLASSES,
            hint: "Le classi che un macchinario di questo gruppo può avere: la build rifiuta le altre.",
          }),
          f("classRule", "Quale classe, e quando", "text", req, {
            hint: "Per esempio: IIa solo per l'epilazione, IIb per gli altri trattamenti della pelle.",
          }),
          f("notifiedBody", "Serve un organismo notificato", "boolean", req),
          f("ownerAsks", "Che cosa chiedere al fornitore", "stringList", req, {
            hint: "I documenti da chiedere; compaiono nella pagina di ogni macchinario del gruppo.",
          }),
          LEGAL_SOURCES,
        ],
      }),
    ],
  },
  {
    name: "facts",
    label: "Fatti scritti una volta sola",
    file: "fatti.json",
    typeName: "Fact",
    listField: "facts",
    fields: [
      f("facts", "Fatti che il sito dice in più pagine", "objectList", req, {
        typeName: "Fact",
        hint:
          "Il testo si scrive qui una volta; le pagine lo riportano con il segnaposto {{fatto:chiave}}. Le " +
          "espressioni che lo direbbero in modo diverso fanno fallire la build in ogni altro testo.",
        fields: [
          f("key", "Chiave", "string", req, {
            format: "slug",
            hint: "Il nome del segnaposto: {{fatto:chiave}}, per esempio {{fatto:operatrice-pressoterapia}}.",
          }),
          f("text", "Il fatto, come lo legge chi visita il sito", "text", req, {
            hint: "Una frase intera, o un pezzo di frase se si usa a metà di un'altra (comincia con la minuscola).",
          }),
          f("phrases", "Espressioni che lo direbbero in modo diverso", "stringList", req, {
            hint: "Parole esatte; * sta per la fine di una parola. Per citarle come esempio, tra «…».",
          }),
          f("reason", "Perché è scritto così", "text", req, { hint: "Per chi modifica: la decisione o la fonte." }),
        ],
      }),
    ],
  },
];

/** Every data file of content/: the site's own, then the legal lists. */
export const DATA_FILES: readonly DataFileSpec[] = [...SITE_DATA_FILES, ...LEGAL_DATA_FILES];

export function collectionByFolder(folder: string): MarkdownCollectionSpec | undefined {
  return MARKDOWN_COLLECTIONS.find((c) => c.folder === folder);
}

export function collectionByName(name: CollectionName): MarkdownCollectionSpec {
  const found = MARKDOWN_COLLECTIONS.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown collection ${name}`);
  return found;
}

export function dataFileByFile(file: string): DataFileSpec | undefined {
  return DATA_FILES.find((d) => d.file === file);
}
