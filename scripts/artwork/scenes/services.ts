/** Services for beauty centres and sanitising products (1200 x 900). */
import { towerConsole } from "../devices";
import {
  bubble,
  heart,
  megaphone,
  nebuliser,
  ozoneMolecule,
  ozoneBox,
  pendantLamp,
  postCard,
  rug,
  shelf,
  star,
  treatmentBed,
} from "../icons";
import { mist, sparkles } from "../motifs";
import { C } from "../palette";
import { archWindow, halo, plant, podium, stage } from "../scene";
import { circle, g, path, place, svgDoc } from "../svg";

const W = 1200;
const H = 900;

export function servizi(): string {
  const horizon = 640;
  const tower = towerConsole({ screen: "beam", panel: "teal", holder: "left", stow: "laser" });
  const body =
    stage({ w: W, h: H, horizon, arches: [], blobs: [{ cx: 600, cy: 300, r: 300, color: C.rose, opacity: 0.35 }] }) +
    archWindow(600, 110, 360, horizon) +
    shelf(90, 330, 260) +
    pendantLamp(600, 0, 90, 56) +
    rug(560, 800, 420, 60) +
    place(treatmentBed(), 520, 790, 0.95) +
    place(tower.svg, 990, 790, 0.86, 0, 'filter="url(#fShadow)"') +
    plant(130, 800, 0.75, true) +
    sparkles(820, 200, 60, 3, 41);
  return svgDoc(W, H, body);
}

export function promozione(): string {
  const like = (x: number, y: number): string => bubble(x, y, 120, 64, heart(x + 60, y + 34, 40, "#d98c86"));
  const stars = (x: number, y: number): string =>
    bubble(x, y, 220, 64, [0, 1, 2, 3, 4].map((i) => star(x + 40 + i * 36, y + 32, 15, C.gold)).join(""));
  const body =
    stage({
      w: W,
      h: H,
      horizon: 640,
      arches: [{ cx: 760, w: 520, top: 80, tone: "rose" }],
      blobs: [{ cx: 200, cy: 200, r: 200, color: C.tealMist, opacity: 0.6 }],
    }) +
    halo(760, 400, 330, 0.7) +
    place(postCard(0, 0, 250, 340, 1), 620, 170, 1, -8) +
    place(postCard(0, 0, 250, 340, 2), 900, 230, 1, 7) +
    place(postCard(0, 0, 260, 350, 0), 740, 300, 1, -1) +
    place(megaphone(), 170, 560, 1.15, -14) +
    [0, 1, 2]
      .map((i) =>
        path(
          `M${470 + i * 34} ${300 - i * 26}q${30 + i * 10} ${70 + i * 10} ${10 + i * 6} ${150 + i * 34}`,
          `fill="none" stroke="${i % 2 ? C.gold : C.teal}" stroke-width="${7 - i}" stroke-linecap="round" ` +
            `opacity="${0.9 - i * 0.2}"`,
        ),
      )
      .join("") +
    like(960, 140) +
    stars(560, 690) +
    bubble(1010, 640, 110, 64, [0, 1, 2].map((i) => circle(1040 + i * 25, 672, 7, `fill="${C.teal}"`)).join("")) +
    sparkles(1100, 440, 60, 4, 51) +
    sparkles(420, 180, 60, 3, 53);
  return svgDoc(W, H, body);
}

export function ozy10(): string {
  const cx = 450;
  const floor = 710;
  const s = 1.1;
  const ozy = ozoneBox();
  const ox = cx + ozy.outlet[0] * s;
  const oy = floor + ozy.outlet[1] * s;
  const flow = [0, 1, 2]
    .map((i) =>
      path(
        `M${ox - 30 + i * 30} ${oy - 6}C${ox - 20 + i * 30} ${oy - 90} ${ox + 150 + i * 20} ${oy - 40 - i * 10} ` +
          `${ox + 230 + i * 10} ${oy - 150 - i * 20}`,
        `fill="none" stroke="${i === 1 ? C.gold : C.tealLight}" stroke-width="${5 - i}" stroke-linecap="round" ` +
          `stroke-dasharray="${i === 1 ? "2 12" : "0"}" opacity="${0.85 - i * 0.15}"`,
      ),
    )
    .join("");
  const body =
    stage({
      w: W,
      h: H,
      horizon: 620,
      arches: [{ cx, w: 440, top: 110, tone: "teal" }],
      ring: { cx: 840, cy: 300, r: 200 },
      blobs: [{ cx: 1000, cy: 650, r: 200, color: C.rose, opacity: 0.5 }],
    }) +
    halo(840, 300, 230) +
    podium(cx, floor, 240, 70) +
    flow +
    place(ozy.svg, cx, floor, s) +
    ozoneMolecule(840, 300, 50) +
    g(ozoneMolecule(1010, 480, 24), 'opacity="0.75"') +
    g(ozoneMolecule(690, 170, 20), 'opacity="0.6"') +
    sparkles(1010, 190, 70, 4, 61, C.gold) +
    plant(1110, 840, 0.6);
  return svgDoc(W, H, body);
}

export function atomizzatore(): string {
  const cx = 430;
  const floor = 760;
  const s = 0.9;
  const neb = nebuliser();
  const tip: [number, number] = [cx + neb.nozzle[0] * s, floor + neb.nozzle[1] * s];
  const body =
    stage({
      w: W,
      h: H,
      horizon: 620,
      arches: [{ cx: 430, w: 440, top: 110, tone: "rose" }],
      blobs: [{ cx: 900, cy: 260, r: 280, color: C.tealMist, opacity: 0.7 }],
    }) +
    halo(800, 300, 300, 0.9) +
    podium(cx, floor, 220, 70) +
    place(neb.svg, cx, floor, s) +
    mist(tip[0], tip[1], 64, 400, 280, 300, 71) +
    sparkles(900, 180, 120, 6, 73, "#ffffff") +
    sparkles(980, 420, 90, 4, 75) +
    plant(1100, 840, 0.62);
  return svgDoc(W, H, body);
}
