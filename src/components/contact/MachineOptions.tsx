import React from "react";
import type { MachineOption } from "../../hooks/use-machine-options";

/** The options of a machine choice (contact form, payback calculator): none in particular, then each machine. */
export function MachineOptions({ machines }: { machines: readonly MachineOption[] }) {
  return (
    <>
      <option value="">Nessuno in particolare</option>
      {machines.map((m) => (
        <option key={m.slug} value={m.slug}>
          {m.name}
        </option>
      ))}
    </>
  );
}
