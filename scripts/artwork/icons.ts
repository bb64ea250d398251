/**
 * Objects used by the formulas, services, sanitising and blog illustrations:
 * key, calendar, arrows, bank, coins, tools, shield, classroom items, van, boxes,
 * cabin furniture, social cards, ozone devices, clipboard, scale, documents, menu card.
 */
import { emblem } from "./brand";
import { C } from "./palette";
import { circle, ellipse, g, line, n, path, place, rect, roundedPolygon, smoothClosed, uid, type Pt } from "./svg";

const shadow = (content: string, size: "sm" | "md" | "lg" = "md"): string =>
  g(content, `filter="url(#${size === "sm" ? "fShadowSm" : size === "lg" ? "fShadowLg" : "fShadow"})"`);

const check = (cx: number, cy: number, s: number, color = "#ffffff", width = 0.22): string =>
  path(
    `M${n(cx - s * 0.45)} ${n(cy + s * 0.02)}L${n(cx - s * 0.12)} ${n(cy + s * 0.34)}L${n(cx + s * 0.5)} ` +
      `${n(cy - s * 0.32)}`,
    `fill="none" stroke="${color}" stroke-width="${n(s * width)}" stroke-linecap="round" stroke-linejoin="round"`,
  );

// --- ownership, money, time ---------------------------------------------------

/** Gold key lying horizontally; bow centre at (0, 0), about 330 long. */
export function key(): string {
  const bow = `M0 -70A70 70 0 1 1 0 70A70 70 0 1 1 0 -70ZM0 -34A34 34 0 1 0 0 34A34 34 0 1 0 0 -34Z`;
  const bit = "M252 6H318V54H300V38H284V60H266V40H252Z";
  return shadow(
    path(bow, 'fill="url(#gGold)" fill-rule="evenodd"') +
      path(
        "M-52 -30A60 60 0 0 1 30 -58",
        'fill="none" stroke="#fff6e3" stroke-width="6" stroke-linecap="round" opacity="0.7"',
      ) +
      rect(62, -18, 30, 36, 8, 'fill="url(#gGold)"') +
      rect(86, -12, 236, 24, 12, 'fill="url(#gGold)"') +
      rect(96, -6, 210, 5, 2.5, 'fill="#fff6e3" opacity="0.6"') +
      path(bit, 'fill="url(#gGold)"') +
      place(emblem({ left: C.teal, right: C.tealMid, pearl: C.teal }), -22, -22, 0.44),
  );
}

/** Price/ownership tag with a check mark; hole centre at (0, 0). */
export function tag(): string {
  const d = roundedPolygon(
    [
      [0, -26],
      [40, -60],
      [190, -60],
      [190, 60],
      [40, 60],
      [0, 26],
    ],
    [10, 14, 18, 18, 14, 10],
  );
  return shadow(
    path(d, 'fill="url(#gTeal)"') +
      circle(28, 0, 10, `fill="${C.ivory}"`) +
      circle(110, 0, 34, 'fill="#ffffff" opacity="0.15"') +
      check(110, 0, 46, C.goldLight),
    "sm",
  );
}

/** Wall calendar; marked cells show gold dots with ticks (instalments, rental months). */
export function calendar(
  x: number,
  y: number,
  w: number,
  h: number,
  marked: readonly number[],
  accent: "teal" | "gold" = "teal",
): string {
  const head = h * 0.24;
  const pad = w * 0.09;
  const cols = 5;
  const rows = 4;
  const gap = w * 0.035;
  const cw = (w - pad * 2 - gap * (cols - 1)) / cols;
  const ch = (h - head - pad * 1.6 - gap * (rows - 1)) / rows;
  let cells = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const cx = x + pad + c * (cw + gap);
      const cy = y + head + pad * 0.8 + r * (ch + gap);
      if (marked.includes(i)) {
        cells += rect(cx, cy, cw, ch, Math.min(cw, ch) * 0.28, `fill="${accent === "teal" ? C.gold : C.teal}"`);
        cells += check(cx + cw / 2, cy + ch / 2, Math.min(cw, ch) * 0.62);
      } else {
        cells += rect(cx, cy, cw, ch, Math.min(cw, ch) * 0.28, `fill="${C.tealMist}"`);
      }
    }
  }
  const headFill = accent === "teal" ? "url(#gTeal)" : "url(#gGold)";
  return (
    shadow(rect(x, y, w, h, 22, 'fill="url(#gPaper)"')) +
    path(
      `M${n(x)} ${n(y + head)}V${n(y + 22)}Q${n(x)} ${n(y)} ${n(x + 22)} ${n(y)}H${n(x + w - 22)}Q${n(x + w)} ` +
        `${n(y)} ${n(x + w)} ${n(y + 22)}V${n(y + head)}Z`,
      `fill="${headFill}"`,
    ) +
    rect(x + w * 0.3, y + head * 0.45, w * 0.4, 8, 4, 'fill="#ffffff" opacity="0.55"') +
    [0.26, 0.74].map((f) => rect(x + w * f - 7, y - 18, 14, 40, 7, 'fill="url(#gCylGold)"')).join("") +
    cells
  );
}

/** Two arrows chasing each other around a circle (renewal, rental cycle). */
export function circularArrows(
  cx: number,
  cy: number,
  r: number,
  width = 16,
  colors: readonly [string, string] = [C.teal, C.gold],
): string {
  const p = (a: number, rr = r): Pt => {
    const rad = (a * Math.PI) / 180;
    return [cx + rr * Math.sin(rad), cy - rr * Math.cos(rad)];
  };
  let out = "";
  const segs: [number, number, string][] = [
    [20, 150, colors[0]],
    [200, 330, colors[1]],
  ];
  for (const [a0, a1, col] of segs) {
    const s = p(a0);
    const e = p(a1 - 10);
    out += path(
      `M${n(s[0])} ${n(s[1])}A${n(r)} ${n(r)} 0 0 1 ${n(e[0])} ${n(e[1])}`,
      `fill="none" stroke="${col}" stroke-width="${n(width)}" stroke-linecap="round"`,
    );
    const tip = p(a1 + 4);
    const bl = p(a1 - 14, r + width * 1.25);
    const br = p(a1 - 14, r - width * 1.25);
    out += path(
      `M${n(tip[0])} ${n(tip[1])}L${n(bl[0])} ${n(bl[1])}L${n(br[0])} ${n(br[1])}Z`,
      `fill="${col}" stroke="${col}" stroke-width="6" stroke-linejoin="round"`,
    );
  }
  return out;
}

