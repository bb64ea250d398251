/** Brand files: social-share card (1200 x 630), logo wordmark and square logo mark (SVG). */
import { emblem } from "../brand";
import { towerConsole } from "../devices";
import { C } from "../palette";
import { wordmarkPaths } from "../wordmark";
import { contactShadow, sparkle } from "../scene";
import { circle, g, linear, path, place, rect, svgDoc } from "../svg";

const FONT_RASTER = "'DejaVu Sans', sans-serif";

export function ogDefault(): string {
  const W = 1200;
  const H = 630;
  const t = towerConsole({ screen: "beam", panel: "teal", holder: "right", stow: "laser" });
  const ax = 930;
  const aw = 360;
  const top = 70;
  const floor = 560;
  const archD =
    `M${ax - aw / 2} ${floor}V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${ax + aw / 2} ` + `${top + aw / 2}V${floor}Z`;
  const defs = linear(
    "ogBg",
    [
      [0, "#12707f"],
      [0.55, C.teal],
      [1, C.tealDeep],
    ],
    0,
    0,
    1,
    1,
  );
  const text =
    `<text x="90" y="300" font-family="${FONT_RASTER}" font-size="84" font-weight="700" fill="${C.ivory}" ` +
    `letter-spacing="-1">Venere <tspan fill="${C.goldLight}" font-weight="300">Tech</tspan></text>` +
    rect(92, 340, 90, 4, 2, `fill="${C.gold}"`) +
    `<text x="90" y="408" font-family="${FONT_RASTER}" font-size="40" fill="${C.ivory}" opacity="0.92">Macchinari ` +
    `estetici</text>` +
    `<text x="90" y="460" font-family="${FONT_RASTER}" font-size="40" fill="${C.ivory}" ` +
    `opacity="0.92">professionali a Roma</text>`;
  const body =
    rect(0, 0, W, H, 0, 'fill="url(#ogBg)"') +
    circle(1050, 80, 260, `fill="#ffffff" opacity="0.05"`) +
    circle(120, 640, 220, `fill="${C.gold}" opacity="0.08"`) +
    circle(930, 300, 280, `fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.55"`) +
    g(path(archD, 'fill="url(#gArchSand)"'), 'filter="url(#fShadowLg)"') +
    rect(ax - aw / 2, 470, aw, floor - 470, 0, 'fill="url(#gFloor)"') +
    path(archD, `fill="none" stroke="${C.gold}" stroke-width="3"`) +
    contactShadow(ax, 515, 150, 14, 0.25) +
    place(t.svg, ax, 515, 0.62, 0, 'filter="url(#fShadow)"') +
    place(emblem({ left: C.ivory, right: C.gold, pearl: C.gold }), 90, 120, 0.9) +
    text +
    sparkle(1140, 150, 14, C.goldLight) +
    sparkle(1110, 190, 8, C.goldLight) +
    sparkle(700, 560, 10, C.goldLight, 0.8);
  return svgDoc(W, H, body, defs);
}

/** Wordmark: emblem + "Venere Tech", the words drawn as outlines (../wordmark.ts) 316 px wide. */
export function logoSvg(): string {
  const words = wordmarkPaths(
    [
      { text: "Venere", weight: 600, fill: C.teal },
      { text: "Tech", weight: 300, fill: C.goldDeep, gap: 12 },
    ],
    { x: 114, y: 71, size: 50, width: 316 },
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="440" height="110" viewBox="0 0 440 110" role="img" aria-label="Venere Tech">` +
    `<title>Venere Tech</title>` +
    `<g transform="translate(6 9) scale(0.92)">${emblem({ left: C.teal, right: C.gold, pearl: C.gold })}</g>` +
    words +
    `</svg>`
  );
}

/** Square app icon / favicon source: emblem on a teal rounded square. */
export function logoMarkSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="Venere Tech">` +
    `<title>Venere Tech</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#13707f"/><stop ` +
    `offset="1" stop-color="${C.tealDark}"/></linearGradient></defs>` +
    `<rect width="512" height="512" rx="112" fill="url(#bg)"/>` +
    `<g transform="translate(86 72) scale(3.4)">${emblem({ left: C.ivory, right: C.gold, pearl: C.gold })}</g>` +
    `</svg>`
  );
}
