/** The link to the payback calculator, with the page's machine (if any) preselected there. */
import React from "react";
import { CALCULATOR_PATH, MACHINE_PARAM } from "../../lib/contact-path";
import { SmartLink } from "../SmartLink";
import * as styles from "./PaybackLink.module.css";

/** `block`: on a line of its own, below the content before it (the formula pages' steps). */
export function PaybackLink({ machine, block = false }: { machine?: string | null; block?: boolean }) {
  const to = machine ? `${CALCULATOR_PATH}?${MACHINE_PARAM}=${encodeURIComponent(machine)}` : CALCULATOR_PATH;
  const link = (
    <SmartLink to={to} className="btn btn-secondary">
      Calcolate il rientro
    </SmartLink>
  );
  return block ? <p className={styles.block}>{link}</p> : link;
}
