/** Page heroes (1600 x 1000): shown beside HTML text, so subjects keep clear margins. */
import { cable, compactConsole, legBoots, placeHandpiece, towerConsole, trolley, type ScreenKind } from "../devices";
import {
  box,
  circularArrows,
  key,
  nebuliser,
  ozoneBox,
  ozoneMolecule,
  pendantLamp,
  rosette,
  shield,
  sideTable,
  treatmentBed,
  van,
} from "../icons";
import { mist, sparkles } from "../motifs";
import { C } from "../palette";
import { archWindow, contactShadow, halo, plant, podium, stage } from "../scene";
import { circle, ellipse, g, path, place, rect, svgDoc, type Pt } from "../svg";

const W = 1600;
const H = 1000;

const at = (p: Pt, x: number, y: number, s: number): Pt => [x + p[0] * s, y + p[1] * s];

function tower(
  cx: number,
  floor: number,
  s: number,
  screen: ScreenKind,
  panel: "teal" | "gold" | "rose" | "ivory",
  holder: "left" | "right" | "both" | "none" = "right",
): string {
  const t = towerConsole({ screen, panel, holder, ...(holder === "none" ? {} : { stow: "laser" as const }) });
  return place(t.svg, cx, floor, s, 0, 'filter="url(#fShadow)"');
}

export function heroHome(): string {
  const horizon = 700;
  const bs = 0.62;
  const body =
    stage({ w: W, h: H, horizon, blobs: [{ cx: 800, cy: 350, r: 420, color: C.rose, opacity: 0.3 }] }) +
    archWindow(420, 120, 300, horizon) +
    archWindow(800, 70, 340, horizon) +
    archWindow(1180, 120, 300, horizon) +
    pendantLamp(560, 0, 110, 46) +
    pendantLamp(1040, 0, 110, 46) +
    ellipse(800, 880, 720, 90, 'fill="#ffffff" opacity="0.4"') +
    podium(430, 800, 190, 60) +
    podium(1170, 800, 190, 60) +
    podium(800, 830, 250, 70, "teal") +
    tower(430, 800, 0.78, "waves", "rose") +
    place(legBoots("boots").svg, 1170, 800 - 574 * bs, bs) +
    tower(800, 830, 1.0, "beam", "teal", "both") +
    plant(110, 940, 0.9) +
    plant(1500, 940, 0.9, true) +
    sparkles(800, 150, 150, 5, 91);
  return svgDoc(W, H, body);
}

export function heroMacchinari(): string {
  const horizon = 660;
  const cons = compactConsole("waves", 260, 150, "teal");
  const platform =
    contactShadow(800, 880, 720, 30, 0.22) +
    rect(80, 780, 1440, 90, 45, 'fill="url(#gPodiumSide)"') +
    rect(80, 770, 1440, 30, 15, 'fill="url(#gPodiumTop)"') +
    rect(96, 784, 1408, 3, 1.5, `fill="${C.gold}"`);
  const body =
    stage({
      w: W,
      h: H,
      horizon,
      arches: [
        { cx: 280, w: 330, top: 170, tone: "teal" },
        { cx: 640, w: 330, top: 120, tone: "rose" },
        { cx: 980, w: 330, top: 120, tone: "sand" },
        { cx: 1330, w: 330, top: 170, tone: "teal" },
      ],
    }) +
    platform +
    tower(280, 790, 0.78, "beam", "teal") +
    tower(640, 790, 0.9, "waves", "rose", "left") +
    place(trolley(300, 300), 980, 790, 1, 0, 'filter="url(#fShadow)"') +
    place(cons.svg, 980, 496, 0.95, 0, 'filter="url(#fShadow)"') +
    tower(1330, 790, 0.82, "pulse", "gold") +
    sparkles(800, 120, 160, 5, 93);
  return svgDoc(W, H, body);
}

