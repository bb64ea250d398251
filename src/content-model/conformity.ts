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
          "a machine an esthetician may use must name the technical sheet(s) of the annex to DM 110/2011 its " +
          "technology falls under (ids of content/schede-tecniche.json), or explain in lawUnsettled why the law " +
          "is not settled for it",
      },
    ];
  }
  if (who === "medico" && filled(data.sheets)) {
    return [
      {
        file,
        field: "sheets",
        message:
          "a machine for doctors (whoMayUse: medico) falls under no sheet of the estheticians' annex: leave the " +
          "sheets empty, or set whoMayUse to estetista if the device is in the annex",
      },
    ];
  }
  return [];
}

/** A machine for doctors may name treatments reserved to medical practice; every other text may not. */
export function mayNameReservedTreatments(collection: string, data: Record<string, unknown>): boolean {
  return collection === "machines" && data.whoMayUse === "medico";
}
