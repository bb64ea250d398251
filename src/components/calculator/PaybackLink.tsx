/** The link to the payback calculator, with the page's machine (if any) preselected there. */
import React from "react";
import { calculatorHref } from "../../lib/contact-path";
import { SmartLink } from "../SmartLink";
import * as styles from "./PaybackLink.module.css";

/** `block`: on a line of its own, below the content before it (the formula pages' steps). */
export function PaybackLink({ machine, block = false }: { machine?: string | null; block?: boolean }) {
  const link = (
    <SmartLink to={calculatorHref(machine)} className="btn btn-secondary">
      Calcolate il rientro
    </SmartLink>
  );
  return block ? <p className={styles.block}>{link}</p> : link;
}
