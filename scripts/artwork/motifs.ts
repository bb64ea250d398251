/**
 * Energy and body motifs: light beams, ripples, spectrum fans, bubbles, mist,
 * skin layers, pulse charts and stylised body silhouettes.
 */
import { C } from "./palette";
import { sparkle } from "./scene";
import { arc, circle, ellipse, g, n, path, place, prng, rect, smooth, smoothClosed, uid, type Pt } from "./svg";

/** Light beam leaving a tip at (x, y) in direction angle (0 = down); the glow at the end stays horizontal. */
export function beam(x: number, y: number, angle: number, len: number, w0: number, w1: number, gold = false): string {
  const grad = gold ? "url(#gBeamGold)" : "url(#gBeam)";
  const glow = gold ? "url(#gGlowGold)" : "url(#gGlow)";
  const cone = path(
    `M${n(-w0 / 2)} 0L${n(w0 / 2)} 0L${n(w1 / 2)} ${n(len)}L${n(-w1 / 2)} ${n(len)}Z`,
    `fill="${grad}"`,
  );
  const core = path(
    `M${n(-w0 / 6)} 0L${n(w0 / 6)} 0L${n(w1 / 8)} ${n(len * 0.85)}L${n(-w1 / 8)} ${n(len * 0.85)}Z`,
    `fill="${grad}"`,
  );
  const rad = (angle * Math.PI) / 180;
  const ex = x - len * Math.sin(rad);
  const ey = y + len * Math.cos(rad);
  return (
    place(
      g(cone + core, 'filter="url(#fBlur2)"') + ellipse(0, 0, w0 * 1.1, w0 * 0.6, `fill="${glow}"`),
      x,
      y,
      1,
      angle,
    ) +
    ellipse(ex, ey, w1 * 0.95, w1 * 0.26, `fill="${glow}"`) +
    ellipse(
      ex,
      ey,
      w1 * 0.75,
      w1 * 0.2,
      `fill="none" stroke="${gold ? C.gold : C.aqua}" stroke-width="2" opacity="0.6"`,
    ) +
    ellipse(
      ex,
      ey,
      w1 * 1.15,
      w1 * 0.32,
      `fill="none" stroke="${gold ? C.gold : C.aqua}" stroke-width="1.5" opacity="0.35"`,
    )
  );
}

/** Soft scatter of sparkles around a point, deterministic. */
export function sparkles(
  cx: number,
  cy: number,
  spread: number,
  count: number,
  seed: number,
  color: string = C.gold,
): string {
  const rnd = prng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = rnd() * Math.PI * 2;
    const d = spread * (0.35 + rnd() * 0.65);
    out += sparkle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, 6 + rnd() * 9, color, 0.55 + rnd() * 0.4);
  }
  return out;
}

/** Concentric rings, alternating teal and gold, fading outwards; ry/rx gives perspective. */
export function ripples(
  cx: number,
  cy: number,
  r0: number,
  step: number,
  count: number,
  squash = 1,
  width = 3,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = r0 + i * step;
    const color = i % 2 === 0 ? C.teal : C.gold;
    const op = 0.85 - (i / count) * 0.7;
    out += ellipse(
      cx,
      cy,
      r,
      r * squash,
      `fill="none" stroke="${color}" stroke-width="${n(width)}" opacity="${op.toFixed(2)}"`,
    );
  }
  return out;
}

/** Short sound-wave arcs ")))" facing direction angle (degrees, 0 = up, clockwise). */
export function soundArcs(
  cx: number,
  cy: number,
  facing: number,
  r0: number,
  step: number,
  count: number,
  span = 70,
  color: string = C.teal,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = r0 + i * step;
    out += path(
      arc(cx, cy, r, facing - span / 2, facing + span / 2),
      `fill="none" stroke="${i % 2 ? C.gold : color}" stroke-width="${n(5 - i * 0.6)}" stroke-linecap="round" ` +
        `opacity="${(0.9 - i * 0.15).toFixed(2)}"`,
    );
  }
  return out;
}

const SPECTRUM = ["#8b7fc7", "#5d93cf", "#4fb3b0", "#8fc48a", "#e1c35f", "#e8a064", "#dc7f78"] as const;

