import React from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { analyticsEnabled, buildAnalyticsIds } from "./analytics-ids";
import { activeCategories } from "./cookies";

/**
 * The cookie policy's table of cookies ({{cookieTable}} in content/pages/cookie-policy.md), generated from the
 * list the consent banner uses: the statistics cookies appear only in a build with an analytics id, exactly
 * when the banner asks for them.
 */
export function CookieTable() {
  const { business, site } = useSiteData();
  const categories = activeCategories(analyticsEnabled(buildAnalyticsIds(site.analytics)));
  return (
    <>
      <table>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Fornitore</th>
            <th scope="col">Finalità</th>
            <th scope="col">Durata</th>
            <th scope="col">Tipologia</th>
          </tr>
        </thead>
        <tbody>
          {categories.flatMap((category) =>
            category.cookies.map((cookie) => (
              <tr key={cookie.name}>
                <td>
                  <code>{cookie.name}</code>
                </td>
                <td>
                  {cookie.party === "first"
                    ? `${business.brandName} (prima parte)`
                    : "Google Ireland Limited (terza parte)"}
                </td>
                <td>{cookie.purpose}</td>
                <td>{cookie.duration}</td>
                <td>{category.key === "necessary" ? "Tecnico" : "Statistico, solo con consenso"}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      {categories.some((c) => c.key === "analytics") ? null : (
        <p>
          Al momento il sito non utilizza cookie statistici: il banner non chiede alcun consenso per le statistiche. Se
          in futuro li attiveremo, li troverete elencati in questa tabella e il banner vi chiederà il consenso prima di
          installarli.
        </p>
      )}
    </>
  );
}
