/**
 * The local server behind `npm start` and the browser tests: serves public/ as Netlify does, with the rules of
 * _headers, _redirects and netlify.toml read and matched by Netlify's own packages (./netlify-config.ts),
 * Brotli or gzip as Netlify's CDN answers a browser that accepts them, addresses without trailing slash, byte
 * ranges, 404.html with status 404, and the contact form's POST kept in a local file as Netlify Forms would.
 *
 * No request stops it: a malformed address, a path outside public/, an unknown method or a range past the end
 * each get their 4xx (400, 404, 405 with Allow, 413, 414, 416, 431), and the server keeps answering.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { headersForPath, loadNetlifyRules, matchRedirect, type NetlifyRules } from "./netlify-config";

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
  ".pdf": "application/pdf",
  ".map": "application/json; charset=utf-8",
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** The longest request target answered; longer ones get 414 (Node refuses headers above 16 KB with 431). */
export const MAX_URL_LENGTH = 8 * 1024;
/** The largest form submission kept; larger bodies get 413. */
export const MAX_FORM_BYTES = 64 * 1024;
/** The forms Netlify detects in the built HTML (data-netlify): their submissions are accepted. */
export const NETLIFY_FORMS = ["contatti"] as const;
const ALLOW = "GET, HEAD, OPTIONS";

export interface StaticServerOptions {
  /** The published folder (public/). */
  readonly root: string;
  /** netlify.toml, read for [[headers]] and [[redirects]] when it exists. */
  readonly configPath?: string;
  /** Where form submissions are appended, one JSON line each (outside public/). */
  readonly formsFile?: string;
}

/** The default file of the local form submissions (docs/DEPLOY.md, "The local server"). */
export const DEFAULT_FORMS_FILE = path.resolve(".netlify-forms", "submissions.ndjson");

/** Rules, read again when one of their files changes (a rebuild while the server runs). */
function rulesLoader(root: string, configPath: string | undefined): () => Promise<NetlifyRules> {
  let cached: { stamp: string; rules: Promise<NetlifyRules> } | undefined;
  const files = [path.join(root, "_headers"), path.join(root, "_redirects"), ...(configPath ? [configPath] : [])];
  return () => {
    const stamp = files.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(":");
    if (!cached || cached.stamp !== stamp) cached = { stamp, rules: loadNetlifyRules({ root, configPath }) };
    return cached.rules;
  };
}

/**
 * The file that answers a decoded path, or null: the path itself, its index.html, or `<path>.html` (the layout
 * gatsby-adapter-netlify writes). Never a file outside `root`.
 */
export function resolveFile(root: string, decodedPath: string): string | null {
  const normal = path.posix.normalize(`/${decodedPath}`);
  for (const candidate of [normal, path.posix.join(normal, "index.html"), `${normal.replace(/\/+$/, "")}.html`]) {
    const file = path.join(root, candidate);
    if (file !== root && !file.startsWith(root + path.sep)) continue;
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

/** How a body is compressed with Brotli, as Netlify's CDN does (the byte budgets compress pages the same way). */
export const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: body.length <= BROTLI_BEST_MAX_BYTES ? 11 : 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compress(encoding: "br" | "gzip", body: Buffer): Promise<Buffer> {
  // The asynchronous zlib calls run on libuv's thread pool: a large file never holds up other requests.
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === "gzip") zlib.gzip(body, { level: 9 }, done);
    else zlib.brotliCompress(body, brotliOptions(body), done);
  });
}

/** The body in the best encoding the client accepts: Brotli, then gzip, else as it is. */
export async function encodeBody(
  file: string,
  body: Buffer,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding: "br" | "gzip" | null }> {
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

/** A single `bytes=a-b` range of a body of `size` bytes: the range, "unsatisfiable", or null to send it all. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // absent, malformed or several ranges: the whole body
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** The path and query of a request target in origin-form (/a?b) or absolute-form (http://host/a?b). */
export function splitTarget(target: string): { rawPath: string; query: string } | null {
  let rest = target;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      rest = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  if (!rest.startsWith("/")) return null;
  const q = rest.indexOf("?");
  return q < 0 ? { rawPath: rest, query: "" } : { rawPath: rest.slice(0, q), query: rest.slice(q + 1) };
}

/** The decoded path, or null when its percent-encoding is malformed or it holds a NUL or a control character. */
export function decodePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // Control characters are exactly what is refused here.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(decoded) ? null : decoded;
}

