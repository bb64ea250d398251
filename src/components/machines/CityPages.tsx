/**
 * The machine list's way to the city pages, for an owner outside Rome: a line in the hero, and under the cards, city
 * by city, the pages of the machines delivered there (one per city template). In the browser a chunk of its own
 * (src/templates/machines.tsx says why).
 */
import React from "react";
import { cityPagePath } from "../../config/site-structure";
import { andList } from "../../lib/and-list";
import { SmartLink } from "../SmartLink";

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

export default function CityPages({ data }: CityPagesProps) {
  const templates = data.cityTemplates.nodes.map((t) => t.frontmatter);
  const names = new Map(data.entries.nodes.map((m) => [m.frontmatter.slug, m.frontmatter.name]));
  if (templates.length === 0 || data.cities.nodes.length === 0) return null;
  return (
    // The site's prose style (global.css): no CSS of its own in every page's inline stylesheet.
    <div className="prose" id={CITY_PAGES_ID}>
      <h2>Anche fuori Roma</h2>
      <p>I macchinari che consegniamo e installiamo anche nei centri di queste città:</p>
      {data.cities.nodes.map((city) => (
        <p key={city.slug}>
          <strong>{city.name}:</strong>{" "}
          {templates.map((t, i) => (
            <React.Fragment key={t.key}>
              {i > 0 ? ", " : ""}
              <SmartLink to={cityPagePath(t.key ?? "", city.slug)}>{names.get(t.machine) ?? t.machine}</SmartLink>
            </React.Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
