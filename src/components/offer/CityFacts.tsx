import React from "react";
import * as styles from "../../templates/aside.module.css";

export interface CityFactsData {
  readonly name: string;
  readonly leadTime: string | null;
  readonly travelCosts: string | null;
  readonly localTechnician: string | null;
}

function filled(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * How a supply from Rome reaches the city: delivery times, travel costs and a local technician, each shown only
 * when the company has filled it in (content/cities.json); until then the page says where to find them.
 */
export function CityFacts({ city }: { city: CityFactsData }) {
  const facts = [
    { label: "Tempi di consegna", value: city.leadTime },
    { label: "Trasferte", value: city.travelCosts },
    { label: "In zona", value: city.localTechnician },
  ].filter((f): f is { label: string; value: string } => filled(f.value));
  return (
    <>
      <h3 className={styles.asideTitle}>Da Roma a {city.name}</h3>
      {facts.length > 0 ? (
        <ul className={styles.asideList}>
          {facts.map((f) => (
            <li key={f.label}>
              <strong>{f.label}</strong> {f.value}
            </li>
          ))}
        </ul>
      ) : (
        <p>Tempi di consegna e costi di trasferta per {city.name} ve li scriviamo nel preventivo.</p>
      )}
    </>
  );
}
