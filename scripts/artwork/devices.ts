/**
 * Reusable equipment: touchscreen panels, tower and tabletop consoles, trolley,
 * handpieces, cables, articulated arm and pressotherapy leg boots.
 *
 * Every device is drawn in local coordinates: consoles stand with their floor
 * point at (0, 0); handpieces have their working tip at (0, 0) and extend
 * upwards (towards negative y) to their cable end at (0, -length).
 */
import { emblem } from "./brand";
import { C } from "./palette";
import { arc, circle, ellipse, g, n, path, place, rect, roundedPolygon, smooth, uid, type Pt } from "./svg";

export type ScreenKind =
  "beam" | "waves" | "spectrum" | "pulse" | "body" | "bubbles" | "layers" | "legs" | "muscle" | "ozone" | "check";

export interface Drawn {
  svg: string;
}

/** Small icon inside the round gauge of a screen, drawn in a radius-1 box scaled by r. */
function screenIcon(kind: ScreenKind, r: number): string {
  const s = r / 10;
  const stroke = (w: number, color = "#bff3ef") =>
    `fill="none" stroke="${color}" stroke-width="${n(w * s)}" stroke-linecap="round" stroke-linejoin="round"`;
  const p = (d: string, attrs: string) => g(path(d, attrs), `transform="scale(${s})"`);
  switch (kind) {
    case "beam":
      return (
        circle(0, 2 * s, 4.2 * s, 'fill="url(#gGlow)"') +
        p("M0 -7V1", stroke(1.6)) +
        circle(0, 2 * s, 1.6 * s, 'fill="#fff"')
      );
    case "waves":
      return (
        circle(0, 0, 2 * s, 'fill="#bff3ef"') +
        circle(0, 0, 4.5 * s, stroke(0.9)) +
        circle(0, 0, 7 * s, stroke(0.9, C.gold))
      );
    case "spectrum":
      return ["#8f84c9", "#5b9bd0", "#56b9b0", "#d9c36a", "#e39a6e"]
        .map((c, i) => rect((i - 2.5) * 2.6 * s, -5 * s, 1.8 * s, 10 * s, 0.9 * s, `fill="${c}"`))
        .join("");
    case "pulse":
      return p("M-8 3H-3L-1.5 -7L0.5 6L2 3H8", stroke(1.1));
    case "body":
      return p("M-3 -8C-5 -3 -2 -1 -4 3C-5 6 -3 8 -2 8M3 -8C5 -3 2 -1 4 3C5 6 3 8 2 8", stroke(1));
    case "bubbles":
      return (
        circle(-2.5 * s, 2 * s, 3 * s, stroke(0.9)) +
        circle(3 * s, -1.5 * s, 2.2 * s, stroke(0.9, C.gold)) +
        circle(0.5 * s, -5.5 * s, 1.3 * s, stroke(0.8))
      );
    case "layers":
      return p("M-7 -4Q-3.5 -6 0 -4T7 -4M-7 0.5Q-3.5 -1.5 0 0.5T7 0.5M-7 5Q-3.5 3 0 5T7 5", stroke(1));
    case "legs":
      return (
        rect(-5 * s, -7 * s, 4 * s, 14 * s, 2 * s, stroke(0.9)) +
        rect(1 * s, -7 * s, 4 * s, 14 * s, 2 * s, stroke(0.9, C.gold))
      );
    case "muscle":
      return p("M-6 -5Q0 -8 6 -5M-6 0Q0 -3 6 0M-6 5Q0 2 6 5", stroke(1.1));
    case "ozone":
      return (
        circle(0, -3 * s, 2.6 * s, 'fill="#bff3ef"') +
        circle(-4 * s, 3 * s, 2.6 * s, `fill="${C.gold}"`) +
        circle(4 * s, 3 * s, 2.6 * s, 'fill="#bff3ef"')
      );
    case "check":
      return p("M-5 0L-1.5 4L6 -4", stroke(1.4));
  }
}