export function heroFormule(): string {
  const cx = 800;
  const orbitY = 560;
  const badge = (x: number, y: number, icon: string): string =>
    g(circle(x, y, 84, 'fill="#ffffff"'), 'filter="url(#fShadow)"') +
    circle(x, y, 74, `fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.7"`) +
    icon;
  const slots: Pt[] = [
    [270, 560],
    [400, 270],
    [660, 120],
    [940, 120],
    [1200, 270],
    [1330, 560],
  ];
  const icons: string[] = [
    place(key(), -36, 22, 0.28, -30),
    circularArrows(0, 0, 40, 10),
    shield(0, 0, 52),
    rosette(0, -12, 34),
    place(van(), -60, 34, 0.3),
    place(box(84), -10, 42),
  ];
  const badges = slots.map((p, i) => badge(p[0], p[1], place(icons[i]!, p[0], p[1]))).join("");
  const body =
    stage({ w: W, h: H, horizon: 700, arches: [{ cx, w: 520, top: 160, tone: "teal" }] }) +
    ellipse(
      cx,
      orbitY,
      530,
      440,
      `fill="none" stroke="${C.gold}" stroke-width="2.5" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.9"`,
    ) +
    halo(cx, 480, 300, 0.8) +
    podium(cx, 820, 250, 74, "teal") +
    tower(cx, 820, 1.0, "check", "teal", "both") +
    badges +
    sparkles(cx, 240, 60, 3, 95);
  return svgDoc(W, H, body);
}

export function heroSanificazione(): string {
  const horizon = 690;
  const ozy = ozoneBox();
  const neb = nebuliser();
  const ns = 0.72;
  const nx = 230;
  const nf = 900;
  const tip: Pt = [nx + neb.nozzle[0] * ns, nf + neb.nozzle[1] * ns];
  const body =
    stage({ w: W, h: H, horizon, blobs: [{ cx: 1200, cy: 300, r: 300, color: C.tealMist, opacity: 0.8 }] }) +
    archWindow(760, 110, 380, horizon) +
    pendantLamp(760, 0, 70, 50) +
    place(treatmentBed(), 740, 880, 1.0) +
    sideTable(1250, 640, 260, 900) +
    place(ozy.svg, 1250, 632, 0.62) +
    ozoneMolecule(1250, 330, 44) +
    g(ozoneMolecule(1420, 470, 22), 'opacity="0.75"') +
    g(ozoneMolecule(1090, 210, 18), 'opacity="0.6"') +
    place(neb.svg, nx, nf, ns) +
    mist(tip[0], tip[1], 58, 420, 300, 260, 97) +
    sparkles(1000, 250, 120, 6, 99, "#ffffff") +
    sparkles(1420, 250, 70, 3, 101);
  return svgDoc(W, H, body);
}

export function heroLaser(): string {
  const t = towerConsole({ screen: "beam", panel: "teal" });
  const s = 1.12;
  const cx = 480;
  const floor = 820;
  const port = at(t.port, cx, floor, s);
  const legs = legBoots("skin");
  const ls = 0.96;
  const lx = 1130;
  const ly = 830 - 574 * ls;
  const tipX = lx - 82 * ls + 6;
  const tipY = ly + 160;
  const angle = -48;
  const hp = placeHandpiece("laser", tipX, tipY, angle, 0.95);
  const trail =
    path(
      `M${tipX} ${tipY + 20}C${tipX - 6} ${tipY + 70} ${tipX - 10} ${tipY + 120} ${tipX - 16} ${tipY + 170}`,
      `fill="none" stroke="${C.aqua}" stroke-width="34" stroke-linecap="round" opacity="0.35" filter="url(#fBlur6)"`,
    ) +
    path(
      `M${tipX} ${tipY + 20}C${tipX - 6} ${tipY + 70} ${tipX - 10} ${tipY + 120} ${tipX - 16} ${tipY + 170}`,
      'fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16" opacity="0.9"',
    );
  const body =
    stage({
      w: W,
      h: H,
      horizon: 720,
      arches: [
        { cx: 480, w: 560, top: 90, tone: "sand" },
        { cx: 1130, w: 520, top: 110, tone: "teal" },
      ],
      blobs: [{ cx: 800, cy: 200, r: 260, color: C.rose, opacity: 0.35 }],
    }) +
    podium(cx, floor, 270, 80) +
    podium(lx, 830, 250, 56, "teal") +
    place(t.svg, cx, floor, s, 0, 'filter="url(#fShadow)"') +
    place(legs.svg, lx, ly, ls) +
    trail +
    ellipse(tipX, tipY, 46, 30, 'fill="url(#gGlow)"') +
    cable([
      port,
      [port[0] + 130, port[1] + 90],
      [820, 700],
      [hp.out[0] - 120, hp.out[1] + 160],
      [hp.out[0] - 60, hp.out[1] + 20],
      hp.out,
      hp.end,
    ]) +
    hp.svg +
    sparkles(1350, 300, 90, 5, 103) +
    plant(1500, 950, 0.8, true);
  return svgDoc(W, H, body);
}
