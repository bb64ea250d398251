/**
 * The machine list, with its filter (treatment area, who may use the machine, formula). The choice is in the
 * address (?zona=viso&uso=estetista&formula=noleggio): it can be shared and survives a reload. The prebuilt HTML
 * lists every machine, which is what a visitor without JavaScript sees. The filter's code loads on this page only.
 */
import { graphql, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { ListPage } from "../components/ListPage";
import { MachineFilter } from "../components/machines/MachineFilter";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { toCard } from "../lib/entries";
import {
  filterFromSearch,
  filterSearch,
  matchesFilter,
  resultsText,
  type MachineFilter as Filter,
} from "../lib/machine-filter";
// PAGE_ONLY_STYLES (src/gatsby/webpack.ts): the filter's styles, inlined into this page only.
import "../components/machines/MachineFilter.module.css";

/**
 * The way to the city pages (a line in the hero, the block under the cards): rendered into the HTML by the build, in
 * the browser a chunk of its own loaded after the page has started, so the list's first-load JavaScript does not
 * grow (src/components/References.tsx says why the build requires it at once).
 */
const cityPages = () => import("../components/machines/CityPages");
// The stage is tested in each expression, so webpack drops the other branch (through a variable it would not).
const CityPages =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose, see above
      (require("../components/machines/CityPages") as typeof import("../components/machines/CityPages")).default
    : React.lazy(cityPages);
const CityPagesLink =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose, see above
      (require("../components/machines/CityPages") as typeof import("../components/machines/CityPages")).CityPagesLink
    : React.lazy(() => cityPages().then((m) => ({ default: m.CityPagesLink })));

export default function MachinesTemplate({ data, location }: PageProps<Queries.MachinesPageQuery>) {
  const machines = data.entries.nodes;
  const [filter, setFilter] = useState<Filter>({});
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    setEnabled(true);
    setFilter(filterFromSearch(location.search));
  }, [location.search]);

  // The address follows the choice, without a navigation (no scroll, no new history entry).
  const change = (next: Filter) => {
    setFilter(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${filterSearch(next)}${hash}`);
  };
  const shown = machines.filter((m) => matchesFilter(m.frontmatter, filter));
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.machines]}
      eyebrow="Macchinari estetici professionali"
      listTitle="Tutti i macchinari"
      cards={shown.map(toCard)}
      heroExtra={
        <React.Suspense>
          <CityPagesLink data={data} />
        </React.Suspense>
      }
      beforeCopy={
        <React.Suspense>
          <CityPages data={data} />
        </React.Suspense>
      }
      beforeList={
        <MachineFilter
          filter={filter}
          onChange={change}
          enabled={enabled}
          status={resultsText(shown.length, machines.length)}
        />
      }
    />
  );
}

export const query = graphql`
  query MachinesPage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      ...PageContent
    }
    entries: allMarkdownRemark(
      filter: { fields: { collection: { eq: "machines" } } }
      sort: { frontmatter: { order: ASC } }
    ) {
      nodes {
        ...EntryCard
        frontmatter {
          slug
          areas
          whoMayUse
          offer
        }
      }
    }
    # The machines' pages in other cities: one per city template and city (the block under the list).
    cityTemplates: allMarkdownRemark(
      filter: { fields: { collection: { eq: "cityPages" } } }
      sort: { frontmatter: { key: ASC } }
    ) {
      nodes {
        frontmatter {
          key
          machine
        }
      }
    }
    cities: allCity(sort: { position: ASC }) {
      nodes {
        name
        slug
      }
    }
  }
`;
