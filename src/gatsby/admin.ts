/**
 * The editors' CMS at /admin: Decap CMS's self-contained browser bundle (from the decap-cms package, React 19
 * inside, never bundled into the site), a page that loads it and the config.yml generated from the content
 * model. The same files are written into public/admin by the build and served by `gatsby develop`.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { buildCmsPreview, DEVELOP_PREVIEW, siteStylesheets } from "./cms-preview-bundle";
import { readSiteJson } from "./config";
import { buildDecapConfig, cmsBackendFromEnv, serializeDecapConfig } from "./decap-config";
import type { PostBuildStep } from "./post-build";

export const ADMIN_PATH = "/admin";

/** node_modules/decap-cms/dist, resolved from the project (gatsby-node is bundled, so no plain require.resolve). */
export function decapDistDir(root: string = process.cwd()): string {
  const projectRequire = createRequire(path.join(root, "package.json"));
  return path.join(path.dirname(projectRequire.resolve("decap-cms/package.json")), "dist");
}

/**
 * The files of the bundle the CMS needs: the entry, its lazy chunks and WebAssembly modules. Not the source
 * maps (60 MB) nor the duplicate `cms.js` build.
 */
export const isAdminAsset = (name: string): boolean =>
  /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/.test(name);

export function adminAssetNames(distDir: string = decapDistDir()): string[] {
  return fs.readdirSync(distDir).filter(isAdminAsset).sort();
}

/** The live preview templates (src/cms/preview.tsx), loaded after the CMS bundle, which it extends. */
export const CMS_PREVIEW_SCRIPT = "cms-preview.js";

/** The page at /admin. Absolute addresses, so it works at /admin and /admin/ alike; no inline script. */
export function adminIndexHtml(siteName: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Gestione contenuti - ${siteName.replace(/[<>&"]/g, "")}</title>
<link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<noscript>Per modificare i contenuti del sito serve JavaScript attivo nel browser.</noscript>
<script src="${ADMIN_PATH}/decap-cms.js"></script>
<script src="${ADMIN_PATH}/${CMS_PREVIEW_SCRIPT}"></script>
</body>
</html>
`;
}

/** The generated files of /admin (besides the bundle), from the project's content and the environment. */
export function adminGeneratedFiles(
  root: string = process.cwd(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  const site = readSiteJson(root);
  const config = buildDecapConfig({ siteUrl: site.url.replace(/\/$/, ""), backend: cmsBackendFromEnv(env) });
  return { "index.html": adminIndexHtml(site.name), "config.yml": serializeDecapConfig(config) };
}

/** Writes <publicDir>/admin: the bundle, the preview script, index.html and config.yml. */
export async function writeAdmin(
  publicDir: string,
  root: string = process.cwd(),
  distDir: string = decapDistDir(),
): Promise<void> {
  const preview = await buildCmsPreview(root, siteStylesheets(publicDir));
  const target = path.join(publicDir, ADMIN_PATH.slice(1));
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const name of adminAssetNames(distDir)) fs.copyFileSync(path.join(distDir, name), path.join(target, name));
  for (const [name, text] of Object.entries(adminGeneratedFiles(root))) fs.writeFileSync(path.join(target, name), text);
  fs.writeFileSync(path.join(target, CMS_PREVIEW_SCRIPT), preview);
}

export const writeAdminStep: PostBuildStep = async () => writeAdmin(path.join(process.cwd(), "public"));

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".wasm": "application/wasm",
};

type Next = () => void;
interface DevServerApp {
  use(pathPrefix: string, handler: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void;
}

/** `gatsby develop` (npm run cms): /admin answered from node_modules and the model, nothing copied. */
export function onCreateDevServer({ app }: { app: DevServerApp }): void {
  const distDir = decapDistDir();
  app.use(ADMIN_PATH, (req, res, next) => {
    const name = new URL(req.url ?? "/", "http://localhost").pathname.replace(/^\/+/, "") || "index.html";
    const generated = adminGeneratedFiles();
    const send = (body: Buffer | string): void => {
      res.setHeader("Content-Type", TYPES[path.extname(name)] ?? "application/octet-stream");
      res.setHeader("Cache-Control", "no-cache");
      res.end(body);
    };
    if (name in generated) return send(generated[name]);
    if (isAdminAsset(name)) return send(fs.readFileSync(path.join(distDir, name)));
    if (name !== CMS_PREVIEW_SCRIPT) return next();
    // Bundled on each request, so a change to a template shows at the next reload of /admin.
    buildCmsPreview(process.cwd(), DEVELOP_PREVIEW.stylesheetUrl, DEVELOP_PREVIEW.classNamePattern).then(
      send,
      (error: Error) => {
        res.statusCode = 500;
        res.end(`CMS preview: ${error.message}`);
      },
    );
  });
}
