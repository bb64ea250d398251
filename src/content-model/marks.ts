/**
 * A machine's shown name is its own (issue 61): no name, heading, title or name with the article may be a registered
 * mark of another company's device, nor a near-copy of one («EMS Sculpt» for Emsculpt). The marks are kept in
 * content/tecnologie.json (`marks`, by technology), so an editor adds one without a developer; the build and the CMS
 * read them through the validation context, as they read the sheets.
 */
import type { ContentError, ValidationContext } from "./validate";

/** The fields that show a machine's name. */
const NAME_FIELDS = ["name", "nameWithArticle", "heading", "title"] as const;

/** Lower case, accents and every character that is not a letter or a digit removed: «EMS-Sculpt» is «emssculpt». */
const compact = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Edit distance between two short strings (insertions, deletions, substitutions). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/**
 * True when `text` shows `mark`: one to three consecutive words of it, written together, equal the mark, or differ
 * from it by one letter when the mark has six letters or more (a doubled or dropped letter, a space).
 */
export function showsMark(text: string, mark: string): boolean {
  const target = compact(mark);
  if (target === "") return false;
  const words = text.split(/[\s'’«»"():,;.!?]+/).filter(Boolean);
  const tolerance = target.length >= 6 ? 1 : 0;
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const candidate = compact(words.slice(i, i + n).join(""));
      if (candidate === "" || Math.abs(candidate.length - target.length) > tolerance) continue;
      if (distance(candidate, target) <= tolerance) return true;
    }
  }
  return false;
}

/** The registered marks of content/tecnologie.json. */
export function registeredMarks(ctx: ValidationContext | undefined): string[] {
  const items = ctx?.relationItems?.("unsettled") ?? [];
  return items.flatMap((t) =>
    Array.isArray(t.marks) ? t.marks.filter((m): m is string => typeof m === "string") : [],
  );
}

/** A machine's name fields against the registered marks. */
export function checkMachineName(file: string, data: Record<string, unknown>, ctx?: ValidationContext): ContentError[] {
  const marks = registeredMarks(ctx);
  return NAME_FIELDS.flatMap((field) => {
    const value = data[field];
    if (typeof value !== "string") return [];
    const mark = marks.find((m) => showsMark(value, m));
    return mark
      ? [
          {
            file,
            field,
            message:
              `«${value}» è, o somiglia a, «${mark}», il marchio registrato di un apparecchio di un'altra azienda ` +
              "(elenco «Tecnologie e schede»): date al macchinario un nome vostro, che descriva la tecnologia",
          },
        ]
      : [];
  });
}