/** UI drawn on a display of w x h centred on the origin. */
function screenUI(kind: ScreenKind, w: number, h: number): string {
  const cx = -w * 0.2;
  const cy = h * 0.04;
  const r = h * 0.27;
  let ui = "";
  ui += circle(cx, cy, r, `fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${n(r * 0.16)}"`);
  ui += path(
    arc(cx, cy, r, -135, 120),
    `fill="none" stroke="${C.gold}" stroke-width="${n(r * 0.16)}" stroke-linecap="round"`,
  );
  ui += place(screenIcon(kind, r * 0.62), cx, cy);
  const bx = w * 0.06;
  const bw = w * 0.34;
  const fills = [0.78, 0.52, 0.88];
  fills.forEach((f, i) => {
    const y = cy + (i - 1) * h * 0.2;
    ui += rect(bx, y - 3.5, bw, 7, 3.5, 'fill="#ffffff" fill-opacity="0.12"');
    ui += rect(bx, y - 3.5, bw * f, 7, 3.5, `fill="${i === 1 ? C.gold : C.aqua}"`);
    ui += circle(bx + bw * f, y, 6, 'fill="#ffffff"');
  });
  // status row and soft buttons
  ui += rect(-w * 0.42, -h * 0.4, w * 0.2, 5, 2.5, 'fill="#ffffff" fill-opacity="0.35"');
  for (let i = 0; i < 3; i++)
    ui += circle(
      w * 0.42 - i * 12,
      -h * 0.38,
      3,
      `fill="${i === 0 ? C.gold : "#ffffff"}" fill-opacity="${i === 0 ? 1 : 0.35}"`,
    );
  for (let i = 0; i < 3; i++)
    ui += rect(
      w * 0.06 + i * w * 0.125,
      h * 0.3,
      w * 0.1,
      h * 0.08,
      h * 0.04,
      `fill="#ffffff" fill-opacity="${i === 0 ? 0.3 : 0.12}"`,
    );
  return ui;
}

/** Touchscreen with bezel, display and glare, centred on the origin. */
export function screenPanel(kind: ScreenKind, w: number, h: number): string {
  const r = Math.min(w, h) * 0.1;
  const inset = Math.max(7, Math.min(w, h) * 0.06);
  const clip = uid("scr");
  const dw = w - inset * 2;
  const dh = h - inset * 2;
  return (
    rect(-w / 2, -h / 2, w, h, r, 'fill="url(#gBezel)"') +
    `<clipPath id="${clip}">${rect(-dw / 2, -dh / 2, dw, dh, r * 0.6, "")}</clipPath>` +
    g(
      rect(-dw / 2, -dh / 2, dw, dh, 0, 'fill="url(#gScreen)"') +
        screenUI(kind, dw, dh) +
        path(
          `M${n(-dw / 2)} ${n(-dh / 2)}H${n(dw * 0.1)}L${n(-dw * 0.2)} ${n(dh / 2)}H${n(-dw / 2)}Z`,
          'fill="#ffffff" opacity="0.06"',
        ),
      `clip-path="url(#${clip})"`,
    ) +
    rect(
      -w / 2 + 1,
      -h / 2 + 1,
      w - 2,
      h - 2,
      r,
      'fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"',
    )
  );
}

function caster(x: number): string {
  return (
    rect(x - 5, -30, 10, 14, 3, 'fill="#8d857c"') +
    circle(x, -13, 13, 'fill="url(#gCylInk)"') +
    circle(x, -13, 4, 'fill="url(#gMetal)"')
  );
}

export interface TowerOpts {
  width?: number;
  height?: number;
  screen?: ScreenKind;
  /** screen width relative to the body width */
  screenScale?: number;
  holder?: "left" | "right" | "both" | "none";
  /** colour of the lower body panel */
  panel?: "teal" | "gold" | "rose" | "ivory";
  /** handpiece resting in every holder */
  stow?: HandpieceKind;
}

export interface Tower extends Drawn {
  /** top centre of each handpiece holder cup */
  holders: Pt[];
  /** cable port on the body */
  port: Pt;
  /** y of the top of the screen */
  top: number;
  /** y of the top of the body */
  bodyTop: number;
  width: number;
}

const panelFill = { teal: "url(#gTeal)", gold: "url(#gGold)", rose: "url(#gRose)", ivory: "url(#gBodyV)" } as const;

