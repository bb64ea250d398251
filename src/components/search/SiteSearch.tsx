/**
 * The results page's search (src/templates/search.tsx): the field, the status line screen readers announce, the
 * results, and the page's help (its Markdown) when there is nothing to show. The query is in the address
 * (/cerca?q=laser), so a search can be shared and survives a reload; as the visitor types, the address follows
 * (history.replaceState, no new history entry) and the results too, after a short pause.
 *
 * The prerendered HTML has the field and the help only: without JavaScript the page says how to find things
 * through the menu. The engine and the list (SearchResults.tsx) are part of this page's chunk (a chunk of their
 * own would add its address to the start-up code of every page); Pagefind itself, fetched from the site, loads
 * with the first search, or as soon as the field is focused.
 *
 * Back from a result shows the results as they were: how many were shown («Altri risultati» included) and where
 * the page was scrolled are kept for the visit in sessionStorage (RESULTS_KEY: the query, a count and a position,
 * never sent), and the same query in the address shows as many again, at that position.
 */
import React, { useEffect, useRef, useState } from "react";
import { SEARCH_PARAM, SEARCH_PATH } from "../../config/search";
import { replaceSearch } from "../../lib/address-bar";
import {
  MAX_QUERY_LENGTH,
  expandQuery,
  readQuery,
  resultCount,
  withoutShortWords,
  type SpellingVariant,
} from "../../lib/search-query";
import { localizePath, useLocale } from "../locale";
import { PAGE_SIZE, ResultList, loadPagefind, runSearch, type Found, type Search } from "./SearchResults";

/** The pause after the last keystroke before the results follow the field. */
export const TYPING_PAUSE_MS = 300;

/** The sessionStorage key of the results shown: `{ query, shown, y }` (see above). */
export const RESULTS_KEY = "venere-ricerca";

interface Shown {
  readonly query: string;
  readonly shown: number;
  readonly y?: number;
}

/** The results last shown in this tab, or null (none, unreadable, or storage refused). */
function shownBefore(): Shown | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(RESULTS_KEY) ?? "null") as Partial<Shown> | null;
    return raw && typeof raw.query === "string" && typeof raw.shown === "number"
      ? { query: raw.query, shown: raw.shown, y: typeof raw.y === "number" ? raw.y : undefined }
      : null;
  } catch {
    return null;
  }
}

function keepShown(shown: Shown): void {
  try {
    window.sessionStorage.setItem(RESULTS_KEY, JSON.stringify(shown));
  } catch {
    // Storage refused (a private window's quota): Back shows the first results only.
  }
}

type State =
  | { readonly phase: "idle" }
  | { readonly phase: "empty" }
  | { readonly phase: "loading"; readonly query: string; readonly searched: string }
  | { readonly phase: "done"; readonly query: string; readonly searched: string; readonly total: number }
  | { readonly phase: "error" };

/** The page's own styles (the pill itself is every search form's, global.css): only this page carries them. */
const css = {
  form: { width: "100%", maxWidth: "40rem", padding: "4px", fontSize: "1.1rem", boxShadow: "var(--shadow)" },
  input: { height: "48px" },
  note: { flexBasis: "100%", margin: 0, color: "var(--ink-soft)", fontSize: "0.95rem" },
  // The area below the field keeps room for the results, and the status line for its line, so that nothing on
  // screen moves when the help gives way to them (no layout shift: the footer stays below the fold).
  outcome: { minHeight: "75vh" },
  // A long word with no space (a pasted address, a held key) wraps instead of widening the page.
  status: {
    minHeight: "1.65em",
    margin: "0 0 0.5rem",
    fontWeight: 600,
    color: "var(--teal-deep)",
    overflowWrap: "anywhere",
  },
  more: { marginBottom: "2rem" },
} satisfies Record<string, React.CSSProperties>;

/** The status line: what was searched and how many pages were found, or what to do. */
export function statusText(state: State): string {
  switch (state.phase) {
    case "idle":
      return "";
    case "empty":
      return "Scrivete che cosa cercate: per esempio il nome di un macchinario, di un trattamento o di una formula.";
    case "error":
      return "La ricerca non è disponibile in questo momento: riprovate tra poco, o trovate le pagine dal menu.";
    case "loading":
      return "Ricerca in corso…";
    case "done": {
      const what =
        state.searched === state.query ? `«${state.query}»` : `«${state.searched}» (avete scritto «${state.query}»)`;
      return state.total === 0
        ? `Nessun risultato per ${what}. Provate con un'altra parola, o sfogliate le pagine qui sotto.`
        : `${resultCount(state.total)} per ${what}.`;
    }
  }
}

export interface SiteSearch {
  readonly value: string;
  readonly cut: boolean;
  readonly state: State;
  readonly found: readonly Found[];
  readonly canShowMore: boolean;
  onChange(event: React.ChangeEvent<HTMLInputElement>): void;
  onSubmit(event: React.FormEvent): void;
  onFocus(): void;
  showMore(): void;
  /** A result is followed: the position is kept for Back. */
  leave(): void;
}

