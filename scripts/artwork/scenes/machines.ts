/** The ten machine illustrations (1200 x 900). */
import {
  articulatedArm,
  cable,
  compactConsole,
  handpiece,
  hose,
  legBoots,
  placeHandpiece,
  towerConsole,
  trolley,
} from "../devices";
import {
  beam,
  bodyProfile,
  bubbles,
  faceBust,
  mist,
  pulseCard,
  ripples,
  shards,
  skinBlock,
  soundArcs,
  sparkles,
  spectrumCard,
  spectrumFan,
  torso,
  TORSO_D,
} from "../motifs";
import { C, type Tone } from "../palette";
import { halo, plant, podium, sparkle, stage } from "../scene";
import { circle, ellipse, g, n, path, place, rect, uid, type Pt } from "../svg";
import { svgDoc } from "../svg";

const W = 1200;
const H = 900;
const HORIZON = 610;

interface RoomOpts {
  arch: { cx: number; w?: number; top?: number; tone: Tone };
  second?: { cx: number; w?: number; top?: number; tone: Tone };
  ring?: { cx: number; cy: number; r: number };
  blob?: { cx: number; cy: number; color: string };
}

function room(o: RoomOpts): string {
  const arches = [o.arch, ...(o.second ? [o.second] : [])].map((a) => ({
    cx: a.cx,
    w: a.w ?? 440,
    top: a.top ?? 90,
    tone: a.tone,
  }));
  return stage({
    w: W,
    h: H,
    horizon: HORIZON,
    arches,
    ...(o.ring ? { ring: o.ring } : {}),
    blobs: o.blob ? [{ cx: o.blob.cx, cy: o.blob.cy, r: 230, color: o.blob.color, opacity: 0.55 }] : [],
  });
}

/** Maps a console-local point to the page. */
const at = (p: Pt, x: number, y: number, s: number): Pt => [x + p[0] * s, y + p[1] * s];

export function laserDiodo(): string {
  const tower = towerConsole({ screen: "beam", panel: "teal" });
  const s = 0.98;
  const cx = 420;
  const floor = 690;
  const port = at(tower.port, cx, floor, s);
  const hp = placeHandpiece("laser", 850, 500, 24, 1.05);
  const body =
    room({
      arch: { cx: 420, tone: "teal" },
      ring: { cx: 860, cy: 450, r: 240 },
      blob: { cx: 1000, cy: 180, color: C.rose },
    }) +
    halo(860, 470, 250) +
    podium(cx, floor, 230, 70) +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    cable([
      port,
      [port[0] + 110, port[1] + 80],
      [700, 600],
      [hp.out[0] + 110, hp.out[1] + 120],
      [hp.out[0] + 40, hp.out[1] - 6],
      hp.out,
      hp.end,
    ]) +
    beam(850, 500, 24, 190, 46, 170) +
    hp.svg +
    sparkles(770, 700, 110, 5, 7) +
    plant(1100, 830, 0.7);
  return svgDoc(W, H, body);
}

export function pressoterapia(): string {
  const tower = towerConsole({ screen: "legs", panel: "gold", width: 210, height: 300 });
  const s = 0.98;
  const cx = 320;
  const floor = 700;
  const boots = legBoots("boots");
  const bs = 0.9;
  const bx = 820;
  const by = 716 - 574 * bs;
  const c0 = at(boots.connectors[0], bx, by, bs);
  const c1 = at(boots.connectors[1], bx, by, bs);
  const p0: Pt = [cx + 96 * s, floor - 330 * s];
  const p1: Pt = [cx + 96 * s, floor - 300 * s];
  const body =
    room({ arch: { cx: 320, w: 400, tone: "teal" }, second: { cx: 820, w: 440, top: 110, tone: "rose" } }) +
    podium(cx, floor, 210, 64) +
    podium(bx, 716, 240, 52, "teal") +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    place(boots.svg, bx, by, bs) +
    hose([p0, [p0[0] + 80, p0[1] - 30], [c0[0] - 80, c0[1] - 80], [c0[0], c0[1] - 60], [c0[0], c0[1] - 20]]) +
    hose([p1, [p1[0] + 100, p1[1] - 40], [bx - 40, c1[1] - 120], [c1[0] - 10, c1[1] - 80], [c1[0], c1[1] - 20]]) +
    rect(p0[0] - 4, p0[1] - 10, 18, 20, 5, 'fill="url(#gCylGold)"') +
    rect(p1[0] - 4, p1[1] - 10, 18, 20, 5, 'fill="url(#gCylGold)"') +
    sparkles(1080, 300, 60, 4, 11);
  return svgDoc(W, H, body);
}

