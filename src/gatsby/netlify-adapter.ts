/**
 * gatsby-adapter-netlify, with two changes.
 *
 * 1. Its header block keeps the caching rules it derives from the build (/static/* and every hashed bundle:
 *    immutable) but not its catch-all `/*` rule. That rule repeats, for every path, a Cache-Control and
 *    security headers of Gatsby's own (Referrer-Policy same-origin, the obsolete X-XSS-Protection) which would
 *    collide with the site's rules (src/gatsby/security-headers.ts): the site's `/*` carries the security
 *    headers, and each kind of file gets exactly one Cache-Control.
 * 2. For addresses without trailing slash the adapter moves `public/x/index.html` to `public/x.html` (so Netlify
 *    needs no redirect). Gatsby's next build expects its own layout: on Netlify the adapter restores `public`
 *    from its cache as it was before the moves, but on other machines nothing does, and a second `gatsby build`
 *    fails reading `public/x/index.html`. The moves are recorded in .cache and undone when the next build
 *    starts, wherever the adapter restored nothing.
 *
 * Order of a build (node_modules/gatsby/dist/commands/build.js): cache restore at the start, ..., onPostBuild
 * (our steps, security headers last), then the adapter's `adapt`, which rewrites only the lines between its own
 * markers in public/_headers and then moves the HTML files.
 */
import fs from "node:fs";
import path from "node:path";
import type { HeaderRoutes, IAdapter, RoutesManifest } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

export const MOVES_RECORD = path.join(".cache", "netlify-pretty-urls.json");

export function withoutCatchAllRule(routes: HeaderRoutes): HeaderRoutes {
  return routes.filter((route) => route.path !== "/*");
}

/** Where Netlify's pretty URLs want the HTML of an address, relative to public/ ("/" -> index.html, "/x" -> x.html). */
export function prettyHtmlFile(routePath: string): string {
  if (routePath.endsWith(".html")) return routePath.slice(1);
  return routePath.endsWith("/") ? `${routePath.slice(1)}index.html` : `${routePath.slice(1)}.html`;
}

export interface PrettyUrlMoves {
  /** Files the adapter moves, relative to the project: public/x/index.html -> public/x.html. */
  readonly moves: ReadonlyArray<{ readonly from: string; readonly to: string }>;
  /** Every file Gatsby itself writes for a route (a move may overwrite one of them: /404 -> 404.html). */
  readonly owned: readonly string[];
}

/** The same decisions the adapter makes (pretty-urls.js), for the static routes of the manifest. */
export function prettyUrlMoves(routes: RoutesManifest): PrettyUrlMoves {
  const moves: Array<{ from: string; to: string }> = [];
  const owned: string[] = [];
  for (const route of routes) {
    if (route.type !== "static") continue;
    owned.push(route.filePath);
    if (!route.filePath.endsWith(".html") || route.path.endsWith(".html") || /\/[:*]/.test(route.path)) continue;
    const to = path.posix.join("public", prettyHtmlFile(route.path));
    if (to !== route.filePath) moves.push({ from: route.filePath, to });
  }
  return { moves, owned };
}

/**
 * Puts the files back where Gatsby wrote them. A file that was also Gatsby's own output for another route
 * (404.html) is copied back rather than moved, so both stay.
 */
export function undoPrettyUrlMoves(root: string, record: PrettyUrlMoves): number {
  const owned = new Set(record.owned);
  let undone = 0;
  for (const { from, to } of [...record.moves].reverse()) {
    const source = path.join(root, to);
    const target = path.join(root, from);
    if (!fs.existsSync(source) || fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (owned.has(to)) fs.copyFileSync(source, target);
    else fs.renameSync(source, target);
    undone += 1;
  }
  return undone;
}

export function netlifyAdapter(root: string = process.cwd()): IAdapter {
  const adapter = createNetlifyAdapter();
  const recordFile = path.join(root, MOVES_RECORD);
  return {
    ...adapter,
    cache: {
      restore: async (context) => {
        const restored = await adapter.cache?.restore(context);
        if (restored !== true && fs.existsSync(recordFile)) {
          const undone = undoPrettyUrlMoves(root, JSON.parse(fs.readFileSync(recordFile, "utf8")) as PrettyUrlMoves);
          context.reporter.verbose(`[netlify adapter] ${undone} HTML files put back where Gatsby wrote them`);
        }
        return restored;
      },
      store: async (context) => {
        await adapter.cache?.store(context);
      },
    },
    adapt: async (context) => {
      const routesManifest = context.routesManifest;
      await adapter.adapt({
        reporter: context.reporter,
        routesManifest,
        functionsManifest: context.functionsManifest,
        headerRoutes: withoutCatchAllRule(context.headerRoutes),
        pathPrefix: context.pathPrefix,
        trailingSlash: context.trailingSlash,
        remoteFileAllowedUrls: context.remoteFileAllowedUrls,
      });
      fs.mkdirSync(path.dirname(recordFile), { recursive: true });
      fs.writeFileSync(recordFile, JSON.stringify(prettyUrlMoves(routesManifest)));
    },
  };
}
