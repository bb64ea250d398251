/**
 * The periods, in months, over which the payback calculator spreads a purchase for its break-even and draws its
 * chart: the form's choice (rendered with the page) and the sums (src/lib/payback.ts) read them from here.
 */
export const TERMS = [24, 36, 48, 60] as const;
export const DEFAULT_TERM = 60;
