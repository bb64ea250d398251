/**
 * Low-level SVG helpers shared by every illustration: number formatting, geometry,
 * a seeded PRNG, unique ids and the document wrapper with the shared <defs>.
 */
import { C } from "./palette";

export type Pt = readonly [number, number];

/** Formats a number with at most one decimal, keeping the markup compact. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Formats a number with up to three decimals (scales, opacities). */
export const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

/** transform="translate() rotate() scale()" value. */
export function tf(x: number, y: number, scale = 1, rotate = 0): string {
  let out = `translate(${n(x)} ${n(y)})`;
  if (rotate !== 0) out += ` rotate(${n(rotate)})`;
  if (scale !== 1) out += ` scale(${n3(scale)})`;
  return out;
}

/** A group; attrs is raw attribute text. */
export const g = (content: string, attrs = ""): string => (attrs ? `<g ${attrs}>${content}</g>` : `<g>${content}</g>`);

/** A group placed with translate/rotate/scale. */
export const place = (content: string, x: number, y: number, scale = 1, rotate = 0, extra = ""): string =>
  g(content, `transform="${tf(x, y, scale, rotate)}"${extra ? " " + extra : ""}`);

export const rect = (x: number, y: number, w: number, h: number, r: number, attrs: string): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${attrs}/>`;

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

export const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;

/** Polygon with every corner rounded by r (quadratic corners). */
export function roundedPolygon(points: readonly Pt[], r: number | readonly number[]): string {
  const count = points.length;
  let d = "";
  for (let i = 0; i < count; i++) {
    const prev = points[(i - 1 + count) % count]!;
    const cur = points[i]!;
    const next = points[(i + 1) % count]!;
    const radius = typeof r === "number" ? r : (r[i] ?? 0);
    const l1 = Math.hypot(cur[0] - prev[0], cur[1] - prev[1]);
    const l2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const r1 = Math.min(radius, l1 / 2);
    const r2 = Math.min(radius, l2 / 2);
    const a: Pt = [cur[0] + ((prev[0] - cur[0]) * r1) / l1, cur[1] + ((prev[1] - cur[1]) * r1) / l1];
    const b: Pt = [cur[0] + ((next[0] - cur[0]) * r2) / l2, cur[1] + ((next[1] - cur[1]) * r2) / l2];
    d += `${i === 0 ? "M" : "L"}${n(a[0])} ${n(a[1])}Q${n(cur[0])} ${n(cur[1])} ${n(b[0])} ${n(b[1])}`;
  }
  return d + "Z";
}

/** Smooth open curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[], tension = 1): string {
  if (points.length < 2) return "";
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Smooth closed curve through the points. */
export function smoothClosed(points: readonly Pt[], tension = 1): string {
  const count = points.length;
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = points[(i - 1 + count) % count]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % count]!;
    const p3 = points[(i + 2) % count]!;
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + "Z";
}

/** Circular arc path from angle a0 to a1 (degrees, 0 = up, clockwise). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number): Pt => {
    const rad = ((a - 90) * Math.PI) / 180;
    return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)];
  };
  const s = p(a0);
  const e = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${n(s[0])} ${n(s[1])}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(e[0])} ${n(e[1])}`;
}

/** Point at distance len from (x, y) in direction `angle` (0 = down, clockwise positive as in SVG rotate). */
export function along(x: number, y: number, angle: number, len: number): Pt {
  const rad = (angle * Math.PI) / 180;
  return [x - len * Math.sin(rad), y + len * Math.cos(rad)];
}

