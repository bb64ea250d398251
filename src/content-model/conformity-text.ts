/**
 * What «Conformità e uso» says on a machine page, in plain Italian, from the machine's conformity fields and the
 * sheets of content/schede-tecniche.json. Computed at build time (a GraphQL field, src/gatsby/schema.ts), so the
 * sentences travel in the page's data and the browser's JavaScript carries only the markup that shows them.
 * Legal sources: docs/CONTENT-MODEL.md, "Conformità: fonti normative".
 */

export interface SheetFacts {
  readonly code: string;
  readonly number: string;
  readonly name: string;
  readonly limits: string;
  readonly opticalRadiation?: boolean | null;
  readonly source: string;
}

export interface MachineConformityFields {
  readonly whoMayUse?: unknown;
  readonly sheets?: unknown;
  readonly lawUnsettled?: unknown;
  readonly conformityMark?: unknown;
  readonly sheetMatch?: unknown;
}

export interface ConformityText {
  readonly forDoctors: boolean;
  /** Who may use the machine, one sentence. */
  readonly who: string;
  /** The machine's own explanation where the law is not settled. */
  readonly unsettled: string | null;
  readonly sheets: ReadonlyArray<{ readonly title: string; readonly limits: string; readonly source: string }>;
  /** What the centre (or, for a doctor's machine, the facility) needs. */
  readonly needs: readonly string[];
  /** Documents that come with the machine, and the facts the company filled in. */
  readonly documents: readonly string[];
  /** The machine card's line on who may use it. */
  readonly usage: string;
  /** The hero's line for a doctor's machine (none for an esthetician's). */
  readonly badge: string | null;
  /** Who the page's offer speaks to: the formulas' heading and the closing invitation. */
  readonly formulasTitle: string;
  readonly invitation: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

export function conformityText(machine: MachineConformityFields, allSheets: readonly SheetFacts[]): ConformityText {
  const forDoctors = machine.whoMayUse === "medico";
  const unsettled = text(machine.lawUnsettled);
  const codes = Array.isArray(machine.sheets) ? machine.sheets.filter((c): c is string => typeof c === "string") : [];
  const own = codes.flatMap((code) => allSheets.filter((s) => s.code === code));
  const optical = own.some((s) => s.opticalRadiation === true);
  const mark = text(machine.conformityMark);
  const match = text(machine.sheetMatch);

  let who: string;
  if (forDoctors) {
    who =
      "Solo un medico, in uno studio medico o in una struttura sanitaria. Non è un apparecchio per centri " +
      "estetici: l'elenco degli apparecchi dell'estetista (allegato al DM 110/2011, come modificato dal DM " +
      "206/2015) non lo comprende.";
  } else if (unsettled) {
    who =
      "La normativa non è definita per questa tecnologia: leggete qui sotto perché, e verificate con la vostra " +
      "regione e con l'azienda sanitaria prima di proporla in cabina.";
  } else {
    who =
      "L'estetista qualificata, nel vostro centro: la tecnologia rientra nell'elenco allegato al DM 110/2011, " +
      "come modificato dal DM 206/2015, e si usa nei limiti della scheda tecnico-informativa indicata qui sotto.";
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

  const documents = [
    "Il manuale d'uso in italiano e la dichiarazione UE di conformità del fabbricante.",
    "La scheda tecnica del modello, da confrontare con i limiti della scheda del decreto.",
    ...(mark ? [`Marcatura del modello: ${mark}`] : []),
    ...(match ? [`Corrispondenza alla scheda, secondo il fabbricante: ${match}`] : []),
  ];

  return {
    forDoctors,
    usage: forDoctors
      ? "Solo per medici e strutture sanitarie"
      : unsettled
        ? "Estetista: normativa da verificare"
        : "Per l'estetista",
    badge: forDoctors ? "Riservato a medici e strutture sanitarie" : null,
    formulasTitle: forDoctors
      ? "Le formule per averlo nella vostra struttura"
      : "Le formule per averlo nel vostro centro",
    invitation: forDoctors
      ? "Per studi medici e strutture sanitarie: chiedeteci la scheda tecnica, una dimostrazione e un preventivo " +
        "per acquisto o noleggio."
      : "Prenotate una dimostrazione nel nostro showroom di Roma o chiedete la scheda tecnica e un preventivo per " +
        "acquisto o noleggio.",
    who,
    unsettled,
    sheets: own.map((s) => ({ title: `Scheda n. ${s.number}: ${s.name}.`, limits: s.limits, source: s.source })),
    needs,
    documents,
  };
}
