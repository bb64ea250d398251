/**
 * Addresses that moved, answered with a permanent redirect (301) so every old link still lands: Gatsby's
 * createRedirect, which gatsby-adapter-netlify writes into public/_redirects, the file Netlify and the local server
 * (src/server/netlify-config.ts) both apply. Each move holds for every locale prefix (/x and /it/x).
 *
 * The list lives in the code, not in content/: an old address may name what the content must no longer name (the
 * financing formula's old address named a bank, DECISIONS-29 §6), and the partner guard checks content/.
 */
import type { Actions } from "gatsby";
import { localePrefixes } from "../config/locales";
import type { ContentError } from "../content-model/validate";
import { withPrefix, type RouteRow } from "./routes";

export interface MovedPath {
  /** The old canonical address, without /it. */
  readonly from: string;
  /** Where it lives now, without /it. */
  readonly to: string;
  /** Why it moved. */
  readonly why: string;
}

export const MOVED_PATHS: readonly MovedPath[] = [
  {
    from: "/formule/acquisto-macchinari-estetici-banca-sella",
    to: "/formule/acquisto-macchinari-estetici-finanziamento",
    why: "DECISIONS-29 §6: no bank is named until the company confirms the agreement; the formula's neutral address",
  },
];

/** Every redirect of the moves, one per locale prefix: [from, to]. */
export function redirectPairs(moves: readonly MovedPath[] = MOVED_PATHS): Array<{ from: string; to: string }> {
  return moves.flatMap((move) =>
    localePrefixes().map(({ prefix }) => ({ from: withPrefix(prefix, move.from), to: withPrefix(prefix, move.to) })),
  );
}

/** A move whose old address is a page again, or whose new address is no page: the redirect would mislead. */
export function checkMovedPaths(rows: readonly RouteRow[], moves: readonly MovedPath[] = MOVED_PATHS): ContentError[] {
  const paths = new Set(rows.map((r) => r.path));
  const file = "src/gatsby/redirects.ts";
  return moves.flatMap((move) => [
    ...(paths.has(move.from)
      ? [
          {
            file,
            field: "MOVED_PATHS",
            message: `${move.from} è di nuovo l'indirizzo di una pagina: togliete il rinvio a ${move.to}`,
          },
        ]
      : []),
    ...(paths.has(move.to)
      ? []
      : [
          {
            file,
            field: "MOVED_PATHS",
            message: `${move.from} rinvia a ${move.to}, che non è l'indirizzo di nessuna pagina`,
          },
        ]),
  ]);
}

/** The permanent redirects, given to Gatsby (and so to public/_redirects). */
export function createMovedRedirects(actions: Pick<Actions, "createRedirect">): void {
  for (const { from, to } of redirectPairs()) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, statusCode: 301 });
  }
}
