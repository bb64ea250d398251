/** @jest-environment node */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createStaticServer, encodeBody } from "../../src/server/static-server";

describe("the local server's compression", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "encode-"));
  const file = path.join(dir, "app.js");
  const text = "function saluta(nome){return 'Buongiorno, '+nome}\n".repeat(200);

  beforeEach(() => fs.writeFileSync(file, text));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("answers Brotli when the browser accepts it, as Netlify's CDN does", async () => {
    const out = await encodeBody(file, fs.readFileSync(file), "gzip, deflate, br, zstd");
    expect(out.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(out.body).toString()).toBe(text);
    expect(out.body.length).toBeLessThan(zlib.gzipSync(text, { level: 9 }).length);
  });

  it("falls back to gzip, then to the file as it is", async () => {
    const gz = await encodeBody(file, fs.readFileSync(file), "gzip, deflate");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text);
    const plain = await encodeBody(file, fs.readFileSync(file), "");
    expect(plain).toEqual({ body: fs.readFileSync(file), encoding: null });
  });

  it("compresses a file again when it changes (a new build)", async () => {
    await encodeBody(file, fs.readFileSync(file), "br");
    const changed = `${text}// nuova build\n`;
    fs.writeFileSync(file, changed);
    const out = await encodeBody(file, fs.readFileSync(file), "br");
    expect(zlib.brotliDecompressSync(out.body).toString()).toBe(changed);
  });

  // What is checked is the order the two answers finish in, not a speed: building and compressing 6 MB took over
  // 5 s (Jest's default limit) on a loaded two-core machine, hence the longer limit.
  it("a large file being compressed does not hold up a small one (the CMS bundle is megabytes)", async () => {
    let big = "";
    for (let i = 0; big.length < 6_000_000; i += 1) big += `var v${i}=${(i * 7919) % 104729};`;
    fs.writeFileSync(path.join(dir, "big.js"), big);
    fs.writeFileSync(path.join(dir, "small.js"), text);
    const server = createStaticServer({ root: dir });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const finished: string[] = [];
    const get = (name: string) =>
      fetch(`${base}/${name}`, { headers: { "Accept-Encoding": "br" } }).then(async (res) => {
        const body = await res.text();
        finished.push(name);
        return { encoding: res.headers.get("content-encoding"), length: body.length };
      });
    try {
      const [bigRes, smallRes] = await Promise.all([
        get("big.js"),
        new Promise((r) => setTimeout(r, 5)).then(() => get("small.js")),
      ]);
      expect(finished).toEqual(["small.js", "big.js"]);
      expect(bigRes).toEqual({ encoding: "br", length: big.length });
      expect(smallRes).toEqual({ encoding: "br", length: text.length });
    } finally {
      server.close();
    }
  }, 30_000);
});