function plain(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve("too-large");
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** A certificate and its private key, PEM, for serving over TLS. */
export interface TlsCredentials {
  readonly key: string;
  readonly cert: string;
}

// A client that never finishes its headers gets 408 after a few seconds instead of holding a connection.
const SERVER_OPTIONS: http.ServerOptions = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 5000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1000,
};

export function createStaticServer(options: StaticServerOptions): http.Server {
  return guarded(http.createServer(SERVER_OPTIONS, requestListener(options)));
}

/**
 * The same server over TLS, as the live site is only reached over https. Mozilla's HTTP Observatory scanner
 * (scripts/lib/observatory.ts) only connects to the default https port, so the build tests serve public/ this way on
 * 127.0.0.1:443 with a throw-away certificate.
 */
export function createStaticTlsServer(options: StaticServerOptions, tls: TlsCredentials): https.Server {
  return guarded(https.createServer({ ...SERVER_OPTIONS, key: tls.key, cert: tls.cert }, requestListener(options)));
}

function requestListener({
  root,
  configPath,
  formsFile = DEFAULT_FORMS_FILE,
}: StaticServerOptions): http.RequestListener {
  const absRoot = path.resolve(root);
  const rules = rulesLoader(absRoot, configPath ?? path.resolve("netlify.toml"));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    if (target.length > MAX_URL_LENGTH) return plain(res, 414, "URI Too Long");
    if (method === "OPTIONS") {
      res.writeHead(204, { Allow: ALLOW });
      res.end();
      return;
    }
    if (!["GET", "HEAD", "POST"].includes(method)) return plain(res, 405, "Method Not Allowed", { Allow: ALLOW });
    const parts = splitTarget(target);
    if (!parts) return plain(res, 400, "Bad Request");
    const pathname = decodePath(parts.rawPath);
    if (pathname === null) return plain(res, 400, "Bad Request: malformed address");

    const netlify = await rules();

    const send = async (status: number, file: string, logicalPath: string): Promise<void> => {
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      for (const [name, value] of Object.entries(headersForPath(netlify, logicalPath))) res.setHeader(name, value);
      res.setHeader("Content-Type", type);
      const body = await fs.promises.readFile(file);
      const range = status === 200 ? parseRange(req.headers.range, body.length) : null;
      if (status === 200) res.setHeader("Accept-Ranges", "bytes");
      if (range === "unsatisfiable") {
        res.removeHeader("Content-Type");
        return plain(res, 416, "Range Not Satisfiable", { "Content-Range": `bytes */${body.length}` });
      }
      if (range) {
        const slice = body.subarray(range.start, range.end + 1);
        res.writeHead(206, {
          "Content-Range": `bytes ${range.start}-${range.end}/${body.length}`,
          "Content-Length": slice.length,
        });
        res.end(method === "HEAD" ? undefined : slice);
        return;
      }
      let out: Buffer = body;
      if (COMPRESSIBLE.test(type)) {
        res.setHeader("Vary", "Accept-Encoding");
        const encoded = await encodeBody(file, body, String(req.headers["accept-encoding"] ?? "")).catch(() => ({
          body,
          encoding: null,
        }));
        if (encoded.encoding) res.setHeader("Content-Encoding", encoded.encoding);
        out = encoded.body;
      }
      res.setHeader("Content-Length", out.length);
      res.writeHead(status);
      res.end(method === "HEAD" ? undefined : out);
    };

    const notFound = async (): Promise<void> => {
      const page = path.join(absRoot, "404.html");
      if (fs.existsSync(page)) return send(404, page, pathname);
      return plain(res, 404, "Not Found");
    };

    if (method === "POST") return receiveForm(req, res, pathname, absRoot, formsFile, send);

    // Netlify's redirects: the first matching rule wins; a file that exists shadows a rule unless it is forced.
    const match = matchRedirect(netlify, {
      pathname,
      query: parts.query,
      host: String(req.headers.host ?? ""),
      headers: req.headers,
    });
    if (match && !(match.force !== true && resolveFile(absRoot, pathname))) {
      if (match.force404) return notFound();
      if (match.status >= 300 && match.status < 400) {
        res.writeHead(match.status, { Location: match.to, "Content-Length": 0 });
        res.end();
        return;
      }
      const rewritten = splitTarget(match.to);
      const targetPath = rewritten ? decodePath(rewritten.rawPath) : null;
      const file = targetPath === null ? null : resolveFile(absRoot, targetPath);
      if (file) return send(match.status, file, pathname);
      return notFound();
    }

    // Addresses have no trailing slash (gatsby-adapter-netlify writes x.html): /contatti/ -> /contatti.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      // Normalised, with one leading slash: "//host/" must not become a redirect to another host.
      const bare = `/${path.posix.normalize(pathname).replace(/^\/+|\/+$/g, "")}`;
      if (bare !== "/" && resolveFile(absRoot, bare)) {
        res.writeHead(301, {
          Location: `${encodeURI(bare)}${parts.query ? `?${parts.query}` : ""}`,
          "Content-Length": 0,
        });
        res.end();
        return;
      }
    }

    const file = resolveFile(absRoot, pathname);
    if (file) return send(200, file, pathname);
    return notFound();
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // Nothing above should throw; if something does, the visitor gets a plain answer and the server goes on.
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) plain(res, 400, "Bad Request");
      else res.destroy();
    });
  };
}

