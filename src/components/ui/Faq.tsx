import React from "react";
import * as styles from "./Faq.module.css";

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** Frequently asked questions as native disclosures: they work without JavaScript and with the keyboard. */
export function Faq({
  items,
  title = "Domande frequenti",
}: {
  items: readonly FaqItem[] | null | undefined;
  title?: string;
}) {
  if (!items || items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="faq-heading">
      <div className="container">
        <h2 id="faq-heading">{title}</h2>
        <div className={styles.list}>
          {items.map((item) => (
            <details key={item.question} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
