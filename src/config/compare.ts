/**
 * «Confrontate i macchinari» (/confronta-macchinari): the page's address and its query parameter, shared by the
 * route table, the page and the links to it (the machine list, every machine page). Only these: the machine and
 * machine-list templates import this module, so whatever is here weighs on their JavaScript.
 */

/** The page (content/pages/confronta-macchinari.md gives its copy); like every page it also exists under /it. */
export const COMPARE_PATH = "/confronta-macchinari";
/** One machine's slug per parameter: /confronta-macchinari?m=<slug>&m=<slug>. */
export const COMPARE_PARAM = "m";

/** The page's address, with one machine already chosen (a machine page's link). */
export const compareHref = (machine?: string | null): string =>
  machine ? `${COMPARE_PATH}?${COMPARE_PARAM}=${encodeURIComponent(machine)}` : COMPARE_PATH;
