/**
 * Post-build step: the page is painted before its JavaScript runs.
 *
 * Gatsby ends every page with `<script src=… async>` for its runtime, React and the app. An async script that
 * is already at hand (a repeat visit, a fast connection) runs as soon as it arrives, often before the browser
 * has painted anything, and on a phone that evaluation takes hundreds of milliseconds: the visitor waits for
 * a blank screen although the HTML and its inline CSS are complete. This step replaces those tags with one
 * small inline loader that adds the same scripts, in the same order, once the page has shown its largest
 * element and finished loading what it shows (the first `largest-contentful-paint` entry and the `load`
 * event, then two animation frames), or after 1.5 s at the latest (a background tab paints nothing). Where
 * the browser does not report that entry (Safari), two animation frames after the load event stand in for
 * it. So on a slow phone connection the HTML's fonts and images are not fighting a hundred kilobytes of
 * JavaScript for the bandwidth, and the JavaScript's evaluation does not delay the first paint. The
 * Content-Security-Policy step, which runs later, hashes the loader like any inline
 * script.
 */
import fs from "node:fs";
import path from "node:path";
import type { PostBuildStep } from "./post-build";

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g;

/**
 * The web app manifest's address (gatsby-plugin-manifest, src/gatsby/config.ts). The loader links it with the
 * scripts, not the head: a browser fetches a linked manifest (and Chrome one of its icons) while the page is first
 * parsed, and Lighthouse's simulated largest paint counts every request that ends before the observed one
 * (docs/PERFORMANCE.md, "What the rest of the LCP is"). Only installing the site as an app reads it.
 */
export const MANIFEST_HREF = "/manifest.webmanifest";
const MANIFEST_LINK = /<link rel="manifest" href="\/manifest\.webmanifest"[^>]*>/;

/** The inline loader for these script addresses; with `manifest`, it links the web app manifest as it adds them. */
export function loaderScript(srcs: readonly string[], capMs = 1500, manifest?: string): string {
  const list = JSON.stringify(srcs);
  const link = manifest
    ? `e=document.createElement("link");e.rel="manifest";e.href=${JSON.stringify(manifest)};` +
      `document.head.appendChild(e);`
    : "";
  return (
    `<script id="scripts-after-paint">(function(){var ` +
    `d=0,p=0,l="complete"==document.readyState,P=window.PerformanceObserver;` +
    // g: adds the scripts, once.
    `function g(){if(d)return;d=1;var e;${list}.forEach(function(s){` +
    `e=document.createElement("script");e.src=s;e.async=!1;document.body.appendChild(e)});${link}}` +
    // r: once the largest paint and the load event have both come, two animation frames, then a task.
    `function r(){p&&l&&requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})}` +
    `P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0?` +
    `new P(function(x,o){o.disconnect();p=1;r()}).observe({type:"largest-contentful-paint",buffered:!0}):p=1;` +
    `l?r():addEventListener("load",function(){l=1;r()});` +
    `setTimeout(g,${capMs})})()</script>`
  );
}

/**
 * The page with its async script tags replaced by the loader, or null when it has none. With `manifest`, the
 * loader also links the manifest, and the head's link to it goes (the head is not part of the scripts' slice, so a
 * page whose slice Gatsby writes again keeps its loader's link).
 */
export function deferScripts(html: string, manifest?: string): string | null {
  const srcs: string[] = [];
  let first = -1;
  const stripped = html.replace(
    ASYNC_SCRIPT,
    (tag: string, a: string | undefined, b: string | undefined, offset: number) => {
      if (first < 0) first = offset;
      srcs.push((a ?? b) as string);
      return "";
    },
  );
  if (srcs.length === 0) return null;
  const page = stripped.slice(0, first) + loaderScript(srcs, undefined, manifest) + stripped.slice(first);
  return manifest ? page.replace(MANIFEST_LINK, "") : page;
}

/**
 * Gatsby 5 writes its chunk mapping into every page as a JSON *string* (`window.___chunkMapping="{…}"`, encoded
 * twice by gatsby-webpack-stats-extractor), and its loader only ever indexes it by a template's chunk name
 * (`window.___chunkMapping[name] || []`), which on a string is always undefined: 1.7 KB per page that nothing
 * reads, about 450 bytes of the first round trip once compressed. It becomes an empty object, which the loader
 * reads the same way. A mapping written as an object (a Gatsby that reads it) is left alone.
 */
const STRING_CHUNK_MAPPING =
  /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping="(?:[^"\\]|\\.)*";\s*<\/script>/;

export function emptyChunkMapping(html: string): string | null {
  if (!STRING_CHUNK_MAPPING.test(html)) return null;
  return html.replace(STRING_CHUNK_MAPPING, '<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>');
}

/**
 * Fewer inline scripts, so a shorter policy in every page's header (each inline script is a 56-byte hash in its
 * Content-Security-Policy, src/gatsby/csp.ts), which with the page must fit the first round trip. Gatsby writes four
 * at the end of the body: the page's path, the chunk mapping, the compilation hash and (after `deferScripts`) the
 * loader; only their globals matter, read by Gatsby's runtime once the loader has added it. The mapping and the hash
 * go to the start of the loader, so every page has two inline scripts (its path, and one that is the same on every
 * page); the blank line Gatsby writes before them goes too. The path's script is left where Gatsby writes it, outside
 * the `_gatsby-scripts` slice: Gatsby may later rewrite that slice alone (a rebuild that changes only the browser's
 * code), and then writes its scripts and tags again, which the next run merges. Null when there is nothing to merge.
 */
const GLOBALS_BEFORE_LOADER =
  /\s*<script id="gatsby-chunk-mapping">(window\.___chunkMapping=\{\};)<\/script>\s*<script>(window\.___webpackCompilationHash="[0-9a-f]+";)<\/script>(<script id="scripts-after-paint">)/;

export function mergeInlineScripts(html: string): string | null {
  const out = html.replace(
    GLOBALS_BEFORE_LOADER,
    (_all, mapping: string, hash: string, loader: string) => loader + mapping + hash,
  );
  return out === html ? null : out;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["page-data", "static", "admin", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export const scriptsAfterPaintStep: PostBuildStep = ({ reporter }) => {
  const publicDir = path.resolve(process.cwd(), "public");
  const manifest = fs.existsSync(path.join(publicDir, MANIFEST_HREF)) ? MANIFEST_HREF : undefined;
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const lighter = emptyChunkMapping(html) ?? html;
    const deferred = deferScripts(lighter, manifest) ?? lighter;
    const merged = mergeInlineScripts(deferred) ?? deferred;
    const next = merged === html ? null : merged;
    if (next === null) continue;
    fs.writeFileSync(file, next);
    changed += 1;
  }
  reporter.info(`scripts after first paint: ${changed} pages`);
};
