/**
 * The machine list's filter: treatment area, who may use the machine, formula. Three labelled selects, and the
 * number of machines shown in a status line that screen readers announce. The choice is kept in the address by
 * the list (src/templates/machines.tsx). Without JavaScript the selects stay disabled and the whole list shows.
 */
import React, { useEffect, useState } from "react";
import { FILTERS, FILTER_NAMES, type FilterName, type MachineFilter as Filter } from "../../lib/machine-filter";
import * as form from "../contact/ContactForm.module.css";
import * as styles from "./MachineFilter.module.css";

const LABELS: Record<FilterName, { label: string; all: string; options: Record<string, string> }> = {
  zona: {
    label: "Zona di trattamento",
    all: "Tutte",
    options: { viso: "Viso", corpo: "Corpo", epilazione: "Epilazione" },
  },
  uso: {
    label: "Chi può usarlo",
    all: "Tutti",
    options: { estetista: "L'estetista", medico: "Solo medici e strutture sanitarie" },
  },
  formula: { label: "Formula", all: "Tutte", options: { acquisto: "Acquisto", noleggio: "Noleggio operativo" } },
};

export function MachineFilter({
  filter,
  onChange,
  status,
}: {
  filter: Filter;
  onChange: (next: Filter) => void;
  status: string;
}) {
  // The selects answer once React drives them; this state is the filter's own, so enabling them renders the filter
  // alone, not the page's list of machines.
  const [enabled, setEnabled] = useState(false);
  useEffect(() => setEnabled(true), []);
  const chosen = FILTER_NAMES.some((name) => filter[name]);
  return (
    <div className={styles.filter}>
      <div className={styles.controls} role="group" aria-label="Filtrate i macchinari">
        {FILTER_NAMES.map((name) => (
          <div key={name} className={form.field}>
            <label htmlFor={`filtro-${name}`}>{LABELS[name].label}</label>
            <select
              id={`filtro-${name}`}
              value={filter[name] ?? ""}
              disabled={!enabled}
              onChange={(e) => onChange({ ...filter, [name]: e.target.value || undefined })}
            >
              <option value="">{LABELS[name].all}</option>
              {FILTERS[name].options.map((value) => (
                <option key={value} value={value}>
                  {LABELS[name].options[value]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {chosen ? (
          <button type="button" className={styles.reset} onClick={() => onChange({})}>
            Togliete i filtri
          </button>
        ) : null}
      </div>
    </div>
  );
}
