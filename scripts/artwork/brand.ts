/**
 * The Venere Tech emblem: two leaf-like petals opening into a "V" (the shell of Venus)
 * with a pearl resting between them. Drawn in a 100 x 100 box.
 */
import { C } from "./palette";

export interface EmblemColors {
  left: string;
  right: string;
  pearl: string;
  /** colour of the fine vein line inside each petal */
  vein?: string;
}

export const LEFT_PETAL = "M50 90C30.5 76 12.5 53 15 18.5C33.5 28 48 49.5 50 90Z";
export const RIGHT_PETAL = "M50 90C69.5 76 87.5 53 85 18.5C66.5 28 52 49.5 50 90Z";
export const PEARL = { cx: 50, cy: 33, r: 8 } as const;

/** Emblem markup in the 100 x 100 box. */
export function emblem(colors: EmblemColors = { left: C.teal, right: C.gold, pearl: C.gold }): string {
  const vein = colors.vein
    ? `<path d="M47 80C38 63 28 46 21 28" fill="none" stroke="${colors.vein}" stroke-width="1.6" ` +
      `stroke-linecap="round"/>` +
      `<path d="M53 80C62 63 72 46 79 28" fill="none" stroke="${colors.vein}" stroke-width="1.6" ` +
      `stroke-linecap="round"/>`
    : "";
  return (
    `<path d="${LEFT_PETAL}" fill="${colors.left}"/>` +
    `<path d="${RIGHT_PETAL}" fill="${colors.right}"/>` +
    vein +
    `<circle cx="${PEARL.cx}" cy="${PEARL.cy}" r="${PEARL.r}" fill="${colors.pearl}"/>`
  );
}