export function radiofrequenza(): string {
  const tower = towerConsole({ screen: "waves", panel: "rose" });
  const s = 0.96;
  const cx = 390;
  const floor = 690;
  const port = at(tower.port, cx, floor, s);
  const tipX = 850;
  const tipY = 560;
  const hp = placeHandpiece("rf", tipX, tipY, -12, 1.1);
  const body =
    room({ arch: { cx: 390, tone: "rose" }, blob: { cx: 900, cy: 240, color: C.tealMist } }) +
    halo(850, 520, 290) +
    ripples(tipX, tipY, 70, 44, 6, 1, 2.5) +
    podium(cx, floor, 230, 70) +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    ellipse(tipX, 660, 200, 40, 'fill="url(#gGlowRose)" opacity="0.9"') +
    ripples(tipX, 660, 60, 38, 4, 0.22, 3) +
    cable([port, [port[0] + 120, port[1] + 60], [650, 470], [hp.out[0] - 100, hp.out[1] - 10], hp.out, hp.end]) +
    hp.svg +
    ellipse(tipX + 4, tipY + 6, 56, 14, 'fill="url(#gGlowGold)" opacity="0.8"') +
    sparkles(1010, 420, 80, 4, 21) +
    plant(1110, 840, 0.62, true);
  return svgDoc(W, H, body);
}

export function lucePulsata(): string {
  const tower = towerConsole({ screen: "spectrum", panel: "teal", width: 220 });
  const s = 0.96;
  const cx = 370;
  const floor = 690;
  const port = at(tower.port, cx, floor, s);
  const tipX = 820;
  const tipY = 470;
  const hp = placeHandpiece("flash", tipX, tipY, 14, 0.95);
  const body =
    room({
      arch: { cx: 370, tone: "sand" },
      ring: { cx: 840, cy: 420, r: 260 },
      blob: { cx: 1040, cy: 620, color: C.rose },
    }) +
    halo(830, 430, 270) +
    spectrumCard(860, 120, 270, 190) +
    podium(cx, floor, 230, 70) +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    spectrumFan(tipX, tipY, 14, 230, 88, 300) +
    ellipse(tipX - 56, 700, 170, 34, 'fill="url(#gGlowGold)" opacity="0.9"') +
    cable([
      port,
      [port[0] + 80, port[1] + 110],
      [610, 650],
      [660, 400],
      [hp.out[0] - 70, hp.out[1] - 40],
      hp.out,
      hp.end,
    ]) +
    hp.svg +
    sparkles(700, 640, 140, 6, 5);
  return svgDoc(W, H, body);
}

/** Flat EMS applicator pad with coil rings. */
function emsPad(w: number, h: number): string {
  let coil = "";
  for (let i = 0; i < 4; i++) {
    const k = 1 - i * 0.2;
    coil += rect(
      (-w / 2) * k * 0.8,
      (-h / 2) * k * 0.76,
      w * k * 0.8,
      h * k * 0.76,
      (h / 2) * k * 0.7,
      `fill="none" stroke="${i % 2 ? C.goldLight : C.gold}" stroke-width="3" opacity="${(0.9 - i * 0.12).toFixed(2)}"`,
    );
  }
  return g(
    rect(-w / 2, -h / 2, w, h, h * 0.42, 'fill="url(#gTeal)"') +
      rect(-w / 2, -h / 2, w, h, h * 0.42, 'fill="url(#gShade)" opacity="0.5"') +
      coil +
      circle(0, 0, 8, 'fill="url(#gGlow)"'),
    'filter="url(#fShadowSm)"',
  );
}