/** Classical building with columns (generic bank, no logo); base centre at (cx, base). */
export function bank(cx: number, base: number, w: number): string {
  const colH = w * 0.46;
  const top = base - 36 - colH;
  let cols = "";
  const count = 4;
  const span = w - 90;
  for (let i = 0; i < count; i++) {
    const x = cx - span / 2 + (span / (count - 1)) * i;
    cols += rect(x - w * 0.05, top + 14, w * 0.1, colH - 14, 6, 'fill="url(#gCylWhite)"');
    cols += rect(x - w * 0.066, top + 4, w * 0.132, 14, 5, 'fill="#efe8df"');
    cols += rect(x - w * 0.066, base - 50, w * 0.132, 14, 5, 'fill="#efe8df"');
  }
  const roofY = top - 24;
  const ped = roundedPolygon(
    [
      [cx - w / 2 - 10, roofY],
      [cx, roofY - w * 0.26],
      [cx + w / 2 + 10, roofY],
    ],
    [8, 12, 8],
  );
  return shadow(
    rect(cx - w / 2 - 10, base - 18, w + 20, 18, 6, 'fill="url(#gBodyV)"') +
      rect(cx - w / 2 + 4, base - 36, w - 8, 20, 6, 'fill="#efe8df"') +
      cols +
      rect(cx - w / 2 - 4, roofY, w + 8, 28, 6, 'fill="url(#gTeal)"') +
      rect(cx - w / 2 + 10, roofY + 20, w - 20, 4, 2, `fill="${C.gold}"`) +
      path(ped, 'fill="url(#gTeal)"') +
      circle(cx, roofY - w * 0.1, w * 0.06, 'fill="url(#gGold)"'),
  );
}

/** Stack of gold coins; base centre at (cx, base). */
export function coins(cx: number, base: number, count: number, r = 46): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = base - i * 16;
    out += rect(cx - r, y - 16, r * 2, 16, 4, 'fill="url(#gCylGold)"') + ellipse(cx, y, r, r * 0.28, 'fill="#a9834c"');
  }
  const ty = base - count * 16;
  out +=
    ellipse(cx, ty, r, r * 0.28, 'fill="url(#gGold)"') +
    ellipse(cx, ty, r * 0.7, r * 0.19, 'fill="none" stroke="#fff3dc" stroke-width="2.5" opacity="0.8"');
  return shadow(out, "sm");
}

// --- service -----------------------------------------------------------------------

/** Open-end wrench; head centre at (0, 0), handle along +x, about 310 long. */
export function wrench(): string {
  const d = "M-44.5 -18A48 48 0 0 1 44.9 -17H292A17 17 0 0 1 292 17H44.9A48 48 0 0 1 -44.5 18H-8A18 18 0 0 0 -8 -18Z";
  return shadow(
    path(d, 'fill="url(#gGold)"') +
      rect(70, -6, 200, 5, 2.5, 'fill="#fff6e3" opacity="0.6"') +
      circle(284, 0, 7, `fill="${C.goldDeep}"`),
  );
}

/** Screwdriver; tip at (0, 0), pointing towards -x, about 300 long. */
export function screwdriver(): string {
  return shadow(
    path("M0 -3L22 -9H160V9H22L0 3Z", 'fill="url(#gMetal)"') +
      rect(150, -15, 26, 30, 6, 'fill="url(#gCylGold)"') +
      rect(170, -24, 140, 48, 22, 'fill="url(#gTeal)"') +
      [0, 1, 2].map((i) => rect(196 + i * 28, -16, 16, 32, 8, 'fill="#ffffff" opacity="0.14"')).join(""),
  );
}

/** Shield with a check mark; centre (cx, cy), height 2 * s. */
export function shield(cx: number, cy: number, s: number, fill = "url(#gTeal)"): string {
  const shape = (k: number): string => {
    const p = (x: number, y: number): string => `${n(cx + x * s * k)} ${n(cy + y * s * k)}`;
    return (
      `M${p(0, -1)}C${p(0.34, -0.8)} ${p(0.68, -0.76)} ${p(0.84, -0.76)}V${p(0.84, -0.1).split(" ")[1]}C` +
      `${p(0.84, 0.42)} ${p(0.44, 0.8)} ${p(0, 1)}C${p(-0.44, 0.8)} ${p(-0.84, 0.42)} ${p(-0.84, -0.1)}V` +
      `${p(-0.84, -0.76).split(" ")[1]}C${p(-0.68, -0.76)} ${p(-0.34, -0.8)} ${p(0, -1)}Z`
    );
  };
  return (
    shadow(path(shape(1), `fill="${fill}"`)) +
    path(shape(0.84), `fill="none" stroke="${C.gold}" stroke-width="${n(s * 0.035)}"`) +
    path(
      `M${n(cx)} ${n(cy - s)}C${n(cx - s * 0.34)} ${n(cy - s * 0.8)} ${n(cx - s * 0.68)} ${n(cy - s * 0.76)} ` +
        `${n(cx - s * 0.84)} ${n(cy - s * 0.76)}V${n(cy - s * 0.1)}C${n(cx - s * 0.84)} ${n(cy + s * 0.42)} ` +
        `${n(cx - s * 0.44)} ${n(cy + s * 0.8)} ${n(cx)} ${n(cy + s)}Z`,
      'fill="#ffffff" opacity="0.08"',
    ) +
    check(cx, cy, s * 0.9, "#ffffff", 0.16)
  );
}

/** Gear wheel. */
export function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.8;
    const da = (Math.PI / teeth) * 0.42;
    pts.push([cx + Math.cos(a0 - da) * rr, cy + Math.sin(a0 - da) * rr]);
    pts.push([cx + Math.cos(a0 + da) * rr, cy + Math.sin(a0 + da) * rr]);
  }
  const d =
    roundedPolygon(pts, r * 0.06) +
    `M${n(cx + r * 0.36)} ${n(cy)}A${n(r * 0.36)} ${n(r * 0.36)} 0 1 0 ${n(cx - r * 0.36)} ${n(cy)}A` +
    `${n(r * 0.36)} ${n(r * 0.36)} 0 1 0 ${n(cx + r * 0.36)} ${n(cy)}Z`;
  return shadow(path(d, `fill="${fill}" fill-rule="evenodd"`), "sm");
}

