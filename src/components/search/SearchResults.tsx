/**
 * The search engine of the results page and its list (SiteSearch.tsx). Pagefind's script (public/pagefind/
 * pagefind.js, written by the build) is imported from this page only, when the first search runs or the field is
 * focused; it fetches its WebAssembly and the parts of the index the query needs from the same host. The list's
 * styles are style objects, in this page's chunk (all CSS is inline in every page: it stays as it was).
 */
import React from "react";
import { NAME_WEIGHT, SEARCH_FIELDS, SEARCH_INDEX_DIR } from "../../config/search-index";
import { CITY_SECTION, excerptParts, missingWords } from "../../lib/search-query";
import { SmartLink } from "../SmartLink";

/** The part of Pagefind's browser API this page uses (https://pagefind.app/docs/api/). */
interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  /** The page's indexed text, and the positions of the matched words in it (counted in words). */
  readonly content: string;
  readonly locations: readonly number[];
  readonly meta: Readonly<Record<string, string | undefined>>;
}
interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, unknown> },
  ): Promise<{ readonly results: readonly PagefindResult[] } | null>;
}

/** How many results are shown at first, and added by «Mostrate altri risultati». */
export const PAGE_SIZE = 10;

/** Words of excerpt around the matches (Pagefind's default is 30). */
const EXCERPT_WORDS = 26;

const PAGEFIND_URL = `${SEARCH_INDEX_DIR}pagefind.js`;

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded once. It searches in its Web Worker (/pagefind/pagefind-worker.js, same host), off the page's
 * main thread; the worker's own policy allows its WebAssembly (src/gatsby/security-headers.ts). Where a worker
 * cannot start, Pagefind searches on the main thread, which this page's policy allows too ('wasm-unsafe-eval',
 * src/gatsby/csp.ts). A failed load is forgotten, so the next search tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({
      excerptLength: EXCERPT_WORDS,
      ranking: { metaWeights: { [SEARCH_FIELDS.name]: NAME_WEIGHT } },
    });
    return pf;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** One result as the list shows it. */
export interface Found {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly section: string;
  readonly excerpt: string;
}

export interface Search {
  readonly total: number;
  /** The data of the first `count` results. */
  more(count: number): Promise<Found[]>;
}

/** Only the site's own addresses become links (the index is the site's, but a result is never trusted as HTML). */
const isSitePath = (url: string): boolean => url.startsWith("/") && !url.startsWith("//");

const NOTHING: Search = { total: 0, more: () => Promise.resolve([]) };

/**
 * Searches the index, the city pages listed after the others; the data of each result (title, excerpt) is fetched
 * only for the results shown. When the
 * best page does not contain every word of the query (Pagefind fell back to a shorter word, src/lib/search-query.ts),
 * none does: nothing is found.
 */
export async function runSearch(query: string): Promise<Search> {
  const pf = await loadPagefind();
  // The city pages after the others (each repeats a machine's page for one city): two searches, by section.
  const city = { [SEARCH_FIELDS.section]: CITY_SECTION };
  const [others, cities] = await Promise.all([
    pf.search(query, { filters: { not: city } }),
    pf.search(query, { filters: city }),
  ]);
  const results = [...(others?.results ?? []), ...(cities?.results ?? [])];
  if (results.length === 0) return NOTHING;
  const best = await results[0].data();
  const words = best.content.split(/\s+/);
  if (
    best.locations.length > 0 &&
    missingWords(
      query,
      best.locations.map((l) => words[l] ?? ""),
    ).length > 0
  ) {
    return NOTHING;
  }
  return {
    total: results.length,
    more: async (count) => {
      const data = await Promise.all(results.slice(0, count).map((r) => r.data().then((d) => ({ id: r.id, d }))));
      return data
        .filter(({ d }) => isSitePath(d.url))
        .map(({ id, d }) => ({
          id,
          url: d.url,
          title: d.meta.title ?? d.url,
          section: d.meta[SEARCH_FIELDS.section] ?? "",
          excerpt: d.excerpt,
        }));
    },
  };
}

const css = {
  list: { listStyle: "none", margin: "0 0 2rem", padding: 0, maxWidth: "46rem" },
  item: { padding: "1.4rem 0", borderBottom: "1px solid var(--line)" },
  section: { margin: "0 0 0.35rem" },
  title: { margin: "0 0 0.45rem", fontSize: "clamp(1.25rem, 2.2vw, 1.5rem)" },
  link: { textDecoration: "none" },
  excerpt: { margin: 0, color: "var(--ink-soft)", overflowWrap: "anywhere" },
  mark: { background: "var(--rose)", color: "var(--ink)", padding: "0 0.15em", borderRadius: "3px" },
} satisfies Record<string, React.CSSProperties>;

/** The results: each page's section, its title as a link, and the excerpt with the matched words highlighted. */
export function ResultList({ found, onFollow }: { found: readonly Found[]; onFollow?: () => void }) {
  return (
    <ol style={css.list} data-testid="search-results" onClickCapture={onFollow}>
      {found.map((r) => (
        <li key={r.id} style={css.item}>
          {r.section ? (
            <p className="eyebrow" style={css.section}>
              {r.section}
            </p>
          ) : null}
          <h2 style={css.title}>
            <SmartLink to={r.url} style={css.link}>
              {r.title}
            </SmartLink>
          </h2>
          {r.excerpt ? (
            <p style={css.excerpt}>
              {excerptParts(r.excerpt).map((part, i) =>
                part.mark ? (
                  <mark key={i} style={css.mark}>
                    {part.text}
                  </mark>
                ) : (
                  <React.Fragment key={i}>{part.text}</React.Fragment>
                ),
              )}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