export function emsSculpt(): string {
  const tower = towerConsole({ screen: "muscle", panel: "gold", width: 230, height: 320 });
  const s = 0.96;
  const cx = 320;
  const floor = 700;
  const port = at(tower.port, cx, floor, s);
  const tx = 830;
  const ty = 150;
  const ts = 1.0;
  const padY = ty + 318 * ts;
  const clip = uid("belt");
  let rings = "";
  for (let i = 1; i <= 3; i++) {
    const w = 190 + i * 56;
    const h = 120 + i * 46;
    rings += rect(
      tx - w / 2,
      padY - h / 2,
      w,
      h,
      h * 0.45,
      `fill="none" stroke="${i % 2 ? C.aqua : C.gold}" stroke-width="${5 - i}" opacity="${(1 - i * 0.24).toFixed(2)}"`,
    );
  }
  const body =
    room({ arch: { cx: 320, w: 420, tone: "sand" }, second: { cx: 830, w: 470, top: 80, tone: "teal" } }) +
    podium(cx, floor, 220, 66) +
    podium(tx, 720, 170, 48, "teal") +
    rect(tx - 10, ty + 430 * ts - 10, 20, 720 - (ty + 430 * ts) + 10, 6, 'fill="url(#gCylGold)"') +
    place(torso(), tx, ty, ts) +
    `<clipPath id="${clip}"><path d="${TORSO_D}" transform="translate(${tx} ${ty}) scale(${ts})"/></clipPath>` +
    g(
      rect(tx - 200, padY - 30, 400, 60, 0, `fill="${C.tealDeep}" opacity="0.85"`) +
        rect(tx - 200, padY - 30, 400, 3, 0, `fill="${C.gold}"`),
      `clip-path="url(#${clip})"`,
    ) +
    rings +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    cable([port, [port[0] + 100, port[1] + 90], [600, 650], [680, padY + 60], [tx - 130, padY + 10], [tx - 90, padY]]) +
    place(emsPad(190, 120), tx, padY) +
    sparkles(1080, 260, 60, 4, 31);
  return svgDoc(W, H, body);
}

export function eshape(): string {
  const tower = towerConsole({
    screen: "body",
    panel: "teal",
    width: 280,
    height: 330,
    holder: "both",
    screenScale: 1.1,
  });
  const s = 0.9;
  const cx = 360;
  const floor = 700;
  const h0 = at(tower.holders[0]!, cx, floor, s);
  const h1 = at(tower.holders[1]!, cx, floor, s);
  const port = at(tower.port, cx, floor, s);
  const stow1 = placeHandpiece("rf", h0[0], h0[1] + 24, -6, 0.6);
  const stow2 = placeHandpiece("ultrasound", h1[0], h1[1] + 24, 6, 0.58);
  const prof = bodyProfile();
  const bx = 870;
  const byTop = 190;
  const bsc = 1.0;
  const belly: Pt = [bx - 64 * bsc - 4, byTop + 268 * bsc];
  const work = placeHandpiece("laser", belly[0], belly[1], -96, 0.66);
  const arrow = (x: number, y: number, dir: number): string =>
    path(
      `M${n(x)} ${n(y)}h${n(dir * 34)}m${n(-dir * 12)} -12l${n(dir * 12)} 12l${n(-dir * 12)} 12`,
      `fill="none" stroke="${C.goldDeep}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`,
    );
  const loop = (hp: { end: Pt }, h: Pt, side: number): string =>
    cable(
      [
        hp.end,
        [hp.end[0] + side * 6, hp.end[1] - 26],
        [h[0] + side * 44, h[1] + 10],
        [h[0] + side * 36, h[1] + 96],
        [h[0] - side * 16, h[1] + 104],
      ],
      7,
    );
  const body =
    room({ arch: { cx: 360, w: 500, tone: "teal" }, second: { cx: 870, w: 400, top: 100, tone: "rose" } }) +
    podium(cx, floor, 250, 66) +
    podium(bx, 724, 150, 40) +
    rect(bx - 9, byTop + 470 * bsc - 10, 18, 724 - byTop - 470 * bsc + 10, 6, 'fill="url(#gCylGold)"') +
    place(prof.svg, bx, byTop, bsc) +
    place(
      `<path d="${prof.before}" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="9 9" ` +
        `stroke-linecap="round"/>`,
      bx,
      byTop,
      bsc,
    ) +
    arrow(bx + 170 * bsc, byTop + 290 * bsc, -1) +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    loop(stow1, h0, -1) +
    loop(stow2, h1, 1) +
    stow1.svg +
    stow2.svg +
    cable(
      [
        port,
        [port[0] + 70, port[1] + 50],
        [work.out[0] - 40, work.out[1] + 120],
        [work.out[0] - 20, work.out[1] + 20],
        work.out,
        work.end,
      ],
      8,
    ) +
    ellipse(belly[0] + 14, belly[1], 30, 56, 'fill="url(#gGlow)" opacity="0.9"') +
    work.svg +
    sparkles(1090, 170, 60, 3, 41);
  return svgDoc(W, H, body);
}

