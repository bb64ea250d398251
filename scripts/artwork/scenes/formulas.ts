/** Purchase, bank financing, rental, service, training and installation (1200 x 900). */
import { towerConsole, type ScreenKind } from "../devices";
import {
  bank,
  book,
  box,
  calendar,
  certificate,
  circularArrows,
  coins,
  easelBoard,
  gear,
  key,
  rosette,
  screwdriver,
  shield,
  tag,
  van,
  wrench,
} from "../icons";
import { sparkles } from "../motifs";
import { C, type Tone } from "../palette";
import { contactShadow, dotGrid, halo, plant, podium, stage } from "../scene";
import { circle, g, line, path, place, rect, svgDoc } from "../svg";

const W = 1200;
const H = 900;
const HORIZON = 610;

function room(
  arches: { cx: number; w?: number; top?: number; tone: Tone }[],
  ring?: { cx: number; cy: number; r: number },
): string {
  return stage({
    w: W,
    h: H,
    horizon: HORIZON,
    arches: arches.map((a) => ({ cx: a.cx, w: a.w ?? 440, top: a.top ?? 90, tone: a.tone })),
    ...(ring ? { ring } : {}),
  });
}

/** A tower console (handpiece in its holder) on a podium; (cx, floor) = centre of the podium top. */
export function machineOnPodium(
  cx: number,
  floor: number,
  s: number,
  screen: ScreenKind,
  panel: "teal" | "gold" | "rose" | "ivory" = "teal",
  podiumTone: "light" | "teal" = "light",
): string {
  const tower = towerConsole({ screen, panel, holder: "right", stow: "laser" });
  return podium(cx, floor, 240 * s, 72 * s, podiumTone) + place(tower.svg, cx, floor, s, 0, 'filter="url(#fShadow)"');
}

export function acquisto(): string {
  const body =
    room([{ cx: 400, tone: "teal" }], { cx: 850, cy: 560, r: 230 }) +
    halo(850, 560, 260) +
    machineOnPodium(400, 700, 0.96, "check") +
    line(720, 520, 760, 600, `stroke="${C.goldDeep}" stroke-width="3"`) +
    place(tag(), 760, 600, 1, 58) +
    place(key(), 700, 500, 1.02, 24) +
    sparkles(930, 330, 90, 5, 3) +
    plant(1100, 840, 0.62);
  return svgDoc(W, H, body);
}

export function financing(): string {
  const body =
    room([
      { cx: 360, w: 420, tone: "sand" },
      { cx: 860, w: 420, top: 120, tone: "teal" },
    ]) +
    bank(820, 590, 300) +
    machineOnPodium(340, 710, 0.88, "check", "gold") +
    calendar(900, 500, 230, 210, [0, 1, 2, 3, 4, 5, 6], "teal") +
    coins(700, 790, 4, 50) +
    coins(800, 805, 2, 44) +
    dotGrid(600, 140, 5, 3, 22) +
    sparkles(1100, 300, 60, 3, 9);
  return svgDoc(W, H, body);
}

export function noleggio(): string {
  const cx = 520;
  const body =
    room([{ cx, w: 460, tone: "rose" }]) +
    halo(cx, 420, 340, 0.8) +
    g(circularArrows(cx, 420, 320, 18), 'filter="url(#fShadowSm)"') +
    machineOnPodium(cx, 700, 0.9, "check", "teal", "teal") +
    calendar(880, 420, 250, 230, [0, 1, 2, 5, 6, 7, 10, 11], "gold") +
    sparkles(980, 250, 70, 4, 17) +
    plant(110, 840, 0.62, true);
  return svgDoc(W, H, body);
}

export function assistenza(): string {
  const body =
    room(
      [
        { cx: 330, w: 400, tone: "sand" },
        { cx: 850, w: 460, top: 100, tone: "teal" },
      ],
      { cx: 850, cy: 420, r: 250 },
    ) +
    machineOnPodium(330, 700, 0.9, "check", "teal") +
    halo(850, 430, 240) +
    gear(1040, 220, 54, 9, C.gold) +
    gear(1100, 300, 34, 8, C.tealLight) +
    shield(850, 420, 190) +
    place(wrench(), 700, 650, 0.95, -28) +
    place(screwdriver(), 1010, 640, 0.95, 208) +
    contactShadow(850, 760, 260, 20, 0.18) +
    sparkles(640, 250, 60, 3, 23);
  return svgDoc(W, H, body);
}

export function formazione(): string {
  const body =
    room([
      { cx: 420, w: 520, tone: "teal" },
      { cx: 930, w: 360, top: 130, tone: "rose" },
    ]) +
    contactShadow(420, 770, 260, 18, 0.2) +
    easelBoard(170, 190, 500, 330, 770) +
    place(certificate(0, 0, 300, 220), 760, 360, 1, -6) +
    rosette(1010, 560, 62) +
    book(800, 780, 170, 210) +
    sparkles(1080, 230, 70, 4, 27);
  return svgDoc(W, H, body);
}

export function installazione(): string {
  const cabinX = 900;
  const cabinBottom = 780;
  const tower = towerConsole({ screen: "beam", panel: "teal" });
  const arc = `M${cabinX - 200} ${cabinBottom}V300A200 200 0 0 1 ${cabinX + 200} 300V${cabinBottom}Z`;
  const body =
    room([{ cx: 260, w: 380, top: 160, tone: "sand" }]) +
    g(path(arc, 'fill="url(#gArchDeep)"'), 'filter="url(#fShadowLg)"') +
    path(
      `M${cabinX - 180} ${cabinBottom}V300A180 180 0 0 1 ${cabinX + 180} 300V${cabinBottom}Z`,
      'fill="url(#gWall)"',
    ) +
    rect(cabinX - 180, 640, 360, cabinBottom - 640, 0, 'fill="url(#gFloor)"') +
    place(tower.svg, cabinX - 40, 740, 0.62, 0, 'filter="url(#fShadow)"') +
    plant(cabinX + 110, 745, 0.42) +
    path(
      `M${cabinX - 200} ${cabinBottom}V300A200 200 0 0 1 ${cabinX + 200} 300V${cabinBottom}`,
      `fill="none" stroke="${C.gold}" stroke-width="4"`,
    ) +
    place(van(), 40, 790, 1) +
    place(box(150), 560, 800) +
    path(
      `M250 520C330 380 520 330 ${cabinX - 230} 420`,
      `fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"`,
    ) +
    path(
      `M${cabinX - 252} 398L${cabinX - 226} 422L${cabinX - 260} 432`,
      `fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`,
    ) +
    circle(250, 520, 7, `fill="${C.gold}"`) +
    sparkles(cabinX, 230, 70, 4, 31);
  return svgDoc(W, H, body);
}
