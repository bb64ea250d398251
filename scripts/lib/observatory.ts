/**
 * Mozilla's HTTP Observatory (the `@mdn/mdn-http-observatory` package, the scanner behind
 * developer.mozilla.org/observatory) grading the built site served locally, as the build tests and
 * `npx tsx scripts/observatory.ts` run it.
 *
 * What it takes to run offline here:
 * - The scanner reads Chromium's HSTS preload list from its own `conf/hsts-preload.json`, which its install script
 *   downloads (package.json `allowScripts` does not let that script run: the install has no internet in CI).
 *   An empty list is written instead: the site is not on the preload list, so the answer is the same.
 * - Its `scan(host)` ignores any port: it fetches http://host/ and https://host/. The site is served over TLS on
 *   127.0.0.1:443 (root, or a lowered net.ipv4.ip_unprivileged_port_start) with a throw-away certificate made for
 *   this run, which the scanner's process trusts through NODE_EXTRA_CA_CERTS. Nothing listens on port 80, which the
 *   scanner reports as "redirection-not-needed-no-http" (no modifier); on the live domain Netlify redirects http.
 * - The scanner is an ES module with a CommonJS-unfriendly tree, so it runs in its own Node process (its CLI,
 *   `src/scan.js`, without the wrapper that would replace NODE_EXTRA_CA_CERTS with Mozilla's CA bundle).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import type https from "node:https";
import os from "node:os";
import path from "node:path";
import { generate } from "selfsigned";
import { createStaticTlsServer, type TlsCredentials } from "../../src/server/static-server";

/** One of the scanner's tests, as its CLI prints it (other fields depend on the test). */
export interface ObservatoryTest {
  readonly result: string;
  readonly expectation: string;
  readonly pass: boolean;
  readonly scoreModifier: number;
}

export interface ObservatoryResult {
  readonly scan: {
    readonly grade: string;
    readonly score: number;
    readonly statusCode: number;
    readonly testsPassed: number;
    readonly testsQuantity: number;
    readonly responseHeaders: Readonly<Record<string, string>>;
  };
  readonly tests: Readonly<Record<string, ObservatoryTest>>;
}

const PACKAGE_DIR = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
export const SCANNER_CLI = path.join(PACKAGE_DIR, "src", "scan.js");

/** The host the local server answers on: the certificate names it, and the scanner is given it. */
export const LOCAL_HOST = "127.0.0.1";
const HTTPS_PORT = 443;

/**
 * Writes an empty HSTS preload list where the scanner reads it, unless one is there (the download of the package's
 * own install script, where it ran). Returns the file's path.
 */
export function ensurePreloadList(packageDir = PACKAGE_DIR): string {
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(file)) fs.writeFileSync(file, "{}\n");
  return file;
}

/** A self-signed certificate for 127.0.0.1, valid for one day, made for one scan and thrown away after it. */
export async function throwAwayCertificate(): Promise<TlsCredentials> {
  const pems = await generate([{ name: "commonName", value: LOCAL_HOST }], {
    keyType: "ec",
    curve: "P-256",
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "extKeyUsage", serverAuth: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: LOCAL_HOST }] },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Reads what the scanner's CLI printed: its JSON result, or its `{ "error": ... }` as an Error naming the host.
 */
export function parseScannerOutput(host: string, stdout: string): ObservatoryResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    throw new Error(`The HTTP Observatory scanner printed no result for ${host}: ${stdout.slice(0, 500)}`);
  }
  const value = parsed as Partial<ObservatoryResult> & { error?: string };
  if (value.error !== undefined) throw new Error(`The HTTP Observatory could not scan ${host}: ${value.error}`);
  if (!value.scan || !value.tests) throw new Error(`The HTTP Observatory's result for ${host} has no scan or tests`);
  return value as ObservatoryResult;
}

/** Runs Mozilla's scanner on a host; `caFile` is a certificate its process trusts in addition to Node's own. */
export function observatoryScan(host: string, { caFile }: { caFile?: string } = {}): Promise<ObservatoryResult> {
  ensurePreloadList();
  const env = { ...process.env, ...(caFile ? { NODE_EXTRA_CA_CERTS: caFile } : {}) };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [SCANNER_CLI, host], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      try {
        resolve(parseScannerOutput(host, stdout));
      } catch (parseError) {
        reject(error && !stdout ? new Error(`${error.message}\n${stderr}`) : parseError);
      }
    });
  });
}

/** Listens on 127.0.0.1:443, with a clear message where the port cannot be had. */
export async function listenOnHttpsPort(server: https.Server): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const why =
        error.code === "EACCES"
          ? "port 443 needs root, or `sysctl net.ipv4.ip_unprivileged_port_start=443`"
          : error.code === "EADDRINUSE"
            ? "something else listens on port 443 (another run of these tests?)"
            : error.message;
      reject(new Error(`The HTTP Observatory needs the site on https://${LOCAL_HOST}/: ${why}`, { cause: error }));
    });
    server.listen(HTTPS_PORT, LOCAL_HOST, resolve);
  });
}

/**
 * Serves over TLS on 127.0.0.1:443 — the built site of `root`, or the given server's requests — and grades it with
 * Mozilla's scanner. The certificate and the server last for this one scan.
 */
export async function scanServed(make: (tls: TlsCredentials) => https.Server): Promise<ObservatoryResult> {
  const tls = await throwAwayCertificate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-"));
  const caFile = path.join(dir, "cert.pem");
  fs.writeFileSync(caFile, tls.cert);
  const server = make(tls);
  try {
    await listenOnHttpsPort(server);
    return await observatoryScan(LOCAL_HOST, { caFile });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The built site in `root` (public/), served as `npm start` serves it, graded by Mozilla's scanner. */
export function scanBuiltSite(root: string): Promise<ObservatoryResult> {
  return scanServed((tls) => createStaticTlsServer({ root }, tls));
}

/** The scan's grade and each test's result, one line each, for a log. */
export function describeResult(result: ObservatoryResult): string {
  return [
    `HTTP Observatory (Mozilla's scanner): ${result.scan.score} (${result.scan.grade}), ` +
      `${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
    ...Object.entries(result.tests).map(
      ([name, t]) => `  ${t.scoreModifier >= 0 ? "+" : ""}${t.scoreModifier}\t${name}: ${t.result}`,
    ),
  ].join("\n");
}