/** Small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let idCounter = 0;
/** Unique id inside one document; reset by svgDoc's caller through resetIds(). */
export function uid(prefix: string): string {
  idCounter += 1;
  return `${prefix}${idCounter}`;
}
export function resetIds(): void {
  idCounter = 0;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]): string =>
  list
    .map(
      ([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${n3(a)}"`}/>`,
    )
    .join("");

export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return (
    `<linearGradient id="${id}" x1="${n3(x1)}" y1="${n3(y1)}" x2="${n3(x2)}" y2="${n3(y2)}">${stops(list)}` +
    `</linearGradient>`
  );
}

export function radial(
  id: string,
  list: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx?: number,
  fy?: number,
): string {
  const focus = fx === undefined ? "" : ` fx="${n3(fx)}" fy="${n3(fy ?? cy)}"`;
  return (
    `<radialGradient id="${id}" cx="${n3(cx)}" cy="${n3(cy)}" r="${n3(r)}"${focus}>${stops(list)}` + `</radialGradient>`
  );
}

const blur = (id: string, sd: number, pad = 60): string =>
  `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}` +
  `%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

const dropShadow = (id: string, sd: number, dy: number, opacity: number): string =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%" color-interpolation-filters="sRGB">` +
  `<feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dy="${dy}" result="b"/>` +
  `<feFlood flood-color="${C.tealDeep}" flood-opacity="${opacity}"/><feComposite in2="b" operator="in"/>` +
  `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** Gradients and filters available in every document, referenced as url(#id). */
function baseDefs(): string {
  return [
    // device shells
    linear(
      "gBody",
      [
        [0, "#ffffff"],
        [0.5, "#f7f3ee"],
        [0.82, "#e9e2da"],
        [1, "#d6cdc2"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear("gBodyV", [
      [0, "#ffffff"],
      [1, "#e8e0d6"],
    ]),
    linear(
      "gTeal",
      [
        [0, "#16788a"],
        [0.55, C.teal],
        [1, C.tealDark],
      ],
      0,
      0,
      1,
      1,
    ),
    linear("gTealV", [
      [0, "#137082"],
      [1, C.tealDark],
    ]),
    linear(
      "gTealDeep",
      [
        [0, C.tealDark],
        [1, C.tealDeep],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gCylTeal",
      [
        [0, C.tealDeep],
        [0.3, "#1d8494"],
        [0.55, C.teal],
        [1, C.tealDeep],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gCylWhite",
      [
        [0, "#d9d1c6"],
        [0.3, "#ffffff"],
        [0.65, "#f1ebe4"],
        [1, "#cbc0b3"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear("gArm", [
      [0, "#f7f3ee"],
      [0.35, "#ffffff"],
      [0.7, "#e6ded4"],
      [1, "#c7bcaf"],
    ]),
    linear(
      "gCylInk",
      [
        [0, "#101216"],
        [0.32, "#454c58"],
        [0.6, "#262a32"],
        [1, "#0e1014"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gMetal",
      [
        [0, "#9aa3ab"],
        [0.35, "#f4f6f7"],
        [0.6, "#c9d0d5"],
        [1, "#8d969e"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gGold",
      [
        [0, "#ecd8b1"],
        [0.45, C.gold],
        [1, C.goldDeep],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gCylGold",
      [
        [0, "#9c7843"],
        [0.35, "#f0dcb6"],
        [0.6, C.gold],
        [1, "#8f6d3c"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gRose",
      [
        [0, "#f3e6e2"],
        [1, "#dfc4bb"],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gRoseH",
      [
        [0, "#cdb0a6"],
        [0.35, "#f4e7e3"],
        [0.7, C.rose],
        [1, "#c9aba1"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gScreen",
      [
        [0, "#0b2e37"],
        [0.55, C.tealDark],
        [1, "#12707f"],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gBezel",
      [
        [0, "#3a404b"],
        [1, "#15171c"],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gPaper",
      [
        [0, "#ffffff"],
        [1, "#f3eee8"],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gKraft",
      [
        [0, "#e2c79c"],
        [1, "#caa676"],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "gKraftSide",
      [
        [0, "#c59f6c"],
        [1, "#b08a58"],
      ],
      0,
      0,
      1,
      1,
    ),
    // cylinder shading overlay for any shape (apply on top)
    linear(
      "gShade",
      [
        [0, "#000", 0.18],
        [0.28, "#fff", 0.22],
        [0.5, "#fff", 0],
        [1, "#000", 0.22],
      ],
      0,
      0,
      1,
      0,
    ),
    linear("gPuff", [
      [0, "#000", 0.22],
      [0.18, "#fff", 0.05],
      [0.5, "#fff", 0.2],
      [1, "#000", 0.12],
    ]),
    linear("gBoot", [
      [0, "#2a8797"],
      [1, "#0f6475"],
    ]),
    linear("gShadeV", [
      [0, "#fff", 0.25],
      [0.4, "#fff", 0],
      [1, "#000", 0.12],
    ]),
    // lights and glows
    radial("gGlow", [
      [0, "#ffffff", 1],
      [0.25, "#e9fffd", 0.95],
      [0.55, "#8fe3df", 0.45],
      [1, "#2aa6a8", 0],
    ]),
    radial("gGlowGold", [
      [0, "#fffaf0", 1],
      [0.35, "#f1dcb4", 0.8],
      [1, C.gold, 0],
    ]),
    radial("gGlowRose", [
      [0, "#fff6f3", 1],
      [0.4, "#f2d9d2", 0.7],
      [1, C.rose, 0],
    ]),
    radial("gHalo", [
      [0, "#ffffff", 0.95],
      [0.6, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ]),
    radial(
      "gBubble",
      [
        [0, "#ffffff", 0.95],
        [0.35, "#ffffff", 0.35],
        [0.8, "#bfe3e3", 0.25],
        [1, "#6fb9bd", 0.55],
      ],
      0.5,
      0.5,
      0.5,
      0.35,
      0.3,
    ),
    radial(
      "gSphereTeal",
      [
        [0, "#7cc6cd"],
        [0.45, "#1f8797"],
        [1, C.tealDeep],
      ],
      0.5,
      0.5,
      0.55,
      0.35,
      0.3,
    ),
    radial(
      "gSphereGold",
      [
        [0, "#fbf0dc"],
        [0.45, C.gold],
        [1, "#8a6837"],
      ],
      0.5,
      0.5,
      0.55,
      0.35,
      0.3,
    ),
    radial(
      "gSphereIvory",
      [
        [0, "#ffffff"],
        [0.6, "#efe8e0"],
        [1, "#cbbfb1"],
      ],
      0.5,
      0.5,
      0.55,
      0.35,
      0.3,
    ),
    linear("gBeam", [
      [0, "#ffffff", 0.95],
      [0.35, "#bff3ef", 0.6],
      [1, "#7fd6d4", 0],
    ]),
    linear("gBeamGold", [
      [0, "#fffaf0", 0.95],
      [0.4, "#f1dcb4", 0.55],
      [1, C.gold, 0],
    ]),
    // rooms
    linear("gWall", [
      [0, "#fbf9f6"],
      [1, "#f2ece5"],
    ]),
    linear("gFloor", [
      [0, "#e9e0d6"],
      [1, "#ddd1c4"],
    ]),
    linear("gArchRose", [
      [0, "#f4e8e4"],
      [1, "#e6d0c9"],
    ]),
    linear("gArchTeal", [
      [0, "#e6f0ef"],
      [1, "#cfe1e0"],
    ]),
    linear("gArchSand", [
      [0, "#f5eee6"],
      [1, "#e8dccf"],
    ]),
    linear("gArchDeep", [
      [0, "#1a7687"],
      [1, C.tealDark],
    ]),
    linear(
      "gPodiumSide",
      [
        [0, "#d8ccbf"],
        [0.3, "#f6f1eb"],
        [0.7, "#e6ddd2"],
        [1, "#cbbcad"],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "gPodiumSideTeal",
      [
        [0, C.tealDeep],
        [0.3, "#1b7f8f"],
        [0.7, C.teal],
        [1, C.tealDeep],
      ],
      0,
      0,
      1,
      0,
    ),
    radial(
      "gPodiumTop",
      [
        [0, "#ffffff"],
        [1, "#efe8e0"],
      ],
      0.45,
      0.35,
      0.7,
    ),
    linear("gWindow", [
      [0, "#ffffff"],
      [0.6, "#f4f7f6"],
      [1, "#e3ecea"],
    ]),
    // filters
    dropShadow("fShadow", 14, 16, 0.2),
    dropShadow("fShadowSm", 6, 6, 0.18),
    dropShadow("fShadowLg", 24, 26, 0.18),
    blur("fBlur2", 2),
    blur("fBlur6", 6),
    blur("fBlur12", 12),
    blur("fBlur24", 24),
    blur("fBlur48", 48, 80),
  ].join("");
}

/** Wraps a body into a complete SVG document with the shared defs. */
export function svgDoc(w: number, h: number, body: string, extraDefs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${baseDefs()}${extraDefs}</defs>${body}</svg>`
  );
}