/** Upright console on casters with a touchscreen on top. */
export function towerConsole(o: TowerOpts = {}): Tower {
  const W = o.width ?? 230;
  const H = o.height ?? 340;
  const TW = W * 0.84;
  const base = 58;
  const bodyTop = -base - H;
  const side = o.holder === "left" ? -1 : 1;
  const clip = uid("body");
  const bodyD = roundedPolygon(
    [
      [-W / 2, -base],
      [W / 2, -base],
      [TW / 2, bodyTop],
      [-TW / 2, bodyTop],
    ],
    [10, 10, 36, 36],
  );
  const curveY0 = -base - H * 0.44;
  const curveY1 = -base - H * 0.3;
  const panelD =
    `M${n(-W)} ${n(curveY0)}C${n(-W * 0.2)} ${n(curveY0 + 6)} ${n(W * 0.1)} ${n(curveY1 - 30)} ` +
    `${n(W)} ${n(curveY1)}V0H${n(-W)}Z`;
  const seamD =
    `M${n(-W)} ${n(curveY0)}C${n(-W * 0.2)} ${n(curveY0 + 6)} ${n(W * 0.1)} ${n(curveY1 - 30)} ` +
    `${n(W)} ${n(curveY1)}`;
  const sw = W * (o.screenScale ?? 1.2);
  const sh = sw * 0.64;
  const neckTop = bodyTop - 34;
  const sy = neckTop - sh / 2 + 10;

  let svg = "";
  svg += caster(-W / 2 + 24) + caster(W / 2 - 24);
  svg += rect(-W / 2 - 10, -base, W + 20, 34, 14, 'fill="url(#gTealDeep)"');
  svg += rect(-W / 2 - 4, -base + 1, W + 8, 3, 1.5, `fill="${C.gold}" opacity="0.9"`);
  svg += `<clipPath id="${clip}"><path d="${bodyD}"/></clipPath>`;
  svg += path(bodyD, 'fill="url(#gBody)"');
  svg += g(
    path(panelD, `fill="${panelFill[o.panel ?? "teal"]}"`) +
      path(seamD, `fill="none" stroke="${C.gold}" stroke-width="3"`) +
      path(seamD, 'fill="none" stroke="#ffffff" stroke-width="2" transform="translate(0 -5)" opacity="0.8"') +
      [0, 1, 2]
        .map((i) => rect(-W * 0.22, -base - 40 - i * 16, W * 0.44, 5, 2.5, 'fill="#ffffff" opacity="0.16"'))
        .join("") +
      rect(-W / 2, bodyTop, W, H, 0, 'fill="url(#gShade)" opacity="0.55"') +
      rect(-W / 2 + 14, bodyTop + 30, 4, H * 0.46, 2, 'fill="#ffffff" opacity="0.9"'),
    `clip-path="url(#${clip})"`,
  );
  svg += place(emblem(), -17, bodyTop + H * 0.2 - 17, 0.34, 0, 'opacity="0.9"');
  // neck and rear shadow of the screen
  svg += rect(-18, neckTop, 36, 40, 8, 'fill="url(#gCylWhite)"');
  svg += rect(
    -sw / 2 + 8,
    sy - sh / 2 + 10,
    sw,
    sh,
    sh * 0.1,
    `fill="${C.tealDeep}" opacity="0.18" filter="url(#fBlur6)"`,
  );
  svg += place(screenPanel(o.screen ?? "beam", sw, sh), 0, sy);

  const holderY = bodyTop + H * 0.2;
  const sides = o.holder === "both" ? [-1, 1] : o.holder === "left" ? [-1] : o.holder === "right" ? [1] : [];
  const holders: Pt[] = [];
  const cup = roundedPolygon(
    [
      [-26, -18],
      [26, -18],
      [18, 22],
      [-18, 22],
    ],
    [6, 6, 12, 12],
  );
  for (const sd of sides) {
    const hx = sd * (TW / 2 + 20);
    svg += rect(Math.min(sd * TW * 0.42, hx), holderY - 5, Math.abs(hx - sd * TW * 0.42), 10, 4, 'fill="#cfc5ba"');
    holders.push([hx, holderY - 18]);
    if (o.stow) {
      const hp = handpiece(o.stow);
      const k = 0.5;
      const endY = holderY + 22 - hp.length * k;
      svg += cable(
        [
          [hx, endY],
          [hx + sd * 10, endY - 14],
          [hx + sd * 44, holderY - 20],
          [hx + sd * 36, holderY + 90],
          [sd * TW * 0.4, holderY + 104],
        ],
        7,
      );
      svg += place(hp.svg, hx, holderY + 22, k, 0, 'filter="url(#fShadowSm)"');
    }
    svg += place(
      path(cup, 'fill="url(#gCylWhite)"') + ellipse(0, -18, 26, 6, `fill="none" stroke="${C.gold}" stroke-width="2"`),
      hx,
      holderY,
    );
  }
  return {
    svg,
    holders,
    port: [side * W * 0.36, -base - H * 0.18],
    top: sy - sh / 2,
    bodyTop,
    width: W,
  };
}

