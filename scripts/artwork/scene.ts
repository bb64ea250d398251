/**
 * Room and staging elements: wall/floor background with an arched niche,
 * display podiums, contact shadows, halos, sparkles and a decorative plant.
 */
import { C, type Tone } from "./palette";
import { circle, ellipse, g, n, n3, path, place, rect, smooth, type Pt } from "./svg";

const archFill: Record<Tone, string> = {
  rose: "url(#gArchRose)",
  teal: "url(#gArchTeal)",
  sand: "url(#gArchSand)",
  deep: "url(#gArchDeep)",
};

export interface ArchOpts {
  cx: number;
  w: number;
  top: number;
  tone: Tone;
}

export interface StageOpts {
  w: number;
  h: number;
  /** y of the wall/floor line */
  horizon: number;
  arches?: readonly ArchOpts[];
  /** thin gold circle outline behind the subject */
  ring?: { cx: number; cy: number; r: number };
  /** extra soft colour blobs on the wall */
  blobs?: readonly { cx: number; cy: number; r: number; color: string; opacity: number }[];
}

/** Arched niche, with a soft inner shadow on its left edge and a gold hairline. */
export function arch(a: ArchOpts, bottom: number): string {
  const x0 = a.cx - a.w / 2;
  const x1 = a.cx + a.w / 2;
  const r = a.w / 2;
  const d = `M${n(x0)} ${n(bottom)}V${n(a.top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(a.top + r)}V${n(bottom)}Z`;
  const inner =
    `M${n(x0 + 14)} ${n(bottom)}V${n(a.top + r)}A${n(r - 14)} ${n(r - 14)} 0 0 1 ${n(x1 - 14)} ` +
    `${n(a.top + r)}V${n(bottom)}`;
  return (
    path(d, `fill="${archFill[a.tone]}"`) +
    path(inner, `fill="none" stroke="#ffffff" stroke-opacity="${a.tone === "deep" ? 0.12 : 0.55}" stroke-width="2"`)
  );
}

export function stage(o: StageOpts): string {
  const parts: string[] = [];
  parts.push(rect(0, 0, o.w, o.h, 0, 'fill="url(#gWall)"'));
  for (const b of o.blobs ?? []) {
    parts.push(circle(b.cx, b.cy, b.r, `fill="${b.color}" opacity="${b.opacity}" filter="url(#fBlur48)"`));
  }
  if (o.ring) {
    parts.push(
      circle(o.ring.cx, o.ring.cy, o.ring.r, `fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.55"`),
    );
  }
  for (const a of o.arches ?? []) parts.push(arch(a, o.horizon));
  // floor with a soft light pool and a skirting hairline
  parts.push(rect(0, o.horizon, o.w, o.h - o.horizon, 0, 'fill="url(#gFloor)"'));
  parts.push(
    ellipse(
      o.w / 2,
      o.horizon + (o.h - o.horizon) * 0.45,
      o.w * 0.45,
      (o.h - o.horizon) * 0.5,
      'fill="#ffffff" opacity="0.35" filter="url(#fBlur48)"',
    ),
  );
  parts.push(rect(0, o.horizon - 1, o.w, 3, 0, `fill="#ffffff" opacity="0.8"`));
  return parts.join("");
}

/** Soft elliptical contact shadow on the floor. */
export const contactShadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string =>
  ellipse(cx, cy, rx, ry, `fill="${C.tealDeep}" opacity="${opacity}" filter="url(#fBlur12)"`);

/** Cylindrical display podium; (cx, top) is the centre of its top face. */
export function podium(cx: number, top: number, rx: number, height: number, tone: "light" | "teal" = "light"): string {
  const ry = rx * 0.16;
  const side =
    `M${n(cx - rx)} ${n(top)}V${n(top + height)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ` +
    `${n(top + height)}V${n(top)}Z`;
  const sideFill = tone === "teal" ? "url(#gPodiumSideTeal)" : "url(#gPodiumSide)";
  return (
    contactShadow(cx, top + height + ry * 0.6, rx * 1.08, ry * 1.2, 0.25) +
    path(side, `fill="${sideFill}"`) +
    ellipse(cx, top, rx, ry, 'fill="url(#gPodiumTop)"') +
    ellipse(cx, top, rx - 1, ry - 1, `fill="none" stroke="${C.gold}" stroke-width="2.5" opacity="0.85"`)
  );
}

/** White radial halo, used to spotlight a motif. */
export const halo = (cx: number, cy: number, r: number, opacity = 1): string =>
  circle(cx, cy, r, `fill="url(#gHalo)" opacity="${opacity}"`);

/** Four-point sparkle. */
export function sparkle(cx: number, cy: number, s: number, color: string = C.gold, opacity = 1): string {
  const k = s * 0.22;
  const d =
    `M${n(cx)} ${n(cy - s)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + s)} ${n(cy)}` +
    `Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + s)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - s)} ${n(cy)}` +
    `Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - s)}Z`;
  return path(d, `fill="${color}" opacity="${opacity}"`);
}

