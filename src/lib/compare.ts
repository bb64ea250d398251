/**
 * «Confrontate i macchinari», pure: the owner's choice read from the address (?m=<slug>&m=<slug>, at most three
 * machines), written back to it, changed by a checkbox, and the messages the page shows about it. The page itself:
 * src/templates/compare.tsx.
 */
import { COMPARE_PARAM } from "../config/compare";

/** How many machines the page puts side by side at most. */
export const MAX_COMPARED = 3;

/** The choice an address carries, checked against the machines that exist. */
export interface ParsedChoice {
  /** The machines chosen, known, each once, in the address's order: at most MAX_COMPARED. */
  readonly chosen: readonly string[];
  /** Values of the address that name no machine, each once, as written (shown as text, never as HTML). */
  readonly unknown: readonly string[];
  /** Known machines beyond the first MAX_COMPARED, left out. */
  readonly dropped: readonly string[];
}

/**
 * The choice in a query string ("?m=a&m=b"): duplicates count once; unknown slugs and a fourth machine are set
 * apart.
 */
export function parseChoice(search: string, known: readonly string[]): ParsedChoice {
  const values = new URLSearchParams(search).getAll(COMPARE_PARAM).map((v) => v.trim());
  const chosen: string[] = [];
  const unknown: string[] = [];
  const dropped: string[] = [];
  for (const value of values) {
    if (value === "" || chosen.includes(value) || unknown.includes(value) || dropped.includes(value)) continue;
    if (!known.includes(value)) unknown.push(value);
    else if (chosen.length < MAX_COMPARED) chosen.push(value);
    else dropped.push(value);
  }
  return { chosen, unknown, dropped };
}

/** The query string of a choice ("" when nothing is chosen): "?m=a&m=b". */
export function choiceSearch(chosen: readonly string[]): string {
  const params = new URLSearchParams();
  for (const slug of chosen) params.append(COMPARE_PARAM, slug);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** What a checkbox does to the choice: a fourth machine is refused and the choice stays as it was. */
export function toggleChoice(
  chosen: readonly string[],
  slug: string,
  checked: boolean,
): { readonly chosen: readonly string[]; readonly refused: boolean } {
  if (!checked) return { chosen: chosen.filter((s) => s !== slug), refused: false };
  if (chosen.includes(slug)) return { chosen, refused: false };
  if (chosen.length >= MAX_COMPARED) return { chosen, refused: true };
  return { chosen: [...chosen, slug], refused: false };
}

/** The message beside the checkboxes when a fourth machine is ticked. */
export const TOO_MANY_TEXT =
  `Potete confrontare al massimo ${MAX_COMPARED} macchinari: ` +
  "togliete la spunta da uno di quelli scelti per aggiungerne un altro.";

/** An address's value as the message quotes it: shortened, so a long address cannot fill the page. */
const quoted = (values: readonly string[]): string =>
  values.map((v) => `"${v.length > 60 ? `${v.slice(0, 60)}…` : v}"`).join(", ");

/** What the page says about the address's choice, or null when there is nothing to say. */
export function choiceMessage({ unknown, dropped }: ParsedChoice): string | null {
  const parts: string[] = [];
  if (unknown.length === 1) parts.push(`Non abbiamo trovato il macchinario ${quoted(unknown)}: mostriamo gli altri.`);
  if (unknown.length > 1) parts.push(`Non abbiamo trovato i macchinari ${quoted(unknown)}: mostriamo gli altri.`);
  if (dropped.length > 0)
    parts.push(`Potete confrontare al massimo ${MAX_COMPARED} macchinari: mostriamo i primi ${MAX_COMPARED}.`);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** The machines the page shows: the chosen ones in the list's order, or all of them when none is chosen. */
export function shownMachines<T extends { readonly slug: string }>(
  machines: readonly T[],
  chosen: readonly string[],
): T[] {
  return chosen.length === 0 ? [...machines] : machines.filter((m) => chosen.includes(m.slug));
}
