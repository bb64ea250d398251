/**
 * Puts `search` ("" or "?…") in the address bar in place of the page's query string, keeping its path and
 * fragment: no navigation, no scroll, no new history entry (history.replaceState keeps the entry's own state,
 * where Gatsby's router keeps its key). For the pages whose choices live in their address: the machine list's
 * filter, the comparison, the calculator and the search results.
 */
export function replaceSearch(search: string): void {
  const { pathname, hash, search: current } = window.location;
  if (search !== current) window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}
