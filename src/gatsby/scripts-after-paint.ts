/**
 * Post-build step: the page is painted before its JavaScript runs.
 *
 * Gatsby ends every page with `<script src=… async>` for its runtime, React and the app. An async script that
 * is already at hand (a repeat visit, a fast connection) runs as soon as it arrives, often before the browser
 * has painted anything, and on a phone that evaluation takes hundreds of milliseconds: the visitor waits for
 * a blank screen although the HTML and its inline CSS are complete. This step replaces those tags with one
 * small inline loader that adds the same scripts, in the same order, right after the first paint (the task
 * after the second animation frame: the first frame has then been drawn), or after 1.5 s at the latest
 * (animation frames do not run in background tabs). The Content-Security-Policy step, which runs later, hashes the loader like any inline
 * script.
 */
import fs from "node:fs";
import path from "node:path";
import type { PostBuildStep } from "./post-build";

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async=""><\/script>|<script src="(\/[^"]+\.js)" async><\/script>/g;

/** The inline loader for these script addresses. */
export function loaderScript(srcs: readonly string[]): string {
  const list = JSON.stringify(srcs);
  return (
    `<script id="scripts-after-paint">(function(){var d=0;function go(){if(d)return;d=1;${list}.forEach(function(s){` +
    `var e=document.createElement("script");e.src=s;e.async=false;document.body.appendChild(e)})}` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,1500)})()</script>`
  );
}

/** The page with its async script tags replaced by the loader, or null when it has none. */
export function deferScripts(html: string): string | null {
  const srcs: string[] = [];
  let first = -1;
  const stripped = html.replace(ASYNC_SCRIPT, (tag: string, a: string | undefined, b: string | undefined, offset: number) => {
    if (first < 0) first = offset;
    srcs.push((a ?? b) as string);
    return "";
  });
  if (srcs.length === 0) return null;
  return stripped.slice(0, first) + loaderScript(srcs) + stripped.slice(first);
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "admin", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export const scriptsAfterPaintStep: PostBuildStep = ({ reporter }) => {
  const publicDir = path.resolve(process.cwd(), "public");
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const next = deferScripts(fs.readFileSync(file, "utf8"));
    if (next === null) continue;
    fs.writeFileSync(file, next);
    changed += 1;
  }
  reporter.info(`scripts after first paint: ${changed} pages`);
};
