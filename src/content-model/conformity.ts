/**
 * Conformity of a machine as law, not as opinion (issue "May a beauty centre use this machine?", issue 29): who may
 * use it in Italy, the technical sheets of the annex to DM 110/2011 (as amended by DM 206/2015) its technology
 * falls under, the conditions on which it does, and the EU layer (Annex XVI of Regulation (EU) 2017/745). The
 * field checks (validate.ts) already refuse a missing `whoMayUse` and an unknown sheet, technology or group; this
 * adds the rules that tie the fields together. Sources: docs/FONTI-NORMATIVE.md.
 */
import type { WhoMayUse } from "./model";
import type { ContentError, ValidationContext } from "./validate";

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A technology of content/tecnologie.json: its code, its name and the sheets that can cover it. */
interface Technology {
  readonly code: string;
  readonly name: string;
  readonly sheets: readonly string[];
}

function technologiesOf(ctx: ValidationContext | undefined): Technology[] | undefined {
  return ctx?.relationItems?.("unsettled")?.map((t) => ({
    code: String(t.code ?? ""),
    name: String(t.technology ?? t.code ?? ""),
    sheets: strings(t.sheets),
  }));
}

/** «Cavitazione» followed by a space, or nothing for an entry without a name yet. */
function entryName(data: Record<string, unknown>): string {
  return typeof data.name === "string" && data.name.trim() !== "" ? `«${data.name.trim()}» ` : "";
}

/** "21 b", "13 b e 19", from sheet codes and the sheets' list. */
function sheetNumbers(codes: readonly string[], ctx: ValidationContext | undefined): string {
  const all = ctx?.relationItems?.("sheets") ?? [];
  const list = codes.map((c) => String(all.find((s) => s.code === c)?.number ?? c));
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} e ${list[list.length - 1]}`;
}

/**
 * Who may use the machine, its technologies and its sheets. The annex to DM 110/2011 (as amended by DM 206/2015) is
 * a closed list (L. 1/1990 art. 10): an estetista may use a machine only if every technology of it has a sheet that
 * covers it, and the machine names those sheets; a technology that no sheet covers (content/tecnologie.json, an
 * empty `sheets`) is for doctors only. Sources: docs/FONTI-NORMATIVE.md, sections 1 to 3.
 */
function sheetErrors(file: string, data: Record<string, unknown>, ctx?: ValidationContext): ContentError[] {
  const who = data.whoMayUse as WhoMayUse | undefined;
  const err = (field: string, message: string): ContentError[] => [{ file, field, message }];
  if (who === "medico" && filled(data.sheets)) {
    return err(
      "sheets",
      "un macchinario per medici («Chi può usarlo»: medico) non rientra in nessuna scheda dell'allegato per " +
        "le estetiste: lasciate vuote le schede, oppure scegliete estetista se l'apparecchio è nell'allegato",
    );
  }
  if (who !== "estetista") return [];
  const known = technologiesOf(ctx);
  const chosen = strings(data.technologies).flatMap((code) => known?.filter((t) => t.code === code) ?? []);
  const sheets = strings(data.sheets);
  const errors: ContentError[] = [];
  for (const tech of chosen) {
    if (tech.sheets.length === 0) {
      errors.push({
        file,
        field: "technologies",
        message:
          `il macchinario ${entryName(data)}ha la tecnologia «${tech.name}», che nessuna scheda dell'allegato al DM ` +
          "110/2011 (modificato dal DM 206/2015) copre: l'elenco degli apparecchi dell'estetista è chiuso e " +
          "un'estetista non la può usare. In «Chi può usarlo» scegliete medico, oppure togliete la tecnologia se " +
          "l'apparecchio non l'ha",
      });
    } else if (sheets.length > 0 && !tech.sheets.some((s) => sheets.includes(s))) {
      errors.push({
        file,
        field: "sheets",
        message:
          `la tecnologia «${tech.name}» la copre solo la scheda ${sheetNumbers(tech.sheets, ctx)}: sceglietela in ` +
          "«Schede tecniche dell'allegato»",
      });
    }
  }
  if (errors.length > 0) return errors;
  if (!filled(data.sheets)) {
    return err(
      "sheets",
      "un macchinario che un'estetista può usare indica la scheda tecnica dell'allegato al DM 110/2011 " +
        "(modificato dal DM 206/2015) in cui rientra: sceglietela tra quelle delle sue tecnologie, oppure " +
        "scegliete medico in «Chi può usarlo»",
    );
  }
  // Only when every technology and sheet is known: an unknown one is the field check's to report.
  const knownSheets = ctx?.relationValues?.("sheets", "code");
  if (known && knownSheets && chosen.length === strings(data.technologies).length) {
    const covered = new Set(chosen.flatMap((t) => t.sheets));
    const stray = sheets.filter((s) => knownSheets.includes(s) && !covered.has(s));
    if (stray.length > 0) {
      return err(
        "sheets",
        `la scheda ${sheetNumbers(stray, ctx)} non copre nessuna delle tecnologie scelte in «Tecnologie»: ` +
          "aggiungete la tecnologia che quella scheda copre, oppure togliete la scheda",
      );
    }
  }
  return [];
}

