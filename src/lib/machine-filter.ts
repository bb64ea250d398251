/**
 * The machine list's filter, pure: the choice read from and written to the address (?zona=viso&uso=estetista&
 * formula=noleggio), so it can be shared and survives a reload, and whether a machine matches it. The options
 * are the content model's own values (treatment areas, who may use the machine, offers).
 */

export const FILTERS = {
  zona: { field: "areas", options: ["viso", "corpo", "epilazione"] },
  uso: { field: "whoMayUse", options: ["estetista", "medico"] },
  formula: { field: "offer", options: ["acquisto", "noleggio"] },
} as const;

export type FilterName = keyof typeof FILTERS;
export type MachineFilter = Partial<Record<FilterName, string>>;
export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/** What a machine says about itself, as the list queries it. */
export interface FilterableMachine {
  readonly areas?: readonly (string | null)[] | null;
  readonly whoMayUse?: string | null;
  readonly offer?: readonly (string | null)[] | null;
}

/** The choice in a query string; unknown names and values are ignored. */
export function filterFromSearch(search: string): MachineFilter {
  const params = new URLSearchParams(search);
  const filter: MachineFilter = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name) ?? "";
    if ((FILTERS[name].options as readonly string[]).includes(value)) filter[name] = value;
  }
  return filter;
}

/** The query string of a choice ("" when nothing is chosen), in a fixed order. */
export function filterSearch(filter: MachineFilter): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filter[name]) params.set(name, filter[name]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether a machine matches every chosen filter. */
export function matchesFilter(machine: FilterableMachine, filter: MachineFilter): boolean {
  return FILTER_NAMES.every((name) => {
    const wanted = filter[name];
    if (!wanted) return true;
    const value = machine[FILTERS[name].field];
    return Array.isArray(value) ? value.includes(wanted) : value === wanted;
  });
}

/** The count announced to screen readers and shown above the list. */
export function resultsText(shown: number, total: number): string {
  if (shown === 0) return "Nessun macchinario con questi filtri.";
  if (shown === total) return total === 1 ? "1 macchinario." : `Tutti i ${total} macchinari.`;
  return `${shown} ${shown === 1 ? "macchinario" : "macchinari"} su ${total}.`;
}
