/** The machine list's hero line to the city pages (the block itself: CityPages.tsx). */
import React from "react";
import { andList } from "../../lib/and-list";

/** The anchor of the block of city pages (the hero links to it). */
export const CITY_PAGES_ID = "fuori-roma";

/** The machine list's data: the machines, the city templates (each names its machine) and the cities with pages. */
export interface CityPagesProps {
  readonly data: Queries.MachinesPageQuery;
}

/** The hero's line, linking to the block below. */
export function CityPagesLink({ data }: CityPagesProps) {
  const cities = data.cities.nodes;
  if (cities.length === 0) return null;
  return (
    <p>
      Siete fuori Roma? <a href={`#${CITY_PAGES_ID}`}>Le pagine per {andList(cities.map((c) => c.name))}</a>
    </p>
  );
}
