import React from "react";
import * as styles from "./Features.module.css";

/** Numbered steps: how a formula works. */
export function Steps({ items }: { items: ReadonlyArray<{ title: string; text: string }> | null | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ol className={styles.steps}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <h3 className={styles.stepTitle}>{item.title}</h3>
          <p className={styles.stepText}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Titled feature boxes: highlights, service features. */
export function FeatureGrid({ items }: { items: ReadonlyArray<{ title: string; text: string }> | null | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={styles.features}>
      {items.map((item) => (
        <li key={item.title} className={styles.feature}>
          <h3 className={styles.featureTitle}>{item.title}</h3>
          <p className={styles.featureText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
