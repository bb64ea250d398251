import React from "react";
import { SECTION_PATHS } from "../../config/site-structure";
import { SmartLink } from "../SmartLink";
import { CheckList } from "../ui/Lists";

export interface IncludedFormula {
  readonly name: string;
  readonly slug: string;
  /** The formula's offer value (acquisto, noleggio) that machines name in their "offer" list. */
  readonly offerKey: string | null;
  readonly included: readonly string[] | null;
}

/**
 * What comes with a machine in each formula it is offered with. The lists are the formulas' own ("Cosa è
 * incluso" in content/formule): a machine or city page never writes the promise again, it shows the formula's.
 */
export function FormulaIncluded({
  offer,
  formulas,
}: {
  offer: readonly string[];
  formulas: readonly IncludedFormula[];
}) {
  const shown = formulas.filter(
    (f) => f.offerKey !== null && offer.includes(f.offerKey) && (f.included?.length ?? 0) > 0,
  );
  if (shown.length === 0) return null;
  return (
    <div>
      {shown.map((f) => (
        <div key={f.slug}>
          <h3>
            <SmartLink to={`${SECTION_PATHS.formulas}/${f.slug}`}>{f.name}</SmartLink>
          </h3>
          <CheckList items={f.included} />
        </div>
      ))}
    </div>
  );
}
