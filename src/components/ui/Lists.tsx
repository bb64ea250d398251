import React from "react";
import { CheckIcon } from "./icons";
import * as styles from "./Lists.module.css";

/** A list with check marks: treatments, benefits, what is included. */
export function CheckList({ items }: { items: readonly string[] | null | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={styles.check}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={20} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
