/**
 * The formulas a machine is offered with. Its own module, so that a page linking to them (city pages) does not
 * take the component that lists what each includes (machine pages).
 */

/** A formula as the IncludedFormula fragment queries it (its offerKey is the value machines name in "offer"). */
export type IncludedFormula = Queries.IncludedFormulaFragment;

/** The formulas a machine is offered with (its "offer" list), in their order. */
export function offeredFormulas(offer: readonly string[], formulas: readonly IncludedFormula[]): IncludedFormula[] {
  return formulas.filter((f) => f.frontmatter.offerKey !== null && offer.includes(f.frontmatter.offerKey));
}