/** Row of small gold dots, a quiet decorative accent. */
export function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  color: string = C.gold,
  opacity = 0.45,
): string {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += circle(x + c * gap, y + r * gap, 2.6, `fill="${color}"`);
  return g(out, `opacity="${opacity}"`);
}

/** A leaf: pointed ellipse along the +y axis, length len. */
function leaf(len: number, wid: number, fill: string): string {
  const d =
    `M0 0C${n(wid)} ${n(len * 0.25)} ${n(wid * 0.8)} ${n(len * 0.75)} 0 ${n(len)}C${n(-wid * 0.8)} ` +
    `${n(len * 0.75)} ${n(-wid)} ${n(len * 0.25)} 0 0Z`;
  return (
    path(d, `fill="${fill}"`) +
    path(`M0 ${n(len * 0.08)}L0 ${n(len * 0.9)}`, 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"')
  );
}

/** Vase with a few elegant stems of leaves; (x, y) is the floor point under the vase. */
export function plant(x: number, y: number, scale = 1, mirror = false): string {
  const stems: { pts: Pt[]; leaves: number }[] = [
    {
      pts: [
        [0, -150],
        [-10, -260],
        [-40, -360],
        [-70, -430],
      ],
      leaves: 6,
    },
    {
      pts: [
        [0, -150],
        [12, -280],
        [30, -390],
        [60, -470],
      ],
      leaves: 7,
    },
    {
      pts: [
        [0, -150],
        [-30, -230],
        [-85, -290],
        [-130, -310],
      ],
      leaves: 4,
    },
    {
      pts: [
        [0, -150],
        [35, -220],
        [90, -270],
        [125, -280],
      ],
      leaves: 4,
    },
  ];
  let foliage = "";
  stems.forEach((s, si) => {
    foliage += path(smooth(s.pts), `fill="none" stroke="${C.tealDark}" stroke-width="3" stroke-linecap="round"`);
    for (let i = 1; i <= s.leaves; i++) {
      const t = i / (s.leaves + 0.5);
      const seg = Math.min(s.pts.length - 2, Math.floor(t * (s.pts.length - 1)));
      const lt = t * (s.pts.length - 1) - seg;
      const a = s.pts[seg]!;
      const b = s.pts[seg + 1]!;
      const px = a[0] + (b[0] - a[0]) * lt;
      const py = a[1] + (b[1] - a[1]) * lt;
      const dir = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
      const side = i % 2 === 0 ? 1 : -1;
      const fill = (i + si) % 3 === 0 ? C.tealMid : (i + si) % 3 === 1 ? C.teal : "#3f9a8f";
      foliage += place(leaf(58 - i * 3, 17, fill), px, py, 1, dir - 90 + side * 55);
    }
  });
  const vase =
    path("M-58 -150C-66 -90 -52 -30 -34 0H34C52 -30 66 -90 58 -150Z", 'fill="url(#gCylWhite)"') +
    path("M-58 -150C-66 -90 -52 -30 -34 0H34C52 -30 66 -90 58 -150Z", 'fill="url(#gShade)" opacity="0.6"') +
    ellipse(0, -150, 58, 9, `fill="#e7ded3" stroke="${C.gold}" stroke-width="2"`);
  const sx = mirror ? -scale : scale;
  return g(
    contactShadow(0, 4, 70, 10, 0.2) + g(foliage, 'filter="url(#fShadowSm)"') + vase,
    `transform="translate(${n(x)} ${n(y)}) scale(${n3(sx)} ${n3(scale)})"`,
  );
}

/** Cabin back wall with an arched window full of soft daylight. */
export function archWindow(cx: number, top: number, w: number, bottom: number): string {
  const r = w / 2;
  const d = `M${cx - r} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${cx + r} ${top + r}V${bottom}Z`;
  return (
    g(path(d, `fill="#ffffff"`), 'filter="url(#fShadowSm)"') +
    path(
      `M${cx - r + 14} ${bottom}V${top + r}A${r - 14} ${r - 14} 0 0 1 ${cx + r - 14} ${top + r}V${bottom}Z`,
      'fill="url(#gWindow)"',
    ) +
    rect(cx - 4, top + 14, 8, bottom - top - 14, 2, 'fill="#e9e2da"') +
    rect(cx - r + 14, top + r + 40, w - 28, 8, 2, 'fill="#e9e2da"') +
    path(
      `M${cx - r * 0.6} ${bottom}L${cx - r * 0.1} ${top + r * 0.6}H${cx + r * 0.2}L${cx - r * 0.3} ${bottom}Z`,
      'fill="#ffffff" opacity="0.7"',
    )
  );
}
