/**
 * @jest-environment node
 *
 * The harness around Mozilla's HTTP Observatory scanner (scripts/lib/observatory.ts): the throw-away certificate,
 * the offline preload list and the reading of the scanner's output. The scan itself runs in the build tests
 * (__tests__/build/headers.test.ts), against the built site served on https://127.0.0.1/.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensurePreloadList, parseScannerOutput, throwAwayCertificate } from "../../scripts/lib/observatory";

describe("throwAwayCertificate", () => {
  it("is for 127.0.0.1 only, a server certificate valid for about a day, matching its key", async () => {
    const { key, cert } = await throwAwayCertificate();
    const x509 = new crypto.X509Certificate(cert);
    expect(x509.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(x509.checkHost("www.veneretech.it")).toBeUndefined();
    expect(x509.ca).toBe(false);
    expect(x509.checkPrivateKey(crypto.createPrivateKey(key))).toBe(true);
    const hours = (Date.parse(x509.validTo) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("is a new key pair each time", async () => {
    const [a, b] = await Promise.all([throwAwayCertificate(), throwAwayCertificate()]);
    expect(a.key).not.toBe(b.key);
  });
});

describe("ensurePreloadList", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-pkg-"));
    fs.mkdirSync(path.join(dir, "conf"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes an empty list where the scanner reads it when the install did not download one", () => {
    const file = ensurePreloadList(dir);
    expect(file).toBe(path.join(dir, "conf", "hsts-preload.json"));
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({});
  });

  it("keeps a downloaded list", () => {
    const file = path.join(dir, "conf", "hsts-preload.json");
    const downloaded = JSON.stringify({ "example.org": { mode: "force-https", includeSubDomains: true } });
    fs.writeFileSync(file, downloaded);
    ensurePreloadList(dir);
    expect(fs.readFileSync(file, "utf8")).toBe(downloaded);
  });
});

describe("parseScannerOutput", () => {
  it("returns the scan and its tests", () => {
    const out = JSON.stringify({
      scan: { grade: "A+", score: 110, statusCode: 200, testsPassed: 10, testsQuantity: 10, responseHeaders: {} },
      tests: { "x-content-type-options": { result: "x-content-type-options-nosniff", pass: true, scoreModifier: 0 } },
    });
    const result = parseScannerOutput("127.0.0.1", out);
    expect(result.scan.grade).toBe("A+");
    expect(result.tests["x-content-type-options"]?.result).toBe("x-content-type-options-nosniff");
  });

  it("turns the scanner's error into one naming the host", () => {
    expect(() => parseScannerOutput("127.0.0.1", '{"error":"The site seems to be down."}')).toThrow(
      "The HTTP Observatory could not scan 127.0.0.1: The site seems to be down.",
    );
  });

  it("refuses output that is not a result", () => {
    expect(() => parseScannerOutput("127.0.0.1", "Segmentation fault")).toThrow(/printed no result for 127\.0\.0\.1/);
    expect(() => parseScannerOutput("127.0.0.1", '{"scan":{}}')).toThrow(/has no scan or tests/);
  });
});
