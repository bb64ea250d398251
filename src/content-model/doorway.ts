/**
 * The doorway guard: pages built from one template for several cities must each say something of their own.
 * Search engines treat near-identical city pages as doorway pages and may demote the whole site.
 *
 * Two measures, on each page's main text with every city, region and area name masked:
 * - shared shingles: the share of a page's 5-word sequences that also occur in another page (of the pair, the
 *   share of the smaller page's sequences, so a short copy inside a long page still counts);
 * - own sentences: the share of a page's words that sit in sentences found on no other page.
 * The limits are documented in docs/CONTENT-MODEL.md.
 */
import type { ContentError } from "./validate";

export interface DoorwayLimits {
  /** Two pages may share at most this share of their 5-word shingles. */
  readonly maxSharedShingles: number;
  /** Each page must have at least this share of its words in sentences of its own. */
  readonly minOwnSentences: number;
}

/** Today's target of the 15 city pages is 35% and 40%; the new texts measure far better (CONTENT-MODEL.md). */
export const DOORWAY_LIMITS: DoorwayLimits = { maxSharedShingles: 0.35, minOwnSentences: 0.4 };

export const SHINGLE_WORDS = 5;

export interface CityPageText {
  /** The file an editor fixes when the page is too close to another. */
  readonly file: string;
  /** The page's main text (plain text or Markdown). */
  readonly text: string;
}

export interface DoorwayReport {
  readonly pairs: ReadonlyArray<{ a: string; b: string; shared: number }>;
  readonly own: ReadonlyArray<{ file: string; own: number; words: number }>;
}

const MASK = "città";

/** Replaces each name (longest first, whole words, any case) with one neutral word. */
export function maskNames(text: string, names: readonly string[]): string {
  const sorted = [...new Set(names.filter((n) => n.trim() !== ""))].sort((a, b) => b.length - a.length);
  return sorted.reduce((out, name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    return out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"), MASK);
  }, text);
}

/** Markdown to the words a reader sees: link targets, heading and list markers, emphasis removed. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`>|]/g, " ");
}

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];

/** Sentences as normalised word strings: split at . ! ? ; : and line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?;:\n]+/)
    .map((s) => words(s).join(" "))
    .filter((s) => s !== "");
}

export function shinglesOf(text: string, size = SHINGLE_WORDS): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= w.length; i++) out.add(w.slice(i, i + size).join(" "));
  return out;
}

/** Both measures for every page and every pair of pages. */
export function measureDoorways(pages: readonly CityPageText[], names: readonly string[]): DoorwayReport {
  const prepared = pages.map((p) => {
    const text = maskNames(readableText(p.text), names);
    return { file: p.file, shingles: shinglesOf(text), sentences: sentencesOf(text) };
  });
  const pairs: Array<{ a: string; b: string; shared: number }> = [];
  prepared.forEach((a, i) => {
    for (const b of prepared.slice(i + 1)) {
      let common = 0;
      for (const s of a.shingles) if (b.shingles.has(s)) common += 1;
      const smaller = Math.min(a.shingles.size, b.shingles.size);
      pairs.push({ a: a.file, b: b.file, shared: smaller === 0 ? 0 : common / smaller });
    }
  });
  const own = prepared.map((page) => {
    const elsewhere = new Set(prepared.filter((o) => o !== page).flatMap((o) => o.sentences));
    const count = (list: readonly string[]) => list.reduce((n, s) => n + s.split(" ").length, 0);
    const total = count(page.sentences);
    const mine = count(page.sentences.filter((s) => !elsewhere.has(s)));
    return { file: page.file, own: total === 0 ? 0 : mine / total, words: total };
  });
  return { pairs, own };
}

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** Errors naming the two files of every pair that shares too much, and every page with too little of its own. */
export function checkDoorways(
  pages: readonly CityPageText[],
  names: readonly string[],
  limits: DoorwayLimits = DOORWAY_LIMITS,
): ContentError[] {
  if (pages.length < 2) return [];
  const report = measureDoorways(pages, names);
  return [
    ...report.pairs
      .filter((p) => p.shared > limits.maxSharedShingles)
      .map((p) => ({
        file: p.b,
        field: "body",
        message:
          `ha in comune con ${p.a} il ${percent(p.shared)} delle sue sequenze di 5 parole (il massimo è ` +
          `${percent(limits.maxSharedShingles)}): le pagine per città non possono essere copie con il nome ` +
          "della città cambiato; riscrivetelo per questa città.",
      })),
    ...report.own
      .filter((p) => p.own < limits.minOwnSentences)
      .map((p) => ({
        file: p.file,
        field: "body",
        message:
          `ha solo il ${percent(p.own)} delle parole in frasi che non compaiono in altre pagine per città ` +
          `(ne serve almeno il ${percent(limits.minOwnSentences)}): scrivetene di più per questa città.`,
      })),
  ];
}

/** The text of a city page the guard reads: its introduction, body and questions with their answers. */
export function cityPageText(
  lead: unknown,
  body: string,
  faq: ReadonlyArray<{ question?: unknown; answer?: unknown }> | null | undefined,
): string {
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  return [str(lead), body, ...(faq ?? []).flatMap((q) => [str(q.question), str(q.answer)])].join("\n\n");
}