/** Each condition names one of the machine's own sheets (an unknown sheet is reported by the field check). */
function conditionErrors(file: string, data: Record<string, unknown>, ctx?: ValidationContext): ContentError[] {
  const sheets = strings(data.sheets);
  const known = ctx?.relationValues?.("sheets", "code");
  const conditions = Array.isArray(data.sheetConditions) ? data.sheetConditions : [];
  return conditions.flatMap((c, i) => {
    const sheet = typeof c === "object" && c !== null ? (c as Record<string, unknown>).sheet : undefined;
    if (typeof sheet !== "string" || sheet === "" || sheets.includes(sheet)) return [];
    if (known && !known.includes(sheet)) return [];
    return [
      {
        file,
        field: `sheetConditions[${i}].sheet`,
        message:
          `«${sheet}» non è tra le schede del macchinario (${sheets.join(", ") || "nessuna"}): una condizione ` +
          "riguarda una delle schede scelte in «Schede tecniche dell'allegato»",
      },
    ];
  });
}

/** Annex XVI: a group with its class, or why it does not apply; the notified body only with a group. */
function annexXviErrors(file: string, data: Record<string, unknown>, ctx?: ValidationContext): ContentError[] {
  const err = (field: string, message: string): ContentError => ({ file, field, message });
  const errors: ContentError[] = [];
  const group = typeof data.annexXvi === "string" && data.annexXvi.trim() !== "" ? data.annexXvi : null;
  if (!group && !filled(data.annexXviNote)) {
    errors.push(
      err(
        "annexXvi",
        "ogni macchinario dice se rientra nell'allegato XVI del Regolamento (UE) 2017/745: scegliete il gruppo " +
          "(content/allegato-xvi.json), oppure spiegate in «Allegato XVI: perché non si applica, o a quale " +
          "condizione» perché non rientra",
      ),
    );
  }
  if (group) {
    const item = ctx?.relationItems?.("annexXvi")?.find((g) => g.code === group);
    const classes = item ? strings(item.classes) : undefined;
    if (!filled(data.mdrClass)) {
      errors.push(
        err(
          "mdrClass",
          `un apparecchio del gruppo «${group}» dell'allegato XVI ha una classe (regolamento di esecuzione (UE) ` +
            `2022/2347)${classes ? `: ${classes.join(" o ")}` : ""}`,
        ),
      );
    } else if (classes && !classes.includes(String(data.mdrClass))) {
      errors.push(
        err(
          "mdrClass",
          `«${String(data.mdrClass)}» non è una classe del gruppo «${group}» (content/allegato-xvi.json: ` +
            `${classes.join(", ")})`,
        ),
      );
    }
  } else {
    for (const field of ["mdrClass", "notifiedBody", "mdrCertificate"]) {
      if (filled(data[field])) {
        errors.push(
          err(
            field,
            "vale solo per un apparecchio dell'allegato XVI: scegliete prima il gruppo in «Allegato XVI del " +
              "Regolamento (UE) 2017/745», oppure lasciatelo vuoto",
          ),
        );
      }
    }
  }
  return errors;
}

/** The rules between a machine's conformity fields; `data` is its frontmatter. */
export function checkMachineConformity(
  file: string,
  data: Record<string, unknown>,
  ctx?: ValidationContext,
): ContentError[] {
  return [...sheetErrors(file, data, ctx), ...conditionErrors(file, data, ctx), ...annexXviErrors(file, data, ctx)];
}

/** A machine for doctors may name treatments reserved to medical practice; every other text may not. */
export function mayNameReservedTreatments(collection: string, data: Record<string, unknown>): boolean {
  return collection === "machines" && data.whoMayUse === "medico";
}