export function cavitazione(): string {
  const cons = compactConsole("waves", 300, 170, "teal");
  const cx = 300;
  const floor = 720;
  const trolleyTop = 380;
  const lensX = 860;
  const lensY = 620;
  const lensR = 170;
  const clip = uid("lens");
  const hp = placeHandpiece("ultrasound", lensX - 20, lensY - lensR - 2, -18, 1.05);
  const inside =
    rect(lensX - lensR, lensY - lensR, lensR * 2, lensR * 2, 0, 'fill="#f3e0c2"') +
    path(
      `M${n(lensX - lensR)} ${n(lensY - lensR * 0.55)}Q${n(lensX)} ${n(lensY - lensR * 0.7)} ${n(lensX + lensR)} ` +
        `${n(lensY - lensR * 0.55)}V${n(lensY - lensR)}H${n(lensX - lensR)}Z`,
      'fill="#e9c7bd"',
    ) +
    soundArcs(lensX - 20, lensY - lensR, 180, 40, 34, 5, 80) +
    bubbles(lensX - lensR + 30, lensY - 50, lensR * 2 - 60, lensR + 10, 14, 17, 10, 34, C.tealLight);
  const body =
    room({
      arch: { cx: 300, w: 400, tone: "rose" },
      ring: { cx: lensX, cy: lensY - 40, r: 250 },
      blob: { cx: 980, cy: 180, color: C.tealMist },
    }) +
    halo(lensX, lensY - 120, 260, 0.9) +
    place(trolley(340, floor - trolleyTop), cx, floor, 1, 0, 'filter="url(#fShadow)"') +
    place(cons.svg, cx, trolleyTop + 6, 1, 0, 'filter="url(#fShadow)"') +
    cable([
      at(cons.port, cx, trolleyTop + 6, 1),
      [cx + 190, trolleyTop + 60],
      [600, 300],
      [hp.out[0] - 60, hp.out[1] - 40],
      hp.out,
      hp.end,
    ]) +
    `<clipPath id="${clip}">${circle(lensX, lensY, lensR, "")}</clipPath>` +
    g(circle(lensX, lensY, lensR, 'fill="#ffffff"'), 'filter="url(#fShadowLg)"') +
    g(inside, `clip-path="url(#${clip})"`) +
    circle(lensX, lensY, lensR, `fill="none" stroke="#ffffff" stroke-width="10"`) +
    circle(lensX, lensY, lensR + 5, `fill="none" stroke="${C.gold}" stroke-width="3"`) +
    hp.svg +
    bubbles(1010, 300, 120, 180, 6, 5, 6, 16, C.tealLight);
  return svgDoc(W, H, body);
}

/** Tall oxygen cylinder; floor centre (0, 0). */
function oxygenTank(h: number): string {
  return g(
    rect(-46, -h, 92, h, 40, 'fill="url(#gCylTeal)"') +
      rect(-46, -h * 0.55, 92, 18, 0, 'fill="#ffffff" opacity="0.9"') +
      rect(-18, -h - 34, 36, 40, 8, 'fill="url(#gMetal)"') +
      rect(-30, -h - 46, 60, 16, 6, 'fill="url(#gCylGold)"') +
      circle(30, -h - 24, 14, 'fill="url(#gCylGold)"'),
    'filter="url(#fShadow)"',
  );
}

