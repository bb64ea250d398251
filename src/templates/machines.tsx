/**
 * The machine list, with its filter (treatment area, who may use the machine, formula). The choice is in the
 * address (?zona=viso&uso=estetista&formula=noleggio): it can be shared and survives a reload. The prebuilt HTML
 * lists every machine, which is what a visitor without JavaScript sees. The filter's code loads on this page only.
 */
import { graphql, type PageProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { ListPage } from "../components/ListPage";
import { SmartLink } from "../components/SmartLink";
import { COMPARE_PATH } from "../config/compare";
import { MachineFilter } from "../components/machines/MachineFilter";
import { HOME_CRUMB, SECTION_CRUMBS } from "../config/labels";
import { replaceSearch } from "../lib/address-bar";
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
import { CityPagesLink } from "../components/machines/CityPagesLink";
import { onView } from "../runtime/parts";

/** The block of city pages under the cards: hydrated when scrolled into view (src/runtime/parts.tsx). */
const CityPages = onView(
  "machines-cities",
  () => import(/* webpackChunkName: "onview-machines-cities" */ "../components/machines/CityPages"),
);

export default function MachinesTemplate({ data, location }: PageProps<Queries.MachinesPageQuery>) {
  const machines = data.entries.nodes;
  // The prebuilt HTML (and the first render in the browser) lists every machine; the address narrows it. An address
  // without a filter keeps the state as it is, so the list is not rendered again right after hydration.
  const [filter, setFilter] = useState<Filter>({});
  useEffect(() => {
    const next = filterFromSearch(location.search);
    setFilter((current) => (filterSearch(current) === filterSearch(next) ? current : next));
  }, [location.search]);

  // The address follows the choice, without a navigation (no scroll, no new history entry).
  const change = (next: Filter) => {
    setFilter(next);
    replaceSearch(filterSearch(next));
  };
  const shown = machines.filter((m) => matchesFilter(m.frontmatter, filter));
  return (
    <ListPage
      page={data.page}
      trail={[HOME_CRUMB, SECTION_CRUMBS.machines]}
      eyebrow="Macchinari estetici professionali"
      listTitle="Tutti i macchinari"
      cards={shown.map(toCard)}
      heroExtra={<CityPagesLink data={data} />}
      beforeCopy={<CityPages data={data} />}
      beforeList={
        <>
          <MachineFilter filter={filter} onChange={change} status={resultsText(shown.length, machines.length)} />
          <p>
            <SmartLink to={COMPARE_PATH}>Confrontate i macchinari</SmartLink> uno accanto all&apos;altro: trattamenti,
            chi può usarli, schede e documenti.
          </p>
        </>
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
    # The machines' pages in other cities: one per city template and city with its text (the block under the list).
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
    # Only cities with a page; pageKeys: the city templates that have the city's text.
    cities: allCity(sort: { position: ASC }) {
      nodes {
        name
        slug
        pageKeys
      }
    }
  }
`;
