/**
 * The local server behind `npm start` and the browser tests: serves public/ as Netlify would, with the
 * _headers and _redirects rules, Brotli or gzip (as Netlify's CDN answers a browser that accepts them),
 * addresses without trailing slash, and 404.html with status 404.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, matchesPattern, parseHeadersFile, parseRedirectsFile, type HeaderRule, type RedirectRule } from "./netlify-rules";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

export interface ServerOptions {
  readonly root: string;
  readonly port: number;
  readonly host?: string;
}

function readRules(root: string): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const read = (name: string) => {
    const file = path.join(root, name);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  return { headers: parseHeadersFile(read("_headers")), redirects: parseRedirectsFile(read("_redirects")) };
}

/** The file that answers a path, or null. Directories answer with their index.html. */
export function resolveFile(root: string, urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)];
  for (const file of candidates) {
    if (!file.startsWith(root)) continue;
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Files above this size get a quicker Brotli level: the CMS bundle (megabytes) would take seconds at 11. */
const BROTLI_BEST_MAX_BYTES = 512 * 1024;

/** Compressed bodies (or their compression under way), kept while the file is unchanged. */
const compressedCache = new Map<string, { stamp: string; body: Promise<Buffer> }>();

function compress(encoding: "br" | "gzip", body: Buffer): Promise<Buffer> {
  // The asynchronous zlib calls run on libuv's thread pool: a large file never holds up other requests.
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === "gzip") zlib.gzip(body, { level: 9 }, done);
    else {
      const quality = body.length <= BROTLI_BEST_MAX_BYTES ? 11 : 5;
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done);
    }
  });
}

/** The body in the best encoding the client accepts: Brotli, then gzip, else as it is. */
export async function encodeBody(file: string, body: Buffer, acceptEncoding: string): Promise<{ body: Buffer; encoding: "br" | "gzip" | null }> {
  const encoding = /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : null;
  if (encoding === null) return { body, encoding };
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const key = `${encoding}:${file}`;
  let entry = compressedCache.get(key);
  if (!entry || entry.stamp !== stamp) {
    entry = { stamp, body: compress(encoding, body) };
    compressedCache.set(key, entry);
  }
  return { body: await entry.body, encoding };
}

export function createStaticServer({ root }: Pick<ServerOptions, "root">): http.Server {
  const absRoot = path.resolve(root);
  return http.createServer((req, res) => {
    const { headers: headerRules, redirects } = readRules(absRoot);
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname = url.pathname;

    const send = (status: number, file: string, logicalPath: string) => {
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      for (const [name, value] of headersFor(headerRules, logicalPath)) res.setHeader(name, value);
      res.setHeader("Content-Type", type);
      const body: Buffer = fs.readFileSync(file);
      const finish = (out: Buffer) => {
        res.setHeader("Content-Length", out.length);
        res.writeHead(status);
        res.end(req.method === "HEAD" ? undefined : out);
      };
      if (!COMPRESSIBLE.test(type)) return finish(body);
      res.setHeader("Vary", "Accept-Encoding");
      encodeBody(file, body, String(req.headers["accept-encoding"] ?? "")).then(
        (encoded) => {
          if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
          finish(encoded.body);
        },
        () => finish(body),
      );
    };

    for (const rule of redirects) {
      if (!matchesPattern(rule.from, pathname)) continue;
      if (!rule.force && resolveFile(absRoot, pathname)) break;
      if (rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, { Location: rule.to });
        res.end();
        return;
      }
      const target = resolveFile(absRoot, rule.to);
      if (target) {
        send(rule.status, target, pathname);
        return;
      }
    }

    // Addresses have no trailing slash: /contatti/ -> /contatti (as the site's links are written).
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const bare = pathname.replace(/\/+$/, "");
      if (resolveFile(absRoot, bare)) {
        res.writeHead(301, { Location: `${bare}${url.search}` });
        res.end();
        return;
      }
    }
    if (pathname === "") pathname = "/";

    const file = resolveFile(absRoot, pathname);
    if (file) {
      send(200, file, pathname);
      return;
    }
    const notFound = path.join(absRoot, "404.html");
    if (fs.existsSync(notFound)) {
      send(404, notFound, pathname);
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not found");
  });
}
