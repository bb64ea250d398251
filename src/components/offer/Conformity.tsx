import React from "react";
import { SmartLink } from "../SmartLink";
import { CheckList } from "../ui/Lists";
// The templates' own fact blocks: no extra CSS in every page's inline stylesheet.
import * as styles from "../../templates/templates.module.css";

/** A technical sheet of the annex to DM 110/2011 as the machine page queries it (content/schede-tecniche.json). */
export interface SheetData {
  readonly code: string;
  readonly number: string;
  readonly name: string;
  readonly limits: string;
  readonly opticalRadiation: boolean | null;
  readonly source: string;
}

export interface ConformityData {
  readonly whoMayUse: string | null;
  readonly sheets: readonly string[] | null;
  readonly lawUnsettled: string | null;
  readonly conformityMark: string | null;
  readonly sheetMatch: string | null;
  readonly declarationOfConformityFile: { readonly publicURL: string | null } | null;
}

const TRAINING_PATH = "/formule/formazione-macchinari-estetici-roma";

function filled(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Who may use the machine, in one sentence an owner can act on. */
export function whoMayUseText(machine: Pick<ConformityData, "whoMayUse" | "lawUnsettled">): string {
  if (machine.whoMayUse === "medico") {
    return (
      "Solo un medico, in uno studio medico o in una struttura sanitaria. Non è un apparecchio per centri " +
      "estetici: l'elenco degli apparecchi dell'estetista (allegato al DM 110/2011, come modificato dal DM " +
      "206/2015) non lo comprende."
    );
  }
  if (filled(machine.lawUnsettled)) {
    return (
      "La normativa non è definita per questa tecnologia: leggete qui sotto perché, e verificate con la vostra " +
      "regione e con l'azienda sanitaria prima di proporla in cabina."
    );
  }
  return (
    "L'estetista qualificata, nel vostro centro: la tecnologia rientra nell'elenco allegato al DM 110/2011, come " +
    "modificato dal DM 206/2015, e si usa nei limiti della scheda tecnico-informativa indicata qui sotto."
  );
}

/**
 * "Conformità e uso" on every machine page: who may use the machine in Italy, the technical sheet and its limits,
 * what the centre itself needs and which documents come with the machine. Facts only the company holds (marking,
 * declaration of conformity, the model's match to the sheet) appear only when filled.
 */
export function Conformity({ machine, sheets }: { machine: ConformityData; sheets: readonly SheetData[] }) {
  const forDoctors = machine.whoMayUse === "medico";
  const own = (machine.sheets ?? []).flatMap((code) => sheets.filter((s) => s.code === code));
  const optical = own.some((s) => s.opticalRadiation === true);
  const declaration = machine.declarationOfConformityFile?.publicURL;
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
    ...(filled(machine.conformityMark) ? [`Marcatura del modello: ${machine.conformityMark}`] : []),
    ...(filled(machine.sheetMatch)
      ? [`Corrispondenza alla scheda, secondo il fabbricante: ${machine.sheetMatch}`]
      : []),
  ];
  return (
    <section className="section" aria-labelledby="conformita">
      <div className="container">
        <h2 id="conformita">Conformità e uso</h2>
        <div className={`${styles.facts} ${styles.factsTwo}`}>
          <div className={styles.fact}>
            <h3 className={styles.factTitle}>Chi può usarlo</h3>
            <p>{whoMayUseText(machine)}</p>
            {filled(machine.lawUnsettled) ? (
              <p>
                <strong>Normativa non definita.</strong> {machine.lawUnsettled}
              </p>
            ) : null}
          </div>
          {own.length > 0 ? (
            <div className={styles.fact}>
              <h3 className={styles.factTitle}>
                {own.length === 1 ? "La scheda e i suoi limiti" : "Le schede e i loro limiti"}
              </h3>
              {own.map((sheet) => (
                <div key={sheet.code}>
                  <p>
                    <strong>
                      Scheda n. {sheet.number}: {sheet.name}.
                    </strong>{" "}
                    {sheet.limits}
                  </p>
                  <p className={styles.updated}>Fonte: {sheet.source}</p>
                </div>
              ))}
            </div>
          ) : null}
          <div className={styles.fact}>
            <h3 className={styles.factTitle}>
              {forDoctors ? "Che cosa serve alla struttura" : "Che cosa serve al vostro centro"}
            </h3>
            <CheckList items={needs} />
            {forDoctors ? null : (
              <p>
                La <SmartLink to={TRAINING_PATH}>formazione</SmartLink> sull&apos;apparecchio la organizziamo noi.
              </p>
            )}
          </div>
          <div className={styles.fact}>
            <h3 className={styles.factTitle}>I documenti del macchinario</h3>
            <CheckList items={documents} />
            {declaration ? (
              <p>
                {/* A plain link: the PDF is a file, not a page of the site. */}
                <a href={declaration} download>
                  Dichiarazione UE di conformità (PDF)
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
