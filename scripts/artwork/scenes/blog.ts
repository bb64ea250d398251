/** Blog covers (1600 x 900). */
import { legBoots, placeHandpiece, towerConsole } from "../devices";
import {
  balanceScale,
  book,
  calendar,
  circularArrows,
  clipboard,
  coins,
  documentSheet,
  key,
  menuCard,
  miniIcons,
  pen,
  shield,
} from "../icons";
import { beam, sparkles } from "../motifs";
import { C } from "../palette";
import { dotGrid, halo, plant, podium, stage } from "../scene";
import { g, place, svgDoc } from "../svg";

const W = 1600;
const H = 900;
const HORIZON = 640;

export function blog01(): string {
  const tower = towerConsole({ screen: "beam", panel: "teal", holder: "left", stow: "laser" });
  const hp = placeHandpiece("laser", 1420, 500, 22, 0.9);
  const body =
    stage({
      w: W,
      h: H,
      horizon: HORIZON,
      arches: [
        { cx: 520, w: 520, top: 90, tone: "rose" },
        { cx: 1110, w: 460, top: 110, tone: "teal" },
      ],
      ring: { cx: 1400, cy: 430, r: 170 },
    }) +
    podium(1110, 720, 240, 70) +
    place(tower.svg, 1110, 720, 0.95, 0, 'filter="url(#fShadow)"') +
    beam(1420, 500, 22, 170, 38, 140) +
    hp.svg +
    place(clipboard(0, 0, 380, 520), 330, 190, 1, -4) +
    place(pen(), 770, 760, 1, -130) +
    dotGrid(150, 160, 4, 4, 24) +
    sparkles(760, 200, 70, 4, 81);
  return svgDoc(W, H, body);
}

export function blog02(): string {
  const cx = 800;
  const k = 1.22;
  // the scale is drawn around (0, 0) and enlarged as a whole
  const scale = balanceScale(0, 0, 0);
  const mini = towerConsole({ screen: "check", panel: "teal" });
  const [lx, ly] = scale.left;
  const [rx, ry] = scale.right;
  const group =
    scale.back +
    scale.svg +
    place(mini.svg, lx - 20, ly - 4, 0.28, 0, 'filter="url(#fShadowSm)"') +
    place(key(), lx + 30, ly - 16, 0.2, -24) +
    calendar(rx - 78, ry - 128, 124, 112, [0, 1, 2, 5, 6], "gold") +
    g(circularArrows(rx + 74, ry - 150, 30, 8), 'filter="url(#fShadowSm)"');
  const body =
    stage({
      w: W,
      h: H,
      horizon: HORIZON,
      arches: [{ cx, w: 700, top: 60, tone: "sand" }],
      blobs: [
        { cx: 1380, cy: 220, r: 220, color: C.rose, opacity: 0.5 },
        { cx: 220, cy: 250, r: 220, color: C.tealMist, opacity: 0.6 },
      ],
    }) +
    halo(cx, 430, 460, 0.6) +
    place(group, cx, 840, k) +
    coins(1240, 830, 3, 44) +
    coins(360, 840, 2, 40) +
    sparkles(cx, 120, 120, 5, 83);
  return svgDoc(W, H, body);
}

export function blog03(): string {
  const body =
    stage({
      w: W,
      h: H,
      horizon: HORIZON,
      arches: [{ cx: 800, w: 600, top: 70, tone: "deep" }],
      blobs: [{ cx: 1350, cy: 600, r: 220, color: C.rose, opacity: 0.5 }],
    }) +
    book(300, 780, 200, 290, "url(#gTeal)") +
    book(522, 780, 150, 230, "url(#gGold)") +
    place(documentSheet(0, 0, 340, 460), 700, 180, 1, 3) +
    shield(1200, 470, 150) +
    place(pen(), 1010, 790, 1, -118) +
    dotGrid(1300, 170, 5, 3, 24) +
    sparkles(1180, 240, 80, 4, 85);
  return svgDoc(W, H, body);
}

export function blog04(): string {
  const boots = legBoots("boots");
  const s = 0.95;
  const bx = 560;
  const by = 740 - 574 * s;
  const icons = [miniIcons.leaf, miniIcons.drop, miniIcons.legs, miniIcons.spark, miniIcons.hand];
  const body =
    stage({
      w: W,
      h: H,
      horizon: HORIZON,
      arches: [
        { cx: 560, w: 480, top: 90, tone: "teal" },
        { cx: 1080, w: 520, top: 70, tone: "rose" },
      ],
    }) +
    podium(bx, 740, 250, 56, "teal") +
    place(boots.svg, bx, by, s) +
    menuCard(930, 130, 330, 620, 2, icons) +
    plant(1420, 830, 0.8) +
    plant(180, 830, 0.66, true) +
    sparkles(1320, 220, 70, 4, 87);
  return svgDoc(W, H, body);
}