export interface Compact extends Drawn {
  port: Pt;
  top: number;
}

/** Tabletop console with a screen and a control dial. */
export function compactConsole(kind: ScreenKind, W = 320, H = 170, panel: "teal" | "gold" | "rose" = "teal"): Compact {
  const clip = uid("cmp");
  const bodyD = roundedPolygon(
    [
      [-W / 2, -10],
      [W / 2, -10],
      [W / 2 - 16, -10 - H],
      [-W / 2 + 16, -10 - H],
    ],
    [14, 14, 26, 26],
  );
  let svg = "";
  svg += rect(-W / 2 + 24, -14, 40, 14, 5, `fill="${C.ink}"`) + rect(W / 2 - 64, -14, 40, 14, 5, `fill="${C.ink}"`);
  svg += `<clipPath id="${clip}"><path d="${bodyD}"/></clipPath>`;
  svg += path(bodyD, 'fill="url(#gBody)"');
  svg += g(
    rect(-W / 2, -10 - H * 0.2, W, H * 0.2, 0, `fill="${panelFill[panel]}"`) +
      rect(-W / 2, -10 - H * 0.2 - 3, W, 3, 0, `fill="${C.gold}"`) +
      rect(-W / 2, -10 - H, W, H, 0, 'fill="url(#gShade)" opacity="0.4"'),
    `clip-path="url(#${clip})"`,
  );
  svg += place(screenPanel(kind, W * 0.54, H * 0.56), -W * 0.14, -10 - H * 0.58);
  const kx = W * 0.3;
  const ky = -10 - H * 0.62;
  svg +=
    circle(kx, ky, 27, 'fill="#e4dcd2"') +
    circle(kx, ky, 22, 'fill="url(#gMetal)"') +
    circle(kx, ky, 22, `fill="none" stroke="${C.gold}" stroke-width="3"`);
  svg += rect(kx - 2, ky - 18, 4, 12, 2, `fill="${C.teal}"`);
  svg +=
    circle(kx - 14, ky + 42, 5, `fill="${C.teal}"`) +
    circle(kx + 2, ky + 42, 5, `fill="${C.gold}"`) +
    circle(kx + 18, ky + 42, 5, 'fill="#cfc5ba"');
  return { svg, port: [W * 0.36, -10 - H * 0.1], top: -10 - H };
}

/** Two-shelf trolley on casters, with towels and a bottle on the lower shelf; top surface at y = -h. */
export function trolley(w = 360, h = 330): string {
  let svg = "";
  const shelfY = -h * 0.42;
  svg += caster(-w / 2 + 30) + caster(w / 2 - 30);
  svg += rect(-w / 2 + 10, -36, w - 20, 14, 6, 'fill="url(#gTealDeep)"');
  for (const x of [-w / 2 + 26, w / 2 - 46]) svg += rect(x, -h + 10, 20, h - 40, 6, 'fill="url(#gCylWhite)"');
  svg +=
    rect(-w / 2 + 6, shelfY, w - 12, 16, 6, 'fill="url(#gBodyV)"') +
    rect(-w / 2 + 6, shelfY + 13, w - 12, 3, 1.5, `fill="${C.sand}"`);
  for (let i = 0; i < 3; i++) {
    const tx = -w * 0.22 + i * 44;
    svg +=
      circle(tx, shelfY - 21, 21, `fill="${i === 1 ? C.rose : "#ffffff"}"`) +
      circle(tx, shelfY - 21, 11, `fill="none" stroke="${C.sand}" stroke-width="3"`);
  }
  svg +=
    rect(w * 0.18, shelfY - 70, 34, 70, 12, 'fill="url(#gTeal)"') +
    rect(w * 0.18 + 9, shelfY - 86, 16, 18, 5, `fill="${C.gold}"`) +
    rect(w * 0.18 + 8, shelfY - 50, 18, 24, 4, 'fill="#ffffff" opacity="0.6"');
  svg += rect(-w / 2, -h - 6, w, 22, 9, 'fill="url(#gBodyV)"');
  svg += rect(-w / 2, -h + 12, w, 4, 2, `fill="${C.gold}"`);
  return svg;
}

