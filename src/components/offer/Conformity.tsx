import React from "react";
import { SmartLink } from "../SmartLink";
import { CheckList } from "../ui/Lists";
// The templates' own fact blocks: no extra CSS in every page's inline stylesheet.
import * as styles from "../../templates/templates.module.css";

/** «Conformità e uso» as the machine page queries it: the sentences are written at build time (conformity-text.ts). */
export type ConformityData = Queries.MachineConformityFragment;

/**
 * "Conformità e uso" on every machine page: who may use the machine in Italy (or why the law is not settled, and
 * what to do first), the technical sheet with its limits and the machine's conditions, what the centre itself
 * needs, the documents to ask for (the EU layer's among them), and whether Annex XVI of Regulation (EU) 2017/745
 * applies, with its common specifications, class and notified body.
 */
export function Conformity({
  conformity,
  declarationUrl,
  trainingPath,
}: {
  conformity: ConformityData;
  declarationUrl?: string | null;
  /** The address of the formula the content marks as the training one (`training`), when there is one. */
  trainingPath?: string | null;
}) {
  const { forDoctors, who, sheets, needs, documents, eu } = conformity;
  return (
    <section className="section" aria-labelledby="conformita">
      <div className="container">
        <h2 id="conformita">Conformità e uso</h2>
        <div className={`${styles.facts} ${styles.factsTwo}`}>
          <div className={styles.fact}>
            <h3 className={styles.factTitle}>Chi può usarlo</h3>
            <p>{who}</p>
          </div>
          {sheets.length > 0 ? (
            <div className={styles.fact}>
              <h3 className={styles.factTitle}>
                {sheets.length === 1 ? "La scheda e i suoi limiti" : "Le schede e i loro limiti"}
              </h3>
              {sheets.map((sheet) => (
                <div key={sheet.title}>
                  <p>
                    <strong>{sheet.title}</strong> {sheet.limits}
                  </p>
                  {sheet.conditions.length > 0 ? (
                    <>
                      <p>
                        <strong>
                          {sheet.conditions.length === 1 ? "A questa condizione:" : "A queste condizioni:"}
                        </strong>
                      </p>
                      <CheckList items={sheet.conditions} />
                    </>
                  ) : null}
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
                La {trainingPath ? <SmartLink to={trainingPath}>formazione</SmartLink> : "formazione"}{" "}
                sull&apos;apparecchio la organizziamo noi.
              </p>
            )}
          </div>
          <div className={styles.fact} id="documenti">
            <h3 className={styles.factTitle}>Documenti e regole europee</h3>
            {/* The EU layer: whether Annex XVI of Regulation (EU) 2017/745 applies, then what to ask for. */}
            <p>
              <strong>{eu.status}</strong> {eu.details.join(" ")}
            </p>
            <CheckList items={documents} />
            {declarationUrl ? (
              <p>
                {/* A plain link: the PDF is a file, not a page of the site. */}
                <a href={declarationUrl} download>
                  Dichiarazione UE di conformità (PDF)
                </a>
              </p>
            ) : null}
            <p className={styles.updated}>{eu.scope}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