/** Fan of coloured rays (broad-spectrum light) leaving (x, y) in direction angle (0 = down). */
export function spectrumFan(x: number, y: number, angle: number, len: number, w0: number, w1: number): string {
  const k = SPECTRUM.length;
  const gid = uid("fan");
  let rays =
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" ` +
    `stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const mask = uid("fm");
  rays += `<mask id="${mask}">${rect(-w1, 0, w1 * 2, len, 0, `fill="url(#${gid})"`)}</mask>`;
  let fan = "";
  SPECTRUM.forEach((c, i) => {
    const a0 = -w0 / 2 + (w0 / k) * i;
    const a1 = a0 + w0 / k;
    const b0 = -w1 / 2 + (w1 / k) * i;
    const b1 = b0 + w1 / k;
    fan += path(`M${n(a0)} 0L${n(a1)} 0L${n(b1)} ${n(len)}L${n(b0)} ${n(len)}Z`, `fill="${c}" opacity="0.75"`);
  });
  return place(
    rays +
      g(fan, `mask="url(#${mask})"`) +
      path(
        `M${n(-w0 / 2)} 0L${n(w0 / 2)} 0L${n(w1 * 0.12)} ${n(len * 0.7)}L${n(-w1 * 0.12)} ${n(len * 0.7)}Z`,
        'fill="url(#gBeam)" opacity="0.9"',
      ) +
      ellipse(0, 0, w0 * 0.7, w0 * 0.22, 'fill="url(#gGlow)"'),
    x,
    y,
    1,
    angle,
  );
}

/** Card showing a smooth emission spectrum curve over a rainbow band. */
export function spectrumCard(x: number, y: number, w: number, h: number): string {
  const gid = uid("spec");
  const stops = SPECTRUM.map(
    (c, i) => `<stop offset="${(i / (SPECTRUM.length - 1)).toFixed(3)}" stop-color="${c}"/>`,
  ).join("");
  const bandY = y + h * 0.62;
  const pts: Pt[] = [
    [x + w * 0.1, bandY - 6],
    [x + w * 0.3, bandY - h * 0.2],
    [x + w * 0.5, bandY - h * 0.45],
    [x + w * 0.68, bandY - h * 0.38],
    [x + w * 0.9, bandY - h * 0.12],
  ];
  return (
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0">${stops}</linearGradient>` +
    g(rect(x, y, w, h, 24, 'fill="url(#gPaper)"'), 'filter="url(#fShadow)"') +
    rect(x + w * 0.1, bandY, w * 0.8, 16, 8, `fill="url(#${gid})"`) +
    path(
      smooth(pts) + `L${n(x + w * 0.9)} ${n(bandY)}L${n(x + w * 0.1)} ${n(bandY)}Z`,
      `fill="url(#${gid})" opacity="0.22"`,
    ) +
    path(smooth(pts), `fill="none" stroke="${C.teal}" stroke-width="4" stroke-linecap="round"`) +
    rect(x + w * 0.1, y + h * 0.8, w * 0.3, 8, 4, `fill="${C.sand}"`) +
    rect(x + w * 0.45, y + h * 0.8, w * 0.18, 8, 4, `fill="${C.goldLight}"`)
  );
}

/** Glassy bubbles scattered in a box, deterministic. */
export function bubbles(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  seed: number,
  rMin = 6,
  rMax = 26,
  rim = "#ffffff",
): string {
  const rnd = prng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = rMin + (rMax - rMin) * rnd() * rnd();
    const cx = x + rnd() * w;
    const cy = y + rnd() * h;
    out +=
      circle(cx, cy, r, 'fill="url(#gBubble)"') +
      circle(cx, cy, r, `fill="none" stroke="${rim}" stroke-width="${n(Math.max(1.2, r * 0.08))}" opacity="0.9"`);
    out += circle(cx - r * 0.35, cy - r * 0.38, r * 0.18, 'fill="#ffffff" opacity="0.95"');
  }
  return out;
}

