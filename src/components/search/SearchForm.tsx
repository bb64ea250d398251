/**
 * The search field of the header (top bar on desktop, mobile menu): a plain form that submits to the results
 * page, so it works before and without JavaScript. It carries no behaviour: the search code loads on the results
 * page only (src/templates/search.tsx). No class of its own either: it is styled as every search form (global.css:
 * a pill with its «Cerca» button inside) and where it sits (the top bar, the menu), so that every page's HTML and
 * inline CSS, within a 14 KB first flight, grow by as few bytes as possible.
 */
import React from "react";
import { SEARCH_PARAM, SEARCH_PATH } from "../../config/search";
import { localizePath, useLocale } from "../locale";

export function SearchForm() {
  const { prefix } = useLocale();
  return (
    <form role="search" action={localizePath(prefix, SEARCH_PATH)} method="get">
      <input type="search" name={SEARCH_PARAM} aria-label="Cerca nel sito" placeholder="Cerca nel sito" />
      <button type="submit">Cerca</button>
    </form>
  );
}