export function ossigenoterapia(): string {
  const cons = compactConsole("bubbles", 280, 160, "rose");
  const cx = 300;
  const floor = 730;
  const trolleyTop = 430;
  const bustX = 860;
  const bustY = 700;
  const tipX = 680;
  const tipY = 436;
  const hp = placeHandpiece("airbrush", tipX, tipY, -72, 0.9);
  const body =
    room({ arch: { cx: 300, w: 420, tone: "teal" }, second: { cx: 860, w: 460, top: 100, tone: "rose" } }) +
    place(oxygenTank(330), 108, floor - 6) +
    place(trolley(330, floor - trolleyTop), cx, floor, 1, 0, 'filter="url(#fShadow)"') +
    place(cons.svg, cx, trolleyTop + 6, 1, 0, 'filter="url(#fShadow)"') +
    podium(bustX, bustY, 200, 50) +
    g(faceBust(), `transform="translate(${bustX + 20} ${bustY + 4}) scale(-1 1)"`) +
    cable(
      [at(cons.port, cx, trolleyTop + 6, 1), [cx + 150, trolleyTop + 40], [hp.end[0] + 20, hp.end[1] + 50], hp.end],
      7,
    ) +
    mist(tipX + 6, tipY + 2, 100, 120, 90, 60, 8) +
    bubbles(tipX + 10, tipY - 200, 170, 160, 10, 9, 6, 22) +
    hp.svg +
    sparkles(1100, 220, 60, 4, 13) +
    sparkles(600, 220, 50, 3, 15, "#ffffff");
  return svgDoc(W, H, body);
}

export function microdermoabrasione(): string {
  const cons = compactConsole("layers", 300, 160, "gold");
  const cx = 330;
  const floor = 700;
  const sx = 660;
  const sy = 520;
  const sw = 420;
  const sh = 220;
  const tipX = 850;
  const hp = placeHandpiece("tip", tipX, sy - 2, -28, 1.05);
  const body =
    room({
      arch: { cx: 330, w: 420, tone: "sand" },
      ring: { cx: 870, cy: 430, r: 240 },
      blob: { cx: 1000, cy: 180, color: C.rose },
    }) +
    halo(870, 420, 260) +
    podium(cx, floor, 220, 70) +
    place(cons.svg, cx, floor, 1.05, 0, 'filter="url(#fShadow)"') +
    skinBlock(sx, sy, sw, sh, { seed: 4 }) +
    cable([
      at(cons.port, cx, floor, 1.05),
      [cx + 190, floor - 10],
      [560, 420],
      [hp.out[0] - 60, hp.out[1] - 50],
      hp.out,
      hp.end,
    ]) +
    ellipse(tipX, sy, 60, 14, 'fill="url(#gGlow)"') +
    shards(tipX + 20, sy - 30, 80, 14, 6) +
    hp.svg +
    sparkles(1090, 400, 60, 3, 19);
  return svgDoc(W, H, body);
}

export function picolaser(): string {
  const tower = towerConsole({ screen: "pulse", panel: "ivory", width: 240, height: 330 });
  const s = 0.95;
  const cx = 300;
  const floor = 700;
  const top = floor + tower.bodyTop * s;
  const joints: Pt[] = [
    [cx + 70, top + 40],
    [cx + 140, top - 150],
    [cx + 360, top - 230],
    [cx + 470, top - 90],
  ];
  const last = joints[joints.length - 1]!;
  const hp = handpiece("laser");
  const tipX = last[0];
  const tipY = last[1] + hp.length * 0.68;
  const target: Pt = [tipX - 10, 640];
  const body =
    room({
      arch: { cx: 300, w: 420, tone: "deep" },
      ring: { cx: 870, cy: 470, r: 250 },
      blob: { cx: 900, cy: 200, color: C.rose },
    }) +
    halo(800, 520, 240, 0.8) +
    podium(cx, floor, 230, 70) +
    place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    articulatedArm(joints, 30) +
    pulseCard(840, 120, 300, 210) +
    ellipse(target[0], target[1] + 30, 150, 32, 'fill="url(#gGlowGold)" opacity="0.9"') +
    path(
      `M${n(tipX - 3)} ${n(tipY)}L${n(target[0] - 1)} ${n(target[1])}L${n(target[0] + 1)} ${n(target[1])}L` +
        `${n(tipX + 3)} ${n(tipY)}Z`,
      `fill="${C.gold}" opacity="0.9"`,
    ) +
    circle(target[0], target[1], 26, 'fill="url(#gGlowGold)"') +
    shards(target[0], target[1], 90, 18, 12) +
    sparkle(target[0], target[1], 26, "#ffffff") +
    place(hp.svg, tipX, tipY, 0.68, 0, 'filter="url(#fShadowSm)"') +
    plant(1110, 840, 0.62);
  return svgDoc(W, H, body);
}
