/** Venere Tech brand palette plus a few derived tones used for shading. */
export const C = {
  teal: "#0e5e6f",
  tealDark: "#0a4654",
  tealDeep: "#073540",
  tealMid: "#2f8494",
  tealLight: "#8cc3c8",
  tealMist: "#dcebea",
  aqua: "#7fd6d4",
  gold: "#c9a36a",
  goldLight: "#e8d3ab",
  goldDeep: "#a9834c",
  ivory: "#f6f2ee",
  ivoryDeep: "#ebe3da",
  sand: "#d9cdbf",
  ink: "#1c1f26",
  inkSoft: "#4a505c",
  grey: "#9a9289",
  rose: "#e9d6d0",
  roseDeep: "#d3b3a9",
  white: "#ffffff",
} as const;

export type Tone = "rose" | "teal" | "sand" | "deep";