/** Fine mist: a widening plume of soft puffs and droplets leaving (x, y) towards angle (0 = up, clockwise). */
export function mist(
  x: number,
  y: number,
  angle: number,
  len: number,
  spread: number,
  count: number,
  seed: number,
): string {
  const rnd = prng(seed);
  let cloud = "";
  for (let i = 0; i < 9; i++) {
    const t = 0.18 + i * 0.1;
    const off = (rnd() - 0.5) * spread * t * 0.6;
    const r = spread * t * 0.42;
    cloud += circle(
      off,
      -len * t,
      r,
      `fill="${i % 2 ? "#d3e8e8" : "#eef7f6"}" opacity="${(0.9 - t * 0.4).toFixed(2)}"`,
    );
  }
  let drops = "";
  for (let i = 0; i < count; i++) {
    const t = Math.pow(rnd(), 0.7);
    const off = (rnd() - 0.5) * (10 + spread * t);
    const r = 1.6 + rnd() * 3.2 * (0.5 + t);
    const color = rnd() > 0.6 ? C.aqua : C.tealLight;
    drops += circle(off, -len * t, r, `fill="${color}" opacity="${(0.95 - t * 0.55).toFixed(2)}"`);
  }
  return place(g(cloud, 'filter="url(#fBlur12)"') + drops, x, y, 1, angle);
}

/** Cross-section of skin (epidermis, dermis, hypodermis) in a rounded block; top-left at (x, y). */
export function skinBlock(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { follicles?: boolean; seed?: number } = {},
): string {
  const clip = uid("skin");
  const wave = (yy: number, amp: number): string => {
    let d = `M${n(x - 10)} ${n(yy)}`;
    const segs = 8;
    for (let i = 0; i < segs; i++) {
      const x0 = x - 10 + ((w + 20) / segs) * i;
      const x1 = x0 + (w + 20) / segs;
      d += `Q${n((x0 + x1) / 2)} ${n(yy + (i % 2 ? amp : -amp))} ${n(x1)} ${n(yy)}`;
    }
    return d;
  };
  const l1 = y + h * 0.2;
  const l2 = y + h * 0.55;
  let inner =
    rect(x, y, w, h, 0, 'fill="#f3e0c2"') +
    path(wave(l2, 10) + `V${n(y)}H${n(x - 10)}Z`, 'fill="#e6c1b6"') +
    path(wave(l1, 6) + `V${n(y)}H${n(x - 10)}Z`, 'fill="#f5e3de"') +
    rect(x, y, w, 10, 0, 'fill="#fbefeb"');
  const rnd = prng(opts.seed ?? 3);
  for (let i = 0; i < 14; i++) {
    const cx = x + 30 + rnd() * (w - 60);
    const cy = l2 + 30 + rnd() * (y + h - l2 - 50);
    inner += circle(cx, cy, 14 + rnd() * 10, 'fill="#f9ebd2" stroke="#e3c89c" stroke-width="2"');
  }
  if (opts.follicles) {
    for (let i = 0; i < 5; i++) {
      const fx = x + w * (0.14 + i * 0.18);
      inner += path(
        `M${n(fx)} ${n(l2 - 6)}C${n(fx - 4)} ${n(l1 + 10)} ${n(fx + 3)} ${n(y + 14)} ${n(fx + 10)} ${n(y - 18)}`,
        'fill="none" stroke="#6d5148" stroke-width="3.5" stroke-linecap="round"',
      );
      inner += ellipse(fx, l2 - 4, 7, 10, 'fill="#a67c6f"');
    }
  }
  return (
    `<clipPath id="${clip}">${rect(x, y, w, h, 26, "")}</clipPath>` +
    g(g(inner, `clip-path="url(#${clip})"`), 'filter="url(#fShadow)"') +
    rect(x, y, w, h, 26, 'fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"')
  );
}

