import React from "react";
import { SmartLink } from "../SmartLink";
import { CheckList } from "../ui/Lists";
import { offeredFormulas, type IncludedFormula } from "../../lib/formulas";

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
  const shown = offeredFormulas(offer, formulas).filter((f) => (f.frontmatter.included?.length ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <div>
      {shown.map((f) => (
        <div key={f.fields.path}>
          <h3>
            <SmartLink to={f.fields.path ?? ""}>{f.frontmatter.name}</SmartLink>
          </h3>
          <CheckList items={f.frontmatter.included} />
        </div>
      ))}
    </div>
  );
}