function guarded<S extends http.Server>(server: S): S {
  // Requests Node's parser refuses (headers above 16 KB, a broken request line) get their status, not a reset.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const answers: Record<string, string> = {
      HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
      ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
      // A method Node's parser does not know (FOO): refused like any other method the site does not serve.
      HPE_INVALID_METHOD: `405 Method Not Allowed\r\nAllow: ${ALLOW}`,
    };
    const status = answers[error.code ?? ""] ?? "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // CONNECT (a proxy tunnel) is not a request Node hands to the handler: refuse it the same way.
  server.on("connect", (_req: http.IncomingMessage, socket: net.Socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/**
 * A form POST, answered as Netlify Forms does for a detected form: the submission is kept (here, one JSON line
 * appended to `formsFile`), and the page at the form's action is shown. A bot that fills the honeypot field is
 * answered the same way and not kept. Any other POST is refused with 405.
 */
async function receiveForm(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  root: string,
  formsFile: string,
  send: (status: number, file: string, logicalPath: string) => Promise<void>,
): Promise<void> {
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(String(req.headers["content-type"] ?? ""));
  const body = isForm ? await readBody(req, MAX_FORM_BYTES) : null;
  if (body === "too-large") return plain(res, 413, "Payload Too Large");
  const fields = body ? new URLSearchParams(body.toString("utf8")) : null;
  const formName = fields?.get("form-name") ?? "";
  if (!fields || !(NETLIFY_FORMS as readonly string[]).includes(formName)) {
    req.resume();
    return plain(res, 405, "Method Not Allowed", { Allow: ALLOW });
  }
  if (!fields.get("bot-field")) {
    const entry = {
      receivedAt: new Date().toISOString(),
      form: formName,
      path: pathname,
      // The page that sent the form, with its query string (Netlify's submissions record it too): without
      // JavaScript it is the only place where the call to action's context (origine, richiesta...) arrives.
      referrer: String(req.headers.referer ?? ""),
      data: Object.fromEntries(fields),
    };
    await fs.promises.mkdir(path.dirname(formsFile), { recursive: true });
    await fs.promises.appendFile(formsFile, `${JSON.stringify(entry)}\n`);
  }
  const page = resolveFile(root, pathname);
  if (page) return send(200, page, pathname);
  return plain(res, 200, "Grazie: il messaggio è stato ricevuto.");
}
