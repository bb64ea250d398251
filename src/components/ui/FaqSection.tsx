import React from "react";
import * as styles from "./Faq.module.css";

import type { FaqProps } from "./Faq";

/** Frequently asked questions as native disclosures: they work without JavaScript and with the keyboard. */
export default function FaqSection({ items, title = "Domande frequenti" }: FaqProps) {
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