// --- handpieces -------------------------------------------------------------

export type HandpieceKind = "laser" | "rf" | "flash" | "ultrasound" | "airbrush" | "tip";

export interface Handpiece extends Drawn {
  length: number;
}

function shaded(d: string, fill: string, shade = 0.6): string {
  return path(d, `fill="${fill}"`) + path(d, `fill="url(#gShade)" opacity="${shade}"`);
}

export function handpiece(kind: HandpieceKind): Handpiece {
  switch (kind) {
    case "laser": {
      const head = roundedPolygon(
        [
          [-36, -86],
          [36, -86],
          [30, 0],
          [-30, 0],
        ],
        [14, 14, 9, 9],
      );
      const handle = roundedPolygon(
        [
          [-27, -92],
          [27, -92],
          [19, -258],
          [-19, -258],
        ],
        [4, 4, 18, 18],
      );
      const svg =
        rect(-9, -280, 18, 30, 7, 'fill="url(#gCylInk)"') +
        shaded(handle, "url(#gCylTeal)", 0) +
        [0, 1, 2, 3].map((i) => rect(-17, -240 + i * 14, 34, 4, 2, 'fill="#ffffff" opacity="0.12"')).join("") +
        ellipse(0, -150, 7, 11, 'fill="url(#gGold)"') +
        rect(-36, -98, 72, 12, 5, 'fill="url(#gCylGold)"') +
        shaded(head, "url(#gCylWhite)", 0.2) +
        rect(-30, -70, 60, 6, 3, `fill="${C.teal}" opacity="0.85"`) +
        rect(-24, -9, 48, 11, 4, 'fill="#dffaf7"') +
        rect(-18, -7, 36, 6, 3, 'fill="#ffffff"');
      return { svg, length: 280 };
    }
    case "rf": {
      const handle = roundedPolygon(
        [
          [-25, -46],
          [25, -46],
          [21, -236],
          [-21, -236],
        ],
        [5, 5, 20, 20],
      );
      const svg =
        rect(-9, -258, 18, 30, 7, 'fill="url(#gCylInk)"') +
        shaded(handle, "url(#gCylWhite)", 0.15) +
        rect(-24, -170, 48, 48, 6, 'fill="url(#gCylTeal)"') +
        rect(-29, -56, 58, 12, 5, 'fill="url(#gCylGold)"') +
        rect(-50, -40, 100, 30, 13, 'fill="url(#gMetal)"') +
        ellipse(0, -12, 50, 11, 'fill="#eef2f3"') +
        ellipse(0, -12, 34, 6, `fill="none" stroke="${C.gold}" stroke-width="2"`);
      return { svg, length: 258 };
    }
    case "flash": {
      const head = roundedPolygon(
        [
          [-64, -96],
          [64, -96],
          [56, 0],
          [-56, 0],
        ],
        [20, 20, 12, 12],
      );
      const handle = roundedPolygon(
        [
          [-25, -100],
          [25, -100],
          [20, -262],
          [-20, -262],
        ],
        [4, 4, 18, 18],
      );
      const svg =
        rect(-9, -284, 18, 30, 7, 'fill="url(#gCylInk)"') +
        shaded(handle, "url(#gCylTeal)", 0) +
        rect(-7, -200, 14, 34, 7, 'fill="url(#gGold)"') +
        rect(-30, -108, 60, 12, 5, 'fill="url(#gCylGold)"') +
        shaded(head, "url(#gCylWhite)", 0.2) +
        rect(-50, -80, 100, 22, 8, `fill="${C.teal}"`) +
        rect(-40, -74, 44, 6, 3, 'fill="#ffffff" opacity="0.35"') +
        rect(-46, -13, 92, 14, 5, 'fill="#fff7e8"') +
        rect(-40, -10, 80, 7, 3, 'fill="#ffffff"');
      return { svg, length: 284 };
    }
    case "ultrasound": {
      const handle = roundedPolygon(
        [
          [-38, -50],
          [38, -50],
          [33, -236],
          [-33, -236],
        ],
        [8, 8, 28, 28],
      );
      const svg =
        rect(-10, -258, 20, 30, 8, 'fill="url(#gCylInk)"') +
        shaded(handle, "url(#gCylWhite)", 0.15) +
        rect(-37, -150, 74, 18, 5, 'fill="url(#gCylTeal)"') +
        rect(-37, -124, 74, 6, 3, 'fill="url(#gCylGold)"') +
        rect(-44, -60, 88, 14, 6, 'fill="url(#gCylGold)"') +
        rect(-58, -48, 116, 40, 14, 'fill="url(#gMetal)"') +
        ellipse(0, -10, 58, 12, 'fill="#eef2f3"');
      return { svg, length: 258 };
    }
    case "airbrush": {
      const svg =
        rect(-7, -232, 14, 30, 6, 'fill="url(#gCylInk)"') +
        path("M-4 0H4L11 -40H-11Z", 'fill="url(#gMetal)"') +
        rect(-15, -206, 30, 170, 14, 'fill="url(#gCylWhite)"') +
        rect(-16, -122, 32, 58, 10, 'fill="url(#gCylTeal)"') +
        rect(-16, -44, 32, 8, 4, 'fill="url(#gCylGold)"') +
        rect(14, -150, 10, 26, 5, 'fill="url(#gGold)"');
      return { svg, length: 232 };
    }
    case "tip": {
      const svg =
        rect(-7, -236, 14, 30, 6, 'fill="url(#gCylInk)"') +
        path("M-6 -8H6L14 -50H-14Z", 'fill="url(#gMetal)"') +
        circle(0, -6, 8, 'fill="url(#gSphereGold)"') +
        rect(-17, -212, 34, 166, 15, 'fill="url(#gCylWhite)"') +
        rect(-18, -150, 36, 40, 8, 'fill="url(#gCylTeal)"') +
        rect(-18, -58, 36, 9, 4, 'fill="url(#gCylGold)"');
      return { svg, length: 236 };
    }
  }
}

