/**
 * Conformity of a machine (issue "May a beauty centre use this machine?"): who may use it in Italy and, for an
 * esthetician's device, the technical sheets of the annex to DM 110/2011 (as amended by DM 206/2015) its
 * technology falls under. The field checks (validate.ts) already refuse a missing `whoMayUse` and an unknown
 * sheet id; this adds the rules that tie the fields together. Sources: docs/CONTENT-MODEL.md, "Conformità".
 */
import type { WhoMayUse } from "./model";
import type { ContentError } from "./validate";

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** The rules between a machine's conformity fields; `data` is its frontmatter. */
export function checkMachineConformity(file: string, data: Record<string, unknown>): ContentError[] {
  const who = data.whoMayUse as WhoMayUse | undefined;
  if (who === "estetista" && !filled(data.sheets) && !filled(data.lawUnsettled)) {
    return [
      {
        file,
        field: "sheets",
        message:
          "un macchinario che un'estetista può usare deve indicare le schede tecniche dell'allegato al DM " +
          "110/2011 in cui rientra la sua tecnologia, oppure spiegare in «Normativa non definita» perché la legge " +
          "non è chiara",
      },
    ];
  }
  if (who === "medico" && filled(data.sheets)) {
    return [
      {
        file,
        field: "sheets",
        message:
          "un macchinario per medici («Chi può usarlo»: medico) non rientra in nessuna scheda dell'allegato per " +
          "le estetiste: lasciate vuote le schede, oppure scegliete estetista se l'apparecchio è nell'allegato",
      },
    ];
  }
  return [];
}

/** A machine for doctors may name treatments reserved to medical practice; every other text may not. */
export function mayNameReservedTreatments(collection: string, data: Record<string, unknown>): boolean {
  return collection === "machines" && data.whoMayUse === "medico";
}
