/**
 * The machine list's way to the city pages, for an owner outside Rome: a line in the hero, and under the cards, city
 * by city, the pages of the machines delivered there (one per city template with the city's text). The block
 * hydrates when scrolled into view (src/templates/machines.tsx); the hero's line is CityPagesLink.tsx.
 */
import React from "react";
import { cityPagePath } from "../../config/site-structure";
import { SmartLink } from "../SmartLink";

import { CITY_PAGES_ID, type CityPagesProps } from "./CityPagesLink";

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
          {templates
            .filter((t) => city.pageKeys.includes(t.key ?? ""))
            .map((t, i) => (
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