// --- training ------------------------------------------------------------------------

/** Presentation board on an easel; board top-left (x, y), legs reach the floor at y + h + legs. */
export function easelBoard(x: number, y: number, w: number, h: number, floor: number): string {
  const cx = x + w / 2;
  const legs =
    line(cx, y - 30, x + w * 0.08, floor, `stroke="${C.goldDeep}" stroke-width="14" stroke-linecap="round"`) +
    line(cx, y - 30, x + w * 0.92, floor, `stroke="${C.goldDeep}" stroke-width="14" stroke-linecap="round"`) +
    line(cx, y - 30, cx, floor - 20, `stroke="#8f6d3c" stroke-width="12" stroke-linecap="round"`);
  const bx = x + w * 0.08;
  const by = y + h * 0.14;
  // diagram: a console sketch, a ring chart and bullet lines
  const diagram =
    rect(bx, by + h * 0.18, w * 0.2, h * 0.5, 14, `fill="none" stroke="${C.teal}" stroke-width="5"`) +
    rect(bx - w * 0.02, by, w * 0.24, h * 0.15, 8, `fill="${C.teal}"`) +
    line(bx + w * 0.1, by + h * 0.15, bx + w * 0.1, by + h * 0.18, `stroke="${C.teal}" stroke-width="6"`) +
    path(
      `M${n(bx + w * 0.2)} ${n(by + h * 0.3)}C${n(bx + w * 0.3)} ${n(by + h * 0.3)} ${n(bx + w * 0.28)} ` +
        `${n(by + h * 0.62)} ${n(bx + w * 0.36)} ${n(by + h * 0.62)}`,
      `fill="none" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"`,
    ) +
    circle(bx + w * 0.38, by + h * 0.62, 10, `fill="${C.gold}"`) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(x + w * 0.56, by + h * 0.06 + i * h * 0.15, 9, `fill="${i === 0 ? C.gold : C.teal}"`) +
          rect(x + w * 0.6, by + h * 0.06 + i * h * 0.15 - 5, w * (0.3 - i * 0.05), 10, 5, `fill="${C.sand}"`),
      )
      .join("") +
    circle(x + w * 0.72, by + h * 0.6, h * 0.12, `fill="none" stroke="${C.tealMist}" stroke-width="14"`) +
    path(
      `M${n(x + w * 0.72)} ${n(by + h * 0.6 - h * 0.12)}A${n(h * 0.12)} ${n(h * 0.12)} 0 0 1 ` +
        `${n(x + w * 0.72 + h * 0.12)} ${n(by + h * 0.6)}`,
      `fill="none" stroke="${C.teal}" stroke-width="14"`,
    );
  return (
    legs +
    shadow(
      rect(x, y, w, h, 16, 'fill="#ffffff"') +
        rect(x, y, w, h, 16, `fill="none" stroke="${C.tealDark}" stroke-width="10"`),
    ) +
    diagram +
    rect(x - 10, y + h, w + 20, 16, 8, 'fill="url(#gGold)"') +
    rect(x + w * 0.2, y + h - 8, 60, 10, 5, `fill="${C.teal}"`) +
    rect(x + w * 0.32, y + h - 8, 44, 10, 5, `fill="${C.gold}"`)
  );
}