/** Places a handpiece with its tip at (x, y), rotated by angle; returns it and its cable end. */
export function placeHandpiece(
  kind: HandpieceKind,
  x: number,
  y: number,
  angle: number,
  scale = 1,
): { svg: string; end: Pt; out: Pt } {
  const hp = handpiece(kind);
  const rad = (angle * Math.PI) / 180;
  const len = hp.length * scale;
  const end: Pt = [x + len * Math.sin(rad), y - len * Math.cos(rad)];
  const out: Pt = [x + (len + 50) * Math.sin(rad), y - (len + 50) * Math.cos(rad)];
  return { svg: place(hp.svg, x, y, scale, angle, 'filter="url(#fShadowSm)"'), end, out };
}

/** A cable following a smooth curve through the points. */
export function cable(points: readonly Pt[], width = 9): string {
  const d = smooth(points);
  return (
    path(d, `fill="none" stroke="#7d756c" stroke-width="${n(width + 2)}" stroke-linecap="round"`) +
    path(d, `fill="none" stroke="#c9c0b5" stroke-width="${n(width - 1)}" stroke-linecap="round"`) +
    path(
      d,
      `fill="none" stroke="#f4f0ea" stroke-width="${n(width * 0.28)}" stroke-linecap="round" ` +
        `transform="translate(-1 -2)"`,
    )
  );
}

/** Translucent air hose (pressotherapy). */
export function hose(points: readonly Pt[], width = 12): string {
  const d = smooth(points);
  return (
    path(d, `fill="none" stroke="${C.tealDark}" stroke-width="${n(width + 3)}" stroke-linecap="round" opacity="0.55"`) +
    path(d, `fill="none" stroke="${C.tealLight}" stroke-width="${n(width)}" stroke-linecap="round"`) +
    path(
      d,
      `fill="none" stroke="#ffffff" stroke-width="${n(width * 0.25)}" stroke-linecap="round" opacity="0.7" ` +
        `transform="translate(-1.5 -2.5)"`,
    )
  );
}

