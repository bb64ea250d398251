/** @jest-environment node */
/**
 * The local server applies Netlify's rules as Netlify documents them (docs.netlify.com, "Redirects and rewrites",
 * "Custom headers"), read and matched by Netlify's own packages. Each example below is served by the real local
 * server from a folder of files, and checked on the HTTP answer.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { createStaticServer } from "../../src/server/static-server";
import { formatHeadersFile, replaceMarkedBlock } from "../../src/server/netlify-rules";
import { netlifyRulesFrom } from "../helpers/netlify";

const REDIRECTS = `
# Netlify's documented examples
/news/*            /blog/:splat          301
/articles/:year/:slug  /blog/:slug       302
/store id=:id      /catalogo/:id         301
/app/*             /app/index.html       200
/pagina-esistente  /altrove              301
/forzata           /altrove              301!
/vecchia-sezione/* /404.html             404
/prima             /uno                  301
/prima             /due                  301
`;

const HEADERS = `
/*
  X-Frame-Options: DENY
/riservata/*
  X-Robots-Tag: noindex
  Cache-Control: no-store
/riservata/pagina
  Cache-Control: private
`;

const FILES: Record<string, string> = {
  "index.html": "<h1>Home</h1>",
  "404.html": "<h1>Pagina non trovata</h1>",
  "app/index.html": "<h1>App</h1>",
  "pagina-esistente.html": "<h1>Esisto</h1>",
  "forzata.html": "<h1>Non mi vedrete</h1>",
  "riservata/pagina.html": "<h1>Riservata</h1>",
  _redirects: REDIRECTS,
  _headers: HEADERS,
};

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-site-"));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  server = createStaticServer({
    root: dir,
    configPath: path.join(dir, "netlify.toml"),
    formsFile: path.join(dir, "..", "forms.ndjson"),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${base}${p}`, { redirect: "manual" });

describe("redirects, as Netlify documents them", () => {
  it("substitutes the splat", async () => {
    const res = await get("/news/2024/ottobre/laser");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog/2024/ottobre/laser");
  });

  it("substitutes :placeholders", async () => {
    const res = await get("/articles/2023/pressoterapia");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/blog/pressoterapia");
  });

  it("matches query parameters and uses them in the target; without the parameter, no match", async () => {
    const res = await get("/store?id=42");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/catalogo/42");
    expect((await get("/store")).status).toBe(404);
  });

  it("rewrites with status 200: the address stays, the target's content is served", async () => {
    const res = await get("/app/clienti/12");
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toBe("<h1>App</h1>");
  });

  it("lets a file that exists shadow a rule, unless the rule is forced with !", async () => {
    const shadowed = await get("/pagina-esistente");
    expect(shadowed.status).toBe(200);
    expect(await shadowed.text()).toBe("<h1>Esisto</h1>");
    const forced = await get("/forzata");
    expect(forced.status).toBe(301);
    expect(forced.headers.get("location")).toBe("/altrove");
  });

  it("answers a 404 rule with the target page and status 404", async () => {
    const res = await get("/vecchia-sezione/qualcosa");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<h1>Pagina non trovata</h1>");
  });

  it("applies the first matching rule", async () => {
    expect((await get("/prima")).headers.get("location")).toBe("/uno");
  });
});

describe("headers, as Netlify documents them", () => {
  it("merges every block that matches the path; for one header named twice, the later block wins", async () => {
    const res = await get("/riservata/pagina");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("private");
    const other = await get("/riservata/altro");
    expect(other.headers.get("cache-control")).toBe("no-store");
    expect((await get("/")).headers.get("x-robots-tag")).toBeNull();
  });

  it("reads [[headers]] and [[redirects]] of netlify.toml too", async () => {
    fs.writeFileSync(
      path.join(dir, "netlify.toml"),
      '[[headers]]\n  for = "/toml/*"\n  [headers.values]\n    X-Da-Toml = "si"\n\n[[redirects]]\n  from = ' +
        '"/da-toml"\n  to = "/"\n  status = 302\n',
    );
    expect((await get("/toml/x")).headers.get("x-da-toml")).toBe("si");
    expect((await get("/da-toml")).headers.get("location")).toBe("/");
    fs.rmSync(path.join(dir, "netlify.toml"));
  });
});

describe("addresses", () => {
  it("answers pretty URLs from x.html and sends x/ to x, as Netlify does for this site's output", async () => {
    expect((await get("/pagina-esistente")).status).toBe(200);
    const slash = await get("/pagina-esistente/?a=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/pagina-esistente?a=1");
  });
});

describe("the _headers file the build writes", () => {
  it("is read back by Netlify's parser to the same rules", async () => {
    const rules = [
      { pattern: "/*", headers: [["X-Frame-Options", "DENY"]] as Array<[string, string]> },
      {
        pattern: "/static/*",
        headers: [["Cache-Control", "public, max-age=31536000, immutable"]] as Array<[string, string]>,
      },
    ];
    const parsed = await netlifyRulesFrom({ _headers: formatHeadersFile(rules) });
    expect(parsed.errors).toEqual([]);
    expect(parsed.headers.map((h) => [h.for, h.values])).toEqual(
      rules.map((r) => [r.pattern, Object.fromEntries(r.headers)]),
    );
  });
});

describe("replaceMarkedBlock", () => {
  const START = "# mine start";
  const END = "# mine end";

  it("appends the block between its markers when there are none", () => {
    expect(replaceMarkedBlock("", START, END, "/a\n  X: 1\n")).toBe("# mine start\n/a\n  X: 1\n# mine end\n");
    expect(replaceMarkedBlock("/other\n  Y: 2", START, END, "/a\n  X: 1\n")).toBe(
      "/other\n  Y: 2\n# mine start\n/a\n  X: 1\n# mine end\n",
    );
  });

  it("replaces the earlier block in place and keeps every line outside it", () => {
    const before = "# theirs start\n/t\n# theirs end\n# mine start\n/old\n# mine end\n/after\n";
    expect(replaceMarkedBlock(before, START, END, "/new\n")).toBe(
      "# theirs start\n/t\n# theirs end\n# mine start\n/new\n# mine end\n/after\n",
    );
  });
});