/** The search's state: the field, what is searched, the results; `search` is the page's location.search. */
export function useSiteSearch(search: string, variants: readonly SpellingVariant[]): SiteSearch {
  const [value, setValue] = useState("");
  const [cut, setCut] = useState(false);
  const [state, setState] = useState<State>({ phase: "idle" });
  const [found, setFound] = useState<readonly Found[]>([]);
  const [current, setCurrent] = useState<Search | null>(null);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Back from a result: the position to return to once the results are back on the page.
  const scrollTo = useRef<number | undefined>();

  useEffect(() => () => clearTimeout(timer.current), []);

  // What is shown is kept for Back (the query and how many results), and the position restored once they are back.
  useEffect(() => {
    if (state.phase !== "done" || found.length === 0) return;
    keepShown({ query: state.query, shown: found.length });
    if (scrollTo.current !== undefined) {
      window.scrollTo(0, scrollTo.current);
      scrollTo.current = undefined;
    }
  }, [state, found.length]);

  /**
   * Searches what the field holds: `submitted` when the visitor asked (Enter, the button, the address); `count`
   * results are shown at first (more when coming back to results that showed more).
   */
  const run = (raw: string, submitted: boolean, count = PAGE_SIZE) => {
    const id = ++sequence.current;
    const { query, cut: wasCut } = readQuery(raw);
    setCut(wasCut);
    setCurrent(null);
    setFound([]);
    if (query === "") {
      setState({ phase: submitted ? "empty" : "idle" });
      return;
    }
    const searched = expandQuery(query, variants);
    setState({ phase: "loading", query, searched });
    runSearch(withoutShortWords(searched))
      .then(async (s) => ({ s, first: await s.more(count) }))
      .then(({ s, first }) => {
        if (id !== sequence.current) return;
        setCurrent(s);
        setFound(first);
        setState({ phase: "done", query, searched, total: s.total });
      })
      .catch(() => {
        if (id === sequence.current) setState({ phase: "error" });
      });
  };

  // Arriving with ?q= (a shared link, a reload, the header's field): search it.
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has(SEARCH_PARAM)) return;
    const raw = params.get(SEARCH_PARAM) ?? "";
    setValue(raw);
    const before = shownBefore();
    const again = before !== null && before.query === readQuery(raw).query;
    scrollTo.current = again ? before.y : undefined;
    run(raw, true, again ? Math.max(PAGE_SIZE, before.shown) : PAGE_SIZE);
    // Only the address starts a search here; typing and submitting do the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return {
    value,
    cut,
    state,
    found,
    canShowMore: state.phase === "done" && current !== null && found.length < state.total,
    onChange: (event) => {
      const raw = event.target.value;
      setValue(raw);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        remember(raw, false);
        run(raw, false);
      }, TYPING_PAUSE_MS);
    },
    onSubmit: (event) => {
      event.preventDefault();
      clearTimeout(timer.current);
      remember(value, true);
      run(value, true);
    },
    // Pagefind starts loading while the visitor types the first word.
    onFocus: () => void loadPagefind().catch(() => undefined),
    showMore: () => {
      if (current) void current.more(found.length + PAGE_SIZE).then(setFound);
    },
    leave: () => {
      if (state.phase === "done") keepShown({ query: state.query, shown: found.length, y: window.scrollY });
    },
  };
}

/** The address follows the field, without a navigation (no scroll, no new history entry). */
function remember(raw: string, submitted: boolean): void {
  replaceSearch(raw.trim() === "" && !submitted ? "" : `?${new URLSearchParams({ [SEARCH_PARAM]: raw }).toString()}`);
}

/** The field: a form that also works without JavaScript (it loads this page with ?q=). */
export function SearchField({ search }: { search: SiteSearch }) {
  const { prefix } = useLocale();
  return (
    <>
      <form
        role="search"
        action={localizePath(prefix, SEARCH_PATH)}
        method="get"
        onSubmit={search.onSubmit}
        style={css.form}
        noValidate
      >
        <label htmlFor="ricerca" className="visually-hidden">
          Cercate nel sito
        </label>
        <input
          id="ricerca"
          type="search"
          name={SEARCH_PARAM}
          value={search.value}
          onChange={search.onChange}
          onFocus={search.onFocus}
          placeholder="Es. laser a diodo"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={search.cut ? "ricerca-nota" : undefined}
          style={css.input}
        />
        <button type="submit" className="btn btn-primary">
          Cerca
        </button>
      </form>
      {search.cut ? (
        <p id="ricerca-nota" style={css.note}>
          La ricerca è lunga: abbiamo cercato i primi {MAX_QUERY_LENGTH} caratteri.
        </p>
      ) : null}
    </>
  );
}

/**
 * Below the field: the status line (always in the page, so that screen readers announce its changes), then the
 * results, or the page's help when there are none to show.
 */
export function SearchOutcome({ search, help }: { search: SiteSearch; help: React.ReactNode }) {
  const { state, found } = search;
  const results = state.phase === "done" && state.total > 0;
  return (
    <div style={css.outcome}>
      <p role="status" aria-live="polite" style={css.status} data-testid="search-status">
        {statusText(state)}
      </p>
      {results ? (
        <>
          <ResultList found={found} onFollow={search.leave} />
          {search.canShowMore ? (
            <button type="button" className="btn btn-secondary" style={css.more} onClick={search.showMore}>
              Altri risultati
            </button>
          ) : null}
        </>
      ) : state.phase === "loading" ? null : (
        help
      )}
    </div>
  );
}
