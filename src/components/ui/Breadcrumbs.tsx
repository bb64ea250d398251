import React from "react";
import { SmartLink } from "../SmartLink";
import * as styles from "./Breadcrumbs.module.css";

export interface Crumb {
  readonly title: string;
  readonly url: string;
}

/** Where the page sits: Home > section > page. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Percorso" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.url}>
            {i < trail.length - 1 ? (
              <SmartLink to={crumb.url}>{crumb.title}</SmartLink>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