/** Award rosette with ribbon tails; centre (cx, cy), radius r. */
export function rosette(cx: number, cy: number, r: number): string {
  const pts: Pt[] = [];
  const bumps = 18;
  for (let i = 0; i < bumps * 2; i++) {
    const a = (i / (bumps * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.88;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  const tail = (side: number): string =>
    path(
      `M${n(cx + side * r * 0.1)} ${n(cy + r * 0.4)}L${n(cx + side * r * 0.62)} ${n(cy + r * 0.5)}L` +
        `${n(cx + side * r * 0.72)} ${n(cy + r * 1.9)}L${n(cx + side * r * 0.5)} ${n(cy + r * 1.7)}L` +
        `${n(cx + side * r * 0.24)} ${n(cy + r * 1.86)}Z`,
      `fill="${side < 0 ? C.teal : C.tealDark}"`,
    );
  return shadow(
    tail(-1) +
      tail(1) +
      path(smoothClosed(pts, 0.6), 'fill="url(#gGold)"') +
      circle(cx, cy, r * 0.7, `fill="#f1dfbd"`) +
      circle(
        cx,
        cy,
        r * 0.6,
        `fill="none" stroke="${C.gold}" stroke-width="${n(r * 0.04)}" stroke-dasharray="${n(r * 0.06)} ${n(r * 0.06)}"`,
      ) +
      place(emblem({ left: C.teal, right: C.gold, pearl: C.teal }), cx - r * 0.4, cy - r * 0.42, (r * 0.8) / 100),
    "sm",
  );
}

/** Certificate sheet with a double gold border and text-free lines. */
export function certificate(x: number, y: number, w: number, h: number): string {
  let lines = "";
  lines += rect(x + w * 0.28, y + h * 0.2, w * 0.44, 12, 6, `fill="${C.teal}"`);
  [0.36, 0.46, 0.56].forEach((f, i) => {
    const lw = w * (0.64 - i * 0.12);
    lines += rect(x + (w - lw) / 2, y + h * f, lw, 8, 4, `fill="${C.sand}"`);
  });
  lines += path(
    `M${n(x + w * 0.14)} ${n(y + h * 0.8)}c20 -26 34 8 52 -10s22 10 40 -4`,
    `fill="none" stroke="${C.teal}" stroke-width="3" stroke-linecap="round"`,
  );
  lines += rect(x + w * 0.12, y + h * 0.84, w * 0.3, 3, 1.5, `fill="${C.sand}"`);
  return (
    shadow(rect(x, y, w, h, 12, 'fill="url(#gPaper)"')) +
    rect(x + 14, y + 14, w - 28, h - 28, 6, `fill="none" stroke="${C.gold}" stroke-width="3"`) +
    rect(x + 22, y + 22, w - 44, h - 44, 4, `fill="none" stroke="${C.gold}" stroke-width="1.2" opacity="0.7"`) +
    lines
  );
}

// --- delivery & installation -----------------------------------------------------------

/** Delivery van seen from the side, facing right; rear-bottom at (0, 0), about 400 x 230. */
export function van(): string {
  const bodyD = roundedPolygon(
    [
      [0, -40],
      [400, -40],
      [400, -110],
      [350, -132],
      [300, -220],
      [0, -220],
    ],
    [14, 16, 18, 30, 26, 22],
  );
  const clip = uid("van");
  const wheel = (x: number): string =>
    circle(x, -40, 50, `fill="${C.tealDeep}" opacity="0.25"`) +
    circle(x, -36, 38, 'fill="url(#gCylInk)"') +
    circle(x, -36, 18, 'fill="url(#gMetal)"') +
    circle(x, -36, 6, `fill="${C.inkSoft}"`);
  return shadow(
    `<clipPath id="${clip}"><path d="${bodyD}"/></clipPath>` +
      path(bodyD, 'fill="url(#gBodyV)"') +
      g(
        rect(-10, -110, 420, 34, 0, 'fill="url(#gTeal)"') +
          rect(-10, -114, 420, 4, 0, `fill="${C.gold}"`) +
          rect(-10, -60, 420, 30, 0, `fill="${C.tealDeep}" opacity="0.85"`),
        `clip-path="url(#${clip})"`,
      ) +
      path(
        roundedPolygon(
          [
            [298, -204],
            [338, -136],
            [298, -136],
          ],
          [10, 8, 8],
        ),
        'fill="url(#gScreen)"',
      ) +
      path(
        roundedPolygon(
          [
            [268, -204],
            [286, -204],
            [286, -136],
            [268, -136],
          ],
          6,
        ),
        'fill="url(#gScreen)"',
      ) +
      line(262, -200, 262, -56, `stroke="#d5cbbf" stroke-width="2.5"`) +
      rect(276, -128, 22, 6, 3, `fill="${C.sand}"`) +
      rect(388, -96, 14, 12, 4, 'fill="#ffe9b8"') +
      place(emblem(), 100, -196, 0.7) +
      rect(178, -168, 50, 8, 4, `fill="${C.gold}" opacity="0.7"`) +
      wheel(84) +
      wheel(318),
    "lg",
  );
}

/** Shipping box in light perspective; front-bottom-centre at (0, 0), front face s x 0.8s. */
export function box(s: number): string {
  const h = s * 0.8;
  const d = s * 0.24;
  const front = rect(-s / 2, -h, s, h, 6, 'fill="url(#gKraft)"');
  const top = path(
    `M${n(-s / 2)} ${n(-h)}L${n(-s / 2 + d)} ${n(-h - d * 0.8)}H${n(s / 2 + d)}L${n(s / 2)} ${n(-h)}Z`,
    'fill="#ecd6b1" stroke="#ecd6b1" stroke-width="2" stroke-linejoin="round"',
  );
  const side = path(
    `M${n(s / 2)} 0V${n(-h)}L${n(s / 2 + d)} ${n(-h - d * 0.8)}V${n(-d * 0.8)}Z`,
    'fill="url(#gKraftSide)" stroke="#c29c69" stroke-width="2" stroke-linejoin="round"',
  );
  const tape =
    path(
      `M${n(-s * 0.08)} ${n(-h)}L${n(-s * 0.08 + d)} ${n(-h - d * 0.8)}H${n(s * 0.08 + d)}L${n(s * 0.08)} ${n(-h)}Z`,
      'fill="#f5e6cc" opacity="0.9"',
    ) + rect(-s * 0.08, -h, s * 0.16, h * 0.3, 0, 'fill="#f5e6cc" opacity="0.9"');
  const arrows = [-1, 1]
    .map((k) =>
      path(
        `M${n(-s * 0.3 + k * 14)} ${n(-h * 0.36)}v-34m-10 12l10 -12l10 12`,
        `fill="none" stroke="${C.tealDark}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`,
      ),
    )
    .join("");
  const glass = path(
    `M${n(s * 0.26)} ${n(-h * 0.56)}h26l-3 22q-10 10 -20 0zM${n(s * 0.26 + 13)} ${n(-h * 0.56 + 30)}v16m-9 0h18`,
    `fill="none" stroke="${C.tealDark}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"`,
  );
  const label =
    rect(-s * 0.14, -h * 0.62, s * 0.28, h * 0.3, 8, 'fill="#ffffff"') +
    place(emblem(), -14, -h * 0.62 + 12, 0.28) +
    rect(-s * 0.1, -h * 0.62 + h * 0.2, s * 0.2, 5, 2.5, `fill="${C.sand}"`);
  return shadow(front + side + top + tape + arrows + glass + label);
}

// --- cabin furniture -------------------------------------------------------------------

/** Treatment bed seen from the side, head to the right; floor centre at (0, 0), ~600 long. */
export function treatmentBed(): string {
  const back = place(
    rect(0, -46, 250, 46, 22, 'fill="url(#gRoseH)"') + rect(170, -80, 90, 36, 18, 'fill="url(#gBodyV)"'),
    40,
    -214,
    1,
    -16,
  );
  return shadow(
    rect(-170, -26, 340, 26, 10, 'fill="url(#gBodyV)"') +
      rect(-60, -170, 120, 150, 18, 'fill="url(#gCylWhite)"') +
      rect(-60, -120, 120, 14, 0, 'fill="url(#gCylTeal)"') +
      rect(-290, -214, 580, 30, 14, 'fill="url(#gBodyV)"') +
      rect(-290, -188, 580, 4, 2, `fill="${C.gold}"`) +
      rect(-300, -258, 350, 48, 22, 'fill="url(#gRoseH)"') +
      back +
      rect(-290, -266, 120, 60, 18, 'fill="url(#gTeal)"') +
      rect(-290, -248, 120, 4, 2, `fill="${C.gold}"`) +
      rect(-290, -232, 120, 4, 2, `fill="${C.gold}"`),
  );
}

/** Pendant lamp hanging from the ceiling; returns the lamp with its glow. */
export function pendantLamp(x: number, cordTop: number, cordLen: number, r = 60): string {
  const y = cordTop + cordLen;
  return (
    line(x, cordTop, x, y - r * 0.5, `stroke="${C.inkSoft}" stroke-width="3"`) +
    ellipse(x, y + r * 0.3, r * 2.2, r * 1.2, 'fill="url(#gGlowGold)" opacity="0.55"') +
    path(`M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.75)} 0 0 1 ${n(x + r)} ${n(y)}Z`, 'fill="url(#gGold)"') +
    ellipse(x, y, r, r * 0.16, 'fill="#fff4dc"')
  );
}

/** Wall shelf with bottles and rolled towels; shelf top-left (x, y). */
export function shelf(x: number, y: number, w: number): string {
  let items = "";
  const bottle = (bx: number, h: number, fill: string): string =>
    rect(bx - 16, y - h, 32, h, 10, `fill="${fill}"`) +
    rect(bx - 7, y - h - 16, 14, 18, 4, `fill="${C.gold}"`) +
    rect(bx - 10, y - h * 0.6, 20, h * 0.3, 4, 'fill="#ffffff" opacity="0.6"');
  items += bottle(x + 40, 70, "url(#gTeal)") + bottle(x + 84, 54, "url(#gRose)") + bottle(x + 124, 84, "url(#gBodyV)");
  for (let i = 0; i < 3; i++) {
    const tx = x + w - 60 - i * 46;
    items +=
      circle(tx, y - 22, 22, `fill="${i % 2 ? C.rose : "#ffffff"}"`) +
      circle(tx, y - 22, 12, `fill="none" stroke="${C.sand}" stroke-width="3"`);
  }
  items +=
    circle(x + w - 83, y - 58, 22, 'fill="#ffffff"') +
    circle(x + w - 83, y - 58, 12, `fill="none" stroke="${C.sand}" stroke-width="3"`);
  return shadow(
    items + rect(x, y, w, 16, 6, 'fill="url(#gBodyV)"') + rect(x, y + 13, w, 3, 1.5, `fill="${C.gold}"`),
    "sm",
  );
}

/** Round side table; top centre at (cx, top). */
export function sideTable(cx: number, top: number, w: number, floor: number): string {
  return shadow(
    rect(cx - 9, top, 18, floor - top - 10, 6, 'fill="url(#gCylGold)"') +
      ellipse(cx, floor - 8, w * 0.3, 10, 'fill="url(#gGold)"') +
      rect(cx - w / 2, top - 10, w, 22, 11, 'fill="url(#gBodyV)"') +
      rect(cx - w / 2 + 8, top + 9, w - 16, 3, 1.5, `fill="${C.gold}"`),
  );
}

// --- promotion -----------------------------------------------------------------------------

/** Megaphone, mouthpiece at (0, 0), bell opening to the right at x = 230. */
export function megaphone(): string {
  return shadow(
    rect(30, 20, 38, 96, 16, 'fill="url(#gCylTeal)"') +
      rect(36, 46, 26, 14, 6, 'fill="url(#gCylGold)"') +
      rect(-46, -40, 56, 80, 22, 'fill="url(#gBodyV)"') +
      path("M0 -36L230 -116V116L0 36Z", 'fill="url(#gTeal)"') +
      path("M0 -36L230 -116V-70L0 -14Z", 'fill="#ffffff" opacity="0.1"') +
      ellipse(232, 0, 30, 118, 'fill="url(#gGold)"') +
      ellipse(236, 0, 20, 102, `fill="${C.tealDeep}"`) +
      ellipse(240, 0, 10, 64, 'fill="#0e5e6f"'),
    "lg",
  );
}

export function heart(cx: number, cy: number, s: number, fill: string): string {
  const p = (x: number, y: number): string => `${n(cx + x * s)} ${n(cy + y * s)}`;
  return path(
    `M${p(0, 0.42)}C${p(-0.12, 0.3)} ${p(-0.6, 0)} ${p(-0.6, -0.3)}C${p(-0.6, -0.62)} ${p(-0.2, -0.72)} ` +
      `${p(0, -0.42)}C${p(0.2, -0.72)} ${p(0.6, -0.62)} ${p(0.6, -0.3)}C${p(0.6, 0)} ${p(0.12, 0.3)} ` +
      `${p(0, 0.42)}Z`,
    `fill="${fill}"`,
  );
}

export function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.46;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return path(roundedPolygon(pts, r * 0.08), `fill="${fill}"`);
}

/** Social-media post card with a picture and reactions; top-left (x, y). */
export function postCard(x: number, y: number, w: number, h: number, variant: 0 | 1 | 2): string {
  const picFill = ["url(#gArchRose)", "url(#gArchTeal)", "url(#gArchSand)"][variant]!;
  const px = x + 16;
  const py = y + 62;
  const pw = w - 32;
  const ph = h * 0.52;
  const clip = uid("pic");
  let pic = rect(px, py, pw, ph, 0, `fill="${picFill}"`);
  if (variant === 0) {
    pic += path(
      `M${n(px + pw * 0.3)} ${n(py + ph)}V${n(py + ph * 0.45)}A${n(pw * 0.2)} ${n(pw * 0.2)} 0 0 1 ` +
        `${n(px + pw * 0.7)} ${n(py + ph * 0.45)}V${n(py + ph)}Z`,
      'fill="#ffffff" opacity="0.7"',
    );
    pic +=
      rect(px + pw * 0.43, py + ph * 0.42, pw * 0.14, ph * 0.5, 8, `fill="${C.teal}"`) +
      rect(px + pw * 0.4, py + ph * 0.3, pw * 0.2, ph * 0.14, 5, `fill="${C.ink}"`);
  } else if (variant === 1) {
    pic += circle(px + pw * 0.7, py + ph * 0.32, ph * 0.16, `fill="${C.gold}" opacity="0.85"`);
    pic += path(
      `M${n(px)} ${n(py + ph)}Q${n(px + pw * 0.3)} ${n(py + ph * 0.45)} ${n(px + pw * 0.6)} ${n(py + ph * 0.8)}T` +
        `${n(px + pw)} ${n(py + ph * 0.6)}V${n(py + ph)}Z`,
      `fill="${C.teal}" opacity="0.8"`,
    );
  } else {
    pic +=
      circle(px + pw * 0.5, py + ph * 0.5, ph * 0.3, `fill="${C.rose}"`) +
      heart(px + pw * 0.5, py + ph * 0.52, ph * 0.36, C.roseDeep);
  }
  return (
    shadow(rect(x, y, w, h, 22, 'fill="#ffffff"')) +
    circle(x + 34, y + 32, 16, 'fill="url(#gTeal)"') +
    place(emblem({ left: "#ffffff", right: C.goldLight, pearl: C.goldLight }), x + 24, y + 22, 0.2) +
    rect(x + 60, y + 22, w * 0.4, 8, 4, `fill="${C.ink}" opacity="0.75"`) +
    rect(x + 60, y + 36, w * 0.25, 6, 3, `fill="${C.sand}"`) +
    `<clipPath id="${clip}">${rect(px, py, pw, ph, 14, "")}</clipPath>` +
    g(pic, `clip-path="url(#${clip})"`) +
    heart(x + 34, py + ph + 30, 26, "#d98c86") +
    path(
      `M${n(x + 64)} ${n(py + ph + 20)}h24a6 6 0 0 1 6 6v10a6 6 0 0 1 -6 6h-14l-8 7v-7h-2a6 6 0 0 1 -6 -6v-10a6 6 ` +
        `0 0 1 6 -6z`,
      `fill="none" stroke="${C.inkSoft}" stroke-width="3" stroke-linejoin="round"`,
    ) +
    rect(x + 20, py + ph + 52, w * 0.7, 7, 3.5, `fill="${C.sand}"`) +
    rect(x + 20, py + ph + 66, w * 0.45, 7, 3.5, `fill="${C.sand}"`)
  );
}

/** Speech bubble with content. */
export function bubble(x: number, y: number, w: number, h: number, content: string, fill = "#ffffff"): string {
  return (
    shadow(
      rect(x, y, w, h, h / 2, `fill="${fill}"`) +
        path(`M${n(x + w * 0.22)} ${n(y + h - 2)}l-10 22l30 -22z`, `fill="${fill}"`),
      "sm",
    ) + content
  );
}

// --- sanitising -----------------------------------------------------------------------------

/** Ozone molecule: three spheres in a bent arrangement; centre (cx, cy), sphere radius r. */
export function ozoneMolecule(cx: number, cy: number, r: number): string {
  const d = r * 2.05;
  const a = (58.4 * Math.PI) / 180;
  const o1: Pt = [cx, cy - d * 0.33];
  const o2: Pt = [cx - d * Math.sin(a), o1[1] + d * Math.cos(a)];
  const o3: Pt = [cx + d * Math.sin(a), o1[1] + d * Math.cos(a)];
  const bond = (p: Pt): string =>
    line(o1[0], o1[1], p[0], p[1], `stroke="${C.goldDeep}" stroke-width="${n(r * 0.42)}" stroke-linecap="round"`) +
    line(o1[0], o1[1], p[0], p[1], `stroke="${C.goldLight}" stroke-width="${n(r * 0.18)}" stroke-linecap="round"`);
  const sphere = (p: Pt): string =>
    circle(p[0], p[1], r, 'fill="url(#gSphereTeal)"') +
    ellipse(p[0] - r * 0.34, p[1] - r * 0.4, r * 0.26, r * 0.16, 'fill="#ffffff" opacity="0.7"');
  return shadow(bond(o2) + bond(o3) + sphere(o2) + sphere(o3) + sphere(o1));
}

/** Compact ozone generator (air-purifier styling, no text); floor centre at (0, 0), about 300 x 270. */
export function ozoneBox(): { svg: string; outlet: Pt } {
  const W = 290;
  const H = 260;
  const clip = uid("ozy");
  const bodyD = roundedPolygon(
    [
      [-W / 2, -10],
      [W / 2, -10],
      [W / 2 - 8, -H],
      [-W / 2 + 8, -H],
    ],
    [16, 16, 34, 34],
  );
  let slats = "";
  for (let i = 0; i < 13; i++)
    slats += rect(-W * 0.36 + i * 17.5, -H + 56, 7, 96, 3.5, `fill="${C.tealDark}" opacity="0.22"`);
  const svg = shadow(
    rect(-W / 2 + 26, -14, 44, 14, 5, `fill="${C.ink}"`) +
      rect(W / 2 - 70, -14, 44, 14, 5, `fill="${C.ink}"`) +
      `<clipPath id="${clip}"><path d="${bodyD}"/></clipPath>` +
      path(bodyD, 'fill="url(#gBody)"') +
      g(
        rect(-W / 2, -66, W, 60, 0, 'fill="url(#gTeal)"') +
          rect(-W / 2, -66, W, 3, 0, `fill="${C.gold}"`) +
          rect(-W / 2, -H, W, H, 0, 'fill="url(#gShade)" opacity="0.45"'),
        `clip-path="url(#${clip})"`,
      ) +
      rect(-W * 0.4, -H + 44, W * 0.8, 120, 22, 'fill="#f1ece6"') +
      slats +
      rect(-W * 0.3, -H + 180, W * 0.6, 36, 18, 'fill="url(#gBezel)"') +
      circle(-W * 0.2, -H + 198, 5, `fill="${C.aqua}"`) +
      circle(-W * 0.2 + 18, -H + 198, 5, `fill="${C.aqua}"`) +
      circle(-W * 0.2 + 36, -H + 198, 5, `fill="${C.gold}"`) +
      rect(W * 0.02, -H + 195, W * 0.18, 6, 3, `fill="${C.aqua}" opacity="0.6"`) +
      place(emblem({ left: "#ffffff", right: C.goldLight, pearl: C.goldLight }), -14, -54, 0.28) +
      rect(-W * 0.3, -H - 6, W * 0.6, 14, 7, `fill="#ded5ca"`) +
      rect(-W * 0.26, -H - 3, W * 0.52, 5, 2.5, `fill="${C.tealDark}" opacity="0.55"`),
    "lg",
  );
  return { svg, outlet: [0, -H - 4] };
}

/** Nebuliser / atomiser; floor centre at (0, 0). Returns the nozzle tip. */
export function nebuliser(): { svg: string; nozzle: Pt } {
  const clip = uid("tank");
  const tank = rect(-84, -330, 168, 290, 42, "");
  const nozzleAngle = 60;
  const rad = (nozzleAngle * Math.PI) / 180;
  const nx = 20 + 120 * Math.sin(rad);
  const ny = -390 - 120 * Math.cos(rad);
  const svg = shadow(
    rect(-120, -46, 240, 46, 18, 'fill="url(#gTealDeep)"') +
      rect(-112, -46, 224, 4, 2, `fill="${C.gold}"`) +
      `<clipPath id="${clip}">${tank}</clipPath>` +
      rect(-84, -330, 168, 290, 42, 'fill="url(#gCylWhite)"') +
      g(
        path("M-90 -170Q-45 -184 0 -170T90 -170V-30H-90Z", `fill="${C.aqua}" opacity="0.45"`) +
          path("M-90 -170Q-45 -184 0 -170T90 -170", 'fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"') +
          rect(-84, -330, 168, 290, 0, 'fill="url(#gShade)" opacity="0.6"'),
        `clip-path="url(#${clip})"`,
      ) +
      rect(-56, -300, 16, 200, 8, 'fill="#ffffff" opacity="0.8"') +
      rect(-70, -392, 140, 74, 30, 'fill="url(#gCylTeal)"') +
      rect(-74, -330, 148, 10, 5, 'fill="url(#gCylGold)"') +
      place(
        rect(-16, -120, 32, 124, 14, 'fill="url(#gCylWhite)"') +
          rect(-18, -30, 36, 10, 5, 'fill="url(#gCylGold)"') +
          rect(-10, -132, 20, 16, 6, 'fill="url(#gMetal)"'),
        20,
        -386,
        1,
        nozzleAngle,
      ) +
      circle(-50, -23, 10, 'fill="url(#gGold)"') +
      rect(-20, -28, 80, 10, 5, 'fill="#ffffff" opacity="0.35"'),
    "lg",
  );
  return { svg, nozzle: [nx + 12 * Math.sin(rad), ny - 12 * Math.cos(rad)] };
}

// --- editorial ----------------------------------------------------------------------------------

/** Clipboard with a checklist; top-left (x, y). */
export function clipboard(x: number, y: number, w: number, h: number, checked = 4): string {
  let rows = "";
  const rowsN = 5;
  for (let i = 0; i < rowsN; i++) {
    const ry = y + h * 0.22 + i * h * 0.14;
    const done = i < checked;
    rows += done
      ? circle(x + w * 0.2, ry, 17, 'fill="url(#gTeal)"') + check(x + w * 0.2, ry, 22)
      : circle(x + w * 0.2, ry, 15, `fill="none" stroke="${C.tealLight}" stroke-width="3.5"`);
    rows += rect(x + w * 0.31, ry - 6, w * (0.5 - (i % 3) * 0.08), 12, 6, `fill="${done ? C.sand : C.tealMist}"`);
  }
  return (
    shadow(rect(x, y, w, h, 26, 'fill="url(#gTeal)"'), "lg") +
    rect(x + 18, y + 40, w - 36, h - 58, 14, 'fill="url(#gPaper)"') +
    rows +
    rect(x + w * 0.3, y - 16, w * 0.4, 56, 16, 'fill="url(#gGold)"') +
    rect(x + w * 0.42, y - 30, w * 0.16, 30, 12, `fill="none" stroke="${C.goldDeep}" stroke-width="9"`) +
    rect(x + w * 0.34, y + 20, w * 0.32, 6, 3, 'fill="#fff4dc" opacity="0.6"')
  );
}

/** Balance scale; base centre (cx, base). `back` holds stand, beam and pans; put objects on the pans after it. */
export function balanceScale(cx: number, base: number, tilt = 0): { svg: string; left: Pt; right: Pt; back: string } {
  const beamY = base - 470;
  const arm = 250;
  const dy = Math.tan((tilt * Math.PI) / 180) * arm;
  const panY = (side: number): number => beamY + 250 + side * dy;
  const pan = (side: number): string => {
    const px = cx + side * arm;
    const py = panY(side);
    return (
      line(px, beamY + side * dy + 4, px - 96, py, `stroke="${C.goldDeep}" stroke-width="3"`) +
      line(px, beamY + side * dy + 4, px + 96, py, `stroke="${C.goldDeep}" stroke-width="3"`) +
      circle(px, beamY + side * dy + 4, 9, 'fill="url(#gGold)"') +
      path(`M${n(px - 108)} ${n(py)}A108 42 0 0 0 ${n(px + 108)} ${n(py)}Z`, 'fill="url(#gCylGold)"') +
      ellipse(px, py, 108, 13, 'fill="#e3c896"')
    );
  };
  const back =
    ellipse(cx, base - 6, 150, 22, `fill="${C.tealDeep}" opacity="0.2" filter="url(#fBlur12)"`) +
    rect(cx - 130, base - 36, 260, 32, 14, 'fill="url(#gTeal)"') +
    rect(cx - 90, base - 62, 180, 30, 12, 'fill="url(#gBodyV)"') +
    rect(cx - 12, beamY, 24, base - 62 - beamY, 8, 'fill="url(#gCylGold)"') +
    place(rect(-arm - 10, -8, arm * 2 + 20, 16, 8, 'fill="url(#gGold)"'), cx, beamY, 1, tilt) +
    circle(cx, beamY, 22, 'fill="url(#gSphereGold)"') +
    circle(cx, beamY - 40, 14, 'fill="url(#gSphereGold)"') +
    rect(cx - 5, beamY - 36, 10, 30, 4, 'fill="url(#gCylGold)"');
  return { svg: g(pan(-1) + pan(1)), left: [cx - arm, panY(-1)], right: [cx + arm, panY(1)], back };
}

/** Document with a folded corner, text-free lines and a seal. */
export function documentSheet(x: number, y: number, w: number, h: number): string {
  const f = 54;
  const d =
    `M${n(x)} ${n(y + 18)}Q${n(x)} ${n(y)} ${n(x + 18)} ${n(y)}H${n(x + w - f)}L${n(x + w)} ${n(y + f)}V` +
    `${n(y + h - 18)}Q${n(x + w)} ${n(y + h)} ${n(x + w - 18)} ${n(y + h)}H${n(x + 18)}Q${n(x)} ${n(y + h)} ` +
    `${n(x)} ${n(y + h - 18)}Z`;
  let lines = rect(x + w * 0.12, y + h * 0.12, w * 0.46, 14, 7, `fill="${C.teal}"`);
  for (let i = 0; i < 7; i++)
    lines += rect(
      x + w * 0.12,
      y + h * 0.24 + i * h * 0.075,
      w * (i % 3 === 2 ? 0.5 : 0.74),
      9,
      4.5,
      `fill="${C.sand}"`,
    );
  return (
    shadow(path(d, 'fill="url(#gPaper)"'), "lg") +
    path(
      `M${n(x + w - f)} ${n(y)}V${n(y + f - 10)}Q${n(x + w - f)} ${n(y + f)} ${n(x + w - f + 10)} ${n(y + f)}H` +
        `${n(x + w)}Z`,
      'fill="#e6ddd2"',
    ) +
    lines +
    path(
      `M${n(x + w * 0.12)} ${n(y + h * 0.86)}c18 -30 30 10 46 -8s20 12 40 -6s16 8 30 0`,
      `fill="none" stroke="${C.teal}" stroke-width="3.5" stroke-linecap="round"`,
    ) +
    rosette(x + w * 0.76, y + h * 0.8, w * 0.13)
  );
}

/** Upright hardback book with a bookmark ribbon; bottom-left at (x, y). */
export function book(x: number, y: number, w: number, h: number, fill = "url(#gTeal)"): string {
  return shadow(
    rect(x + 10, y - h + 6, w, h - 6, 10, 'fill="#f3ece3"') +
      [0, 1, 2, 3].map((i) => rect(x + w - 4, y - h + 20 + i * 0, 12, h - 34, 3, `fill="#e6dccf"`)).join("") +
      rect(x, y - h, w, h, 12, `fill="${fill}"`) +
      rect(x, y - h, 26, h, 10, `fill="${C.tealDeep}" opacity="0.45"`) +
      rect(x + 44, y - h + 40, w - 80, h - 80, 8, `fill="none" stroke="${C.gold}" stroke-width="3"`) +
      place(
        emblem({ left: C.goldLight, right: C.gold, pearl: C.goldLight }),
        x + 44 + (w - 80) / 2 - 26,
        y - h / 2 - 30,
        0.52,
      ) +
      rect(x + 62, y - h / 2 + 36, w - 116, 6, 3, `fill="${C.goldLight}" opacity="0.8"`) +
      path(`M${n(x + w * 0.7)} ${n(y - 4)}v46l12 -12l12 12v-46z`, `fill="${C.gold}"`),
  );
}

/** Treatment menu card: text-free rows with icons, one highlighted with a star. */
export function menuCard(
  x: number,
  y: number,
  w: number,
  h: number,
  highlight: number,
  icons: readonly string[],
): string {
  let rows = "";
  const top = y + h * 0.24;
  const step = (h * 0.68) / icons.length;
  icons.forEach((icon, i) => {
    const ry = top + i * step;
    if (i === highlight)
      rows += rect(x + 18, ry - step * 0.42, w - 36, step * 0.84, 16, `fill="${C.rose}" opacity="0.75"`);
    rows += circle(x + 56, ry, 24, `fill="${i === highlight ? C.teal : C.tealMist}"`);
    rows += place(icon, x + 56, ry, 1, 0, i === highlight ? "" : 'opacity="0.9"');
    rows += rect(x + 94, ry - 12, w * (0.42 - (i % 2) * 0.1), 10, 5, `fill="${C.ink}" opacity="0.7"`);
    rows += rect(x + 94, ry + 6, w * 0.3, 7, 3.5, `fill="${C.sand}"`);
    rows += i === highlight ? star(x + w - 46, ry, 16, C.gold) : circle(x + w - 46, ry, 5, `fill="${C.gold}"`);
  });
  return (
    shadow(rect(x, y, w, h, 26, 'fill="url(#gPaper)"'), "lg") +
    rect(x + 12, y + 12, w - 24, h - 24, 18, `fill="none" stroke="${C.gold}" stroke-width="2"`) +
    place(emblem(), x + w / 2 - 24, y + 36, 0.48) +
    rect(x + w * 0.3, y + h * 0.15, w * 0.4, 8, 4, `fill="${C.teal}"`) +
    rows
  );
}

/** Tiny icons (drawn around (0, 0), ~30 px) for menu rows and badges. */
export const miniIcons = {
  legs: rect(-11, -14, 9, 28, 4.5, 'fill="#ffffff"') + rect(2, -14, 9, 28, 4.5, `fill="${C.goldLight}"`),
  drop: path("M0 -14C6 -5 11 1 11 6A11 11 0 0 1 -11 6C-11 1 -6 -5 0 -14Z", `fill="${C.teal}"`),
  leaf:
    path("M-10 10C-12 -6 0 -14 12 -12C12 2 4 12 -10 10Z", `fill="${C.teal}"`) +
    path("M-10 10L6 -6", `stroke="#ffffff" stroke-width="2"`),
  spark: path("M0 -13Q2 -2 13 0Q2 2 0 13Q-2 2 -13 0Q-2 -2 0 -13Z", `fill="${C.gold}"`),
  hand: circle(0, 0, 10, `fill="none" stroke="${C.teal}" stroke-width="3"`) + circle(0, 0, 4, `fill="${C.teal}"`),
} as const;

/** Pen lying diagonally; nib at (0, 0), pointing down-left after rotation. */
export function pen(): string {
  return shadow(
    path("M0 0L10 -26H26L36 -26Z", `fill="${C.goldDeep}"`) +
      path("M0 0L12 -30H24Z", 'fill="url(#gGold)"') +
      rect(8, -200, 20, 172, 10, 'fill="url(#gCylTeal)"') +
      rect(6, -64, 24, 10, 4, 'fill="url(#gCylGold)"') +
      rect(26, -190, 6, 80, 3, 'fill="url(#gCylGold)"'),
    "sm",
  );
}

/** A soft curved floor rug for cabins. */
export function rug(cx: number, cy: number, rx: number, ry: number, fill: string = C.rose): string {
  return (
    ellipse(cx, cy, rx, ry, `fill="${fill}" opacity="0.7"`) +
    ellipse(cx, cy, rx - 16, ry - 5, `fill="none" stroke="#ffffff" stroke-width="2" opacity="0.6"`)
  );
}
