/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { encodeBody } from "../../src/server/static-server";

describe("the local server's compression", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "encode-"));
  const file = path.join(dir, "app.js");
  const text = "function saluta(nome){return 'Buongiorno, '+nome}\n".repeat(200);

  beforeEach(() => fs.writeFileSync(file, text));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("answers Brotli when the browser accepts it, as Netlify's CDN does", () => {
    const out = encodeBody(file, fs.readFileSync(file), "gzip, deflate, br, zstd");
    expect(out.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(out.body).toString()).toBe(text);
    expect(out.body.length).toBeLessThan(zlib.gzipSync(text, { level: 9 }).length);
  });

  it("falls back to gzip, then to the file as it is", () => {
    const gz = encodeBody(file, fs.readFileSync(file), "gzip, deflate");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
    const plain = encodeBody(file, fs.readFileSync(file), "");
    expect(plain).toEqual({ body: fs.readFileSync(file), encoding: null });
  });

  it("compresses a file again when it changes (a new build)", () => {
    encodeBody(file, fs.readFileSync(file), "br");
    const changed = `${text}// nuova build\n`;
    fs.writeFileSync(file, changed);
    const out = encodeBody(file, fs.readFileSync(file), "br");
    expect(zlib.brotliDecompressSync(out.body).toString()).toBe(changed);
  });
});