/** Card with a time axis: one very short, intense pulse against a faint long one. */
export function pulseCard(x: number, y: number, w: number, h: number): string {
  const base = y + h * 0.78;
  const px = x + w * 0.55;
  const longPulse =
    `M${n(x + w * 0.08)} ${n(base)}C${n(x + w * 0.25)} ${n(base)} ${n(x + w * 0.3)} ` +
    `${n(base - h * 0.28)} ${n(px)} ${n(base - h * 0.3)}C${n(x + w * 0.8)} ${n(base - h * 0.28)} ` +
    `${n(x + w * 0.85)} ${n(base)} ${n(x + w * 0.92)} ${n(base)}`;
  const spike =
    `M${n(x + w * 0.08)} ${n(base)}H${n(px - 14)}L${n(px - 3)} ${n(y + h * 0.12)}H${n(px + 3)}L` +
    `${n(px + 14)} ${n(base)}H${n(x + w * 0.92)}`;
  let ticks = "";
  for (let i = 0; i < 9; i++)
    ticks += rect(x + w * 0.08 + (i * (w * 0.84)) / 8 - 1, base + 10, 2, 10, 1, `fill="${C.sand}"`);
  return (
    g(rect(x, y, w, h, 28, 'fill="url(#gPaper)"'), 'filter="url(#fShadow)"') +
    path(
      longPulse,
      `fill="none" stroke="${C.tealLight}" stroke-width="3" stroke-dasharray="8 8" stroke-linecap="round"`,
    ) +
    ellipse(px, y + h * 0.16, 34, 34, 'fill="url(#gGlowGold)"') +
    path(spike, `fill="none" stroke="${C.teal}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"`) +
    rect(x + w * 0.08, base - 1.5, w * 0.84, 3, 1.5, `fill="${C.sand}"`) +
    ticks +
    sparkle(px, y + h * 0.12, 16, C.gold)
  );
}

/** Burst of tiny shards, used for pigment shattered by very short pulses. */
export function shards(cx: number, cy: number, radius: number, count: number, seed: number): string {
  const rnd = prng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rnd() * 0.4;
    const d = radius * (0.35 + rnd() * 0.65);
    const s = 4 + rnd() * 7;
    const px = cx + Math.cos(a) * d;
    const py = cy + Math.sin(a) * d;
    out += place(
      path(
        `M0 ${n(-s)}L${n(s * 0.7)} 0L0 ${n(s)}L${n(-s * 0.7)} 0Z`,
        `fill="${i % 3 === 0 ? C.gold : i % 3 === 1 ? C.teal : C.inkSoft}" opacity="` +
          `${(0.9 - (d / radius) * 0.5).toFixed(2)}"`,
      ),
      px,
      py,
      1,
      (a * 180) / Math.PI,
    );
  }
  return out;
}

// --- stylised bodies ---------------------------------------------------------

/** Mirrors a left-side outline (top to bottom) into a closed symmetric path. */
function symmetric(left: readonly Pt[], bottomSag: number, topSag: number): string {
  const right = left.map(([x, y]) => [-x, y] as Pt).reverse();
  const lb = left[left.length - 1]!;
  const lt = left[0]!;
  return (
    smooth(left, 0.9) +
    `Q0 ${n(lb[1] + bottomSag)} ${n(-lb[0])} ${n(lb[1])}` +
    smooth(right, 0.9).replace(/^M[^C]+/, "") +
    `Q0 ${n(lt[1] + topSag)} ${n(lt[0])} ${n(lt[1])}Z`
  );
}

/** Dress-form torso (front), neck top at (0, 0), about 290 x 470. */
export const TORSO_D = symmetric(
  [
    [-30, 0],
    [-36, 28],
    [-78, 44],
    [-124, 58],
    [-146, 92],
    [-142, 138],
    [-122, 166],
    [-114, 216],
    [-92, 290],
    [-108, 360],
    [-124, 430],
  ],
  14,
  6,
);

/** Dress-form torso with subtle muscle lines and a gold neck cap. */
export function torso(): string {
  const clip = uid("torso");
  const ink = `fill="none" stroke="${C.roseDeep}" stroke-width="3.5" stroke-linecap="round"`;
  let muscles = "";
  for (let r = 0; r < 3; r++)
    for (const side of [-1, 1]) muscles += rect(side > 0 ? 6 : -52, 226 + r * 50, 46, 42, 16, ink);
  muscles += path("M-88 232C-72 290 -70 340 -64 400M88 232C72 290 70 340 64 400", ink);
  muscles += path("M-100 150Q-52 190 -6 160M100 150Q52 190 6 160", ink);
  return (
    `<clipPath id="${clip}"><path d="${TORSO_D}"/></clipPath>` +
    g(path(TORSO_D, 'fill="url(#gRose)"'), 'filter="url(#fShadow)"') +
    g(muscles + rect(-160, -10, 320, 470, 0, 'fill="url(#gShade)" opacity="0.55"'), `clip-path="url(#${clip})"`) +
    ellipse(0, 2, 32, 9, 'fill="url(#gGold)"') +
    ellipse(0, 0, 24, 5, 'fill="#f3e2c4"')
  );
}

