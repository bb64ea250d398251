/**
 * Conformity of a machine as law, not as opinion (issue "May a beauty centre use this machine?", issue 29): who may
 * use it in Italy, the technical sheets of the annex to DM 110/2011 (as amended by DM 206/2015) its technology
 * falls under, the conditions on which it does, and the EU layer (Annex XVI of Regulation (EU) 2017/745). The
 * field checks (validate.ts) already refuse a missing `whoMayUse` and an unknown sheet, unsettled technology or
 * group; this adds the rules that tie the fields together. Sources: docs/FONTI-NORMATIVE.md.
 */
import type { WhoMayUse } from "./model";
import type { ContentError, ValidationContext } from "./validate";

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The technologies of content/normativa-aperta.json, as the message names them. */
function unsettledList(ctx: ValidationContext | undefined): string {
  const codes = ctx?.relationValues?.("unsettled", "code") ?? [];
  return codes.length > 0 ? `oggi: ${codes.join(", ")}` : "oggi è vuoto";
}

/** Who may use the machine, its sheets and the one sourced exception, the unsettled technology. */
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
  if (who === "medico" && filled(data.lawUnsettled)) {
    return err(
      "lawUnsettled",
      "riguarda solo i macchinari da estetista: un macchinario per medici («Chi può usarlo»: medico) non ne ha " +
        "bisogno, lasciatelo vuoto",
    );
  }
  if (who !== "estetista") return [];
  if (filled(data.sheets) && filled(data.lawUnsettled)) {
    return err(
      "lawUnsettled",
      "un macchinario che rientra in una scheda non ha una normativa non definita: lasciate vuoto questo campo, " +
        "oppure togliete le schede se la tecnologia è davvero quella dell'elenco «Normativa non definita»",
    );
  }
  if (!filled(data.sheets) && !filled(data.lawUnsettled)) {
    return err(
      "sheets",
      "un macchinario che un'estetista può usare deve indicare almeno una scheda tecnica dell'allegato al DM " +
        "110/2011 in cui rientra la sua tecnologia. Senza scheda è ammesso solo se la sua tecnologia è nell'elenco " +
        `«Normativa non definita» (content/normativa-aperta.json, ${unsettledList(ctx)}) e la scegliete nel campo ` +
        "«Normativa non definita»; altrimenti scegliete medico in «Chi può usarlo»",
    );
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
