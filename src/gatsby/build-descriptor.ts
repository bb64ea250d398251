/**
 * The build descriptor (first post-build step): public/build-info.json holds the build's id, and every
 * built page carries the same id in <meta name="build-id">, so the runtime (src/runtime/build-update.ts)
 * can tell that a newer build has been deployed.
 *
 * The id is a hash of everything the client loads on a navigation: page-data/ (each page's data, static
 * queries and app-data.json with webpack's compilation hash, which changes with any script or style). A
 * rebuild that changes nothing keeps its id, so visitors are not sent through a needless full load.
 * The pages are stamped here rather than when rendered because Gatsby does not re-render unchanged pages
 * on a cached build; stamping every page keeps them all equal to the descriptor.
 */
import fs from "node:fs";
import path from "node:path";
import { filesDigest, filesUnder } from "./files-digest";
import { BUILD_DESCRIPTOR_PATH, BUILD_ID_META } from "../config/build";
import type { PostBuildStep } from "./post-build";

export interface BuildDescriptor {
  readonly buildId: string;
  readonly builtAt: string;
}

/** The build id: 16 hex digits of a SHA-256 over page-data/ (paths and contents, in a stable order). */
export function computeBuildId(publicDir: string): string {
  const dataDir = path.join(publicDir, "page-data");
  const files = filesUnder(dataDir);
  if (files.length === 0) throw new Error(`build descriptor: no page data in ${dataDir}; run after gatsby build`);
  return filesDigest(dataDir, files);
}

const META_PATTERN = new RegExp(`(<meta name="${BUILD_ID_META}" content=")[^"]*(")`, "g");

/** Puts the id in one page's meta tag; returns the new HTML, or null when the page has no such tag. */
export function stampHtml(html: string, buildId: string): string | null {
  if (!html.match(META_PATTERN)) return null;
  return html.replace(META_PATTERN, `$1${buildId}$2`);
}

/** Writes the descriptor and stamps every page that carries the meta tag; returns how many it stamped. */
export function writeBuildDescriptor(
  publicDir: string,
  now: Date = new Date(),
): { descriptor: BuildDescriptor; stamped: number } {
  const descriptor: BuildDescriptor = { buildId: computeBuildId(publicDir), builtAt: now.toISOString() };
  let stamped = 0;
  for (const file of filesUnder(publicDir).filter((f) => f.endsWith(".html"))) {
    const next = stampHtml(fs.readFileSync(file, "utf8"), descriptor.buildId);
    if (next === null) continue;
    fs.writeFileSync(file, next);
    stamped += 1;
  }
  if (stamped === 0) throw new Error(`build descriptor: no page in ${publicDir} has <meta name="${BUILD_ID_META}">`);
  fs.writeFileSync(path.join(publicDir, BUILD_DESCRIPTOR_PATH.slice(1)), `${JSON.stringify(descriptor)}\n`);
  return { descriptor, stamped };
}

export const buildDescriptorStep: PostBuildStep = ({ reporter }) => {
  const { descriptor, stamped } = writeBuildDescriptor(path.join(process.cwd(), "public"));
  reporter.info(`Build descriptor ${BUILD_DESCRIPTOR_PATH}: id ${descriptor.buildId}, ${stamped} pages stamped`);
};