/** Side profile of a dress form from the neck to the thighs, facing left; neck top at (0, 0), ~200 x 470. */
export function bodyProfile(): { svg: string; before: string } {
  const outline = (belly: number, glute: number): string =>
    smooth(
      [
        [-22, 0],
        [-30, 40],
        [-70, 90],
        [-92, 130],
        [-70, 176],
        [-60, 214],
        [-64 - belly, 268],
        [-58 - belly * 0.5, 320],
        [-52, 390],
        [-44, 470],
      ],
      0.9,
    ) +
    "L34 470" +
    smooth(
      [
        [34, 470],
        [50, 400],
        [62 + glute * 0.4, 350],
        [88 + glute, 300],
        [82 + glute * 0.6, 250],
        [40, 190],
        [44, 110],
        [56, 60],
        [30, 30],
        [24, 0],
      ],
      0.9,
    ).replace(/^M[^C]+/, "") +
    "Q0 -4 -22 0Z";
  const d = outline(0, 0);
  const clip = uid("prof");
  const svg =
    `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
    g(path(d, 'fill="url(#gRose)"'), 'filter="url(#fShadow)"') +
    g(rect(-120, -10, 240, 490, 0, 'fill="url(#gShade)" opacity="0.5"'), `clip-path="url(#${clip})"`) +
    ellipse(1, 2, 24, 7, 'fill="url(#gGold)"') +
    ellipse(1, 0, 17, 4, 'fill="#f3e2c4"');
  return { svg, before: outline(30, 30) };
}

/** Bust in profile facing right: head, neck and shoulders; bottom centre at (0, 0), ~300 x 400. */
export function faceBust(): string {
  const skin = smoothClosed(
    [
      [-150, 0],
      [-148, -44],
      [-118, -82],
      [-70, -100],
      [-46, -132],
      [-42, -180],
      [-64, -222],
      [-88, -272],
      [-86, -330],
      [-50, -380],
      [10, -396],
      [62, -372],
      [84, -330],
      [92, -298],
      [89, -284],
      [116, -248],
      [97, -236],
      [101, -224],
      [93, -216],
      [98, -207],
      [89, -196],
      [95, -176],
      [64, -158],
      [52, -140],
      [56, -110],
      [74, -96],
      [122, -80],
      [150, -42],
      [150, 0],
    ],
    0.85,
  );
  const hair = smoothClosed(
    [
      [66, -366],
      [24, -402],
      [-48, -392],
      [-94, -338],
      [-98, -278],
      [-70, -224],
      [-52, -262],
      [-40, -318],
      [2, -352],
      [44, -356],
    ],
    0.9,
  );
  const clip = uid("bust");
  return (
    `<clipPath id="${clip}"><path d="${skin}"/></clipPath>` +
    g(
      path(skin, 'fill="url(#gRose)"') + circle(-100, -334, 44, 'fill="#7c5f55"') + path(hair, 'fill="#8a6a5f"'),
      'filter="url(#fShadow)"',
    ) +
    g(
      rect(-160, -400, 320, 400, 0, 'fill="url(#gShade)" opacity="0.35"') +
        ellipse(44, -240, 26, 20, `fill="${C.roseDeep}" opacity="0.45" filter="url(#fBlur6)"`),
      `clip-path="url(#${clip})"`,
    ) +
    path("M-40 -318C-20 -340 20 -352 44 -356", 'fill="none" stroke="#a88a7f" stroke-width="3" stroke-linecap="round"') +
    path("M54 -292Q64 -285 74 -291", 'fill="none" stroke="#9c776b" stroke-width="3" stroke-linecap="round"') +
    ellipse(-12, -262, 12, 22, 'fill="#dcbfb5"')
  );
}