/** Articulated arm through the joint points (first = base on the console). */
export function articulatedArm(joints: readonly Pt[], thickness = 28): string {
  let svg = "";
  for (let i = 0; i < joints.length - 1; i++) {
    const a = joints[i]!;
    const b = joints[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const ang = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const t = thickness * (1 - i * 0.12);
    svg += place(
      rect(0, -t / 2, len, t, t / 2, 'fill="url(#gArm)"') +
        rect(t * 0.6, -t * 0.12, len - t * 1.2, t * 0.16, t * 0.08, `fill="${C.teal}" opacity="0.55"`),
      a[0],
      a[1],
      1,
      ang,
    );
  }
  joints.forEach((j, i) => {
    const r = thickness * (0.72 - i * 0.07);
    svg +=
      circle(j[0], j[1], r, 'fill="url(#gSphereIvory)"') +
      circle(j[0], j[1], r * 0.55, `fill="none" stroke="${C.gold}" stroke-width="3"`);
  });
  return g(svg, 'filter="url(#fShadowSm)"');
}

// --- pressotherapy boots ----------------------------------------------------

/** Outline of a leg (viewer's left) from upper thigh to foot; top centre at (0, 0). */
const LEG_PTS: Pt[] = [
  [-74, -6],
  [-80, 70],
  [-70, 160],
  [-50, 252],
  [-60, 320],
  [-52, 410],
  [-30, 500],
  [-33, 535],
  [-24, 562],
  [4, 574],
  [36, 564],
  [30, 538],
  [20, 500],
  [36, 420],
  [44, 330],
  [34, 254],
  [50, 160],
  [60, 70],
  [62, 14],
];

const legPath = (mirror: boolean): string => {
  const pts = mirror ? LEG_PTS.map(([x, y]) => [-x, y] as Pt).reverse() : LEG_PTS;
  const first = pts[0]!;
  return smooth(pts, 0.9) + `Q0 ${mirror ? -8 : -8} ${n(first[0])} ${n(first[1])}Z`;
};

export interface Boots extends Drawn {
  /** hose connectors on the cuffs of the two boots, in local coordinates */
  connectors: [Pt, Pt];
}

/** A pair of legs from the upper thigh: inflatable pressotherapy boots with chambers, or bare skin. */
export function legBoots(kind: "boots" | "skin" = "boots"): Boots {
  const gap = 82;
  let svg = "";
  for (const mirror of [false, true]) {
    const cx = mirror ? gap : -gap;
    const d = legPath(mirror);
    const clip = uid("leg");
    let inner = "";
    if (kind === "boots") {
      for (let i = 0; i < 8; i++) {
        const y = 30 + i * 70;
        inner += rect(-100, y, 200, 70, 0, 'fill="url(#gPuff)"');
        inner += path(
          `M-100 ${y}Q0 ${y + 18} 100 ${y}`,
          `fill="none" stroke="${C.tealDeep}" stroke-width="4" opacity="0.8"`,
        );
        inner += path(
          `M-100 ${y + 5}Q0 ${y + 23} 100 ${y + 5}`,
          'fill="none" stroke="#9fd6d8" stroke-width="2" opacity="0.5"',
        );
      }
      inner +=
        path(
          mirror ? "M-46 40C-42 200 -26 380 -14 548" : "M46 40C42 200 26 380 14 548",
          `fill="none" stroke="${C.gold}" stroke-width="3"`,
        ) +
        rect(-100, 0, 200, 600, 0, 'fill="url(#gShade)" opacity="0.75"') +
        path("M-100 -30H100V20Q0 42 -100 20Z", `fill="${C.tealDeep}"`) +
        path("M-100 20Q0 42 100 20", `fill="none" stroke="${C.gold}" stroke-width="4"`);
    } else {
      inner += rect(-100, -20, 200, 620, 0, 'fill="url(#gShade)" opacity="0.7"');
    }
    const body =
      path(d, `fill="${kind === "boots" ? "url(#gBoot)" : "url(#gRose)"}"`) +
      `<clipPath id="${clip}"><path d="${d}"/></clipPath>` +
      g(inner, `clip-path="url(#${clip})"`);
    svg += place(body, cx, 0);
  }
  const connectors: [Pt, Pt] = [
    [-gap - 8, 6],
    [gap + 8, 6],
  ];
  if (kind === "boots")
    for (const [x, y] of connectors) svg += rect(x - 11, y - 24, 22, 28, 7, 'fill="url(#gCylGold)"');
  return { svg: g(svg, 'filter="url(#fShadow)"'), connectors };
}
