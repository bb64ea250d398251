/** @jest-environment node */
/**
 * No request stops the local server. Over a thousand malformed or hostile requests are written on raw sockets
 * (so nothing in between cleans them up): every answer is a status below 500, nothing outside the served folder
 * is ever returned, and the server still answers a normal request afterwards.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStaticServer } from "../../src/server/static-server";

const SECRET = "SEGRETO-FUORI-DA-PUBLIC";
let server: Server;
let port: number;
let top: string;
let root: string;
let formsFile: string;

beforeAll(async () => {
  top = fs.mkdtempSync(path.join(os.tmpdir(), "robust-"));
  root = path.join(top, "public");
  formsFile = path.join(top, "forms", "submissions.ndjson");
  fs.mkdirSync(path.join(root, "static"), { recursive: true });
  fs.writeFileSync(path.join(top, "secret.txt"), SECRET);
  fs.writeFileSync(path.join(top, "package.json"), `{"name":"${SECRET}"}`);
  fs.writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(root, "contatti.html"), "<h1>Contatti</h1>");
  fs.writeFileSync(path.join(root, "thankyou.html"), "<h1>Grazie</h1>");
  fs.writeFileSync(path.join(root, "404.html"), "<h1>Non trovata</h1>");
  fs.writeFileSync(path.join(root, "static", "a.txt"), "0123456789");
  fs.writeFileSync(path.join(root, "_headers"), "/*\n  X-Frame-Options: DENY\n");
  server = createStaticServer({ root, configPath: path.join(top, "netlify.toml"), formsFile });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(top, { recursive: true, force: true });
});

interface RawAnswer {
  status: number | null;
  head: string;
  text: string;
}

/** Writes `request` as it is on a new connection and reads the whole answer (null status: closed silently). */
function raw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, head: text.split("\r\n\r\n")[0] ?? "", text });
    };
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on("data", (c) => chunks.push(c));
    socket.on("close", finish);
    socket.on("error", () => undefined);
    socket.write(request);
  });
}

const get = (target: string, headers = "", method = "GET") =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);

/** The kinds of hostile request tried, each with the statuses it may get. */
function hostileRequests(): Array<{ kind: string; request: () => Promise<RawAnswer>; allowed: number[] }> {
  const out: Array<{ kind: string; request: () => Promise<RawAnswer>; allowed: number[] }> = [];
  const add = (kind: string, allowed: number[], request: () => Promise<RawAnswer>) =>
    out.push({ kind, request, allowed });

  // Malformed percent-encoding, alone and inside real paths.
  for (const bad of ["%ff", "%", "%%", "%zz", "%e0%a4%a", "%c0%af", "%ED%A0%80", "%f0%9f%98", "a%2", "%u002e"]) {
    for (const prefix of ["/", "/it/", "/static/", "/contatti/"])
      add("malformed percent-encoding", [400, 404], () => get(`${prefix}${bad}`));
  }
  // Traversal in every encoding: never the secret, whatever the status.
  const ups = [
    "..",
    "%2e%2e",
    "%2E%2E",
    ".%2e",
    "%2e.",
    "%252e%252e",
    "....",
    "..%c0%af",
    "..\\",
    "..%5c",
    "%2e%2e%5c",
  ];
  const seps = ["/", "%2f", "%2F", "\\", "%5c", "//"];
  for (const up of ups) {
    for (const sep of seps) {
      for (const target of ["secret.txt", "package.json"]) {
        add("path traversal", [200, 301, 400, 404], () => get(`/${up}${sep}${up}${sep}${target}`));
        add("path traversal", [200, 301, 400, 404], () => get(`/static/${up}${sep}${up}${sep}${target}`));
      }
    }
  }
  // NUL bytes and control characters, encoded and raw.
  for (const nul of ["%00", "%00.html", "%0a", "%0d%0a", "%1f", "%7f"]) {
    add("NUL and control characters", [400], () => get(`/index.html${nul}`));
    add("NUL and control characters", [400], () => get(`/contatti${nul}/x`));
  }
  add("raw NUL in the request line", [400], () => raw("GET /index\0.html HTTP/1.1\r\nHost: x\r\n\r\n"));
  // Over-long addresses and huge headers.
  for (const n of [8 * 1024 + 1, 12 * 1024, 15 * 1024])
    add("over-long address", [414, 431], () => get(`/${"a".repeat(n)}`));
  for (const n of [17 * 1024, 64 * 1024]) add("over-long address", [431], () => get(`/${"b".repeat(n)}`));
  for (const n of [20 * 1024, 40 * 1024]) add("huge header", [431], () => get("/", `X-Grande: ${"x".repeat(n)}\r\n`));
  add("many headers", [200, 431], () => get("/", Array.from({ length: 2000 }, (_, i) => `X-H${i}: ${i}\r\n`).join("")));
  // Absolute-form and other request targets.
  for (const target of [
    "http://evil.example/",
    "http://evil.example/../secret.txt",
    "https://localhost/contatti",
    "http://[::1",
    "*",
    "contatti",
    "//evil.example/",
    "///secret.txt",
    "/\\evil.example",
  ]) {
    add("absolute-form and odd targets", [200, 301, 400, 404], () => get(target));
  }
  // Methods.
  for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "FOO", "MKCOL", "LINK"]) {
    add("unknown method", [405, 400], () => get("/", "", method));
  }
  add("CONNECT", [400, 405], () => raw("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n"));
  add("POST that is not a form", [405], () =>
    raw(
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: " +
        "close\r\n\r\n{}",
    ),
  );
  const other = "form-name=altro";
  add("POST of an unknown form", [405], () =>
    raw(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ` +
        `${other.length}\r\nConnection: close\r\n\r\n${other}`,
    ),
  );
  const big = `form-name=contatti&messaggio=${"x".repeat(70 * 1024)}`;
  add("POST too large", [413], () =>
    raw(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ` +
        `${big.length}\r\nConnection: close\r\n\r\n${big}`,
    ),
  );
  // Ranges.
  for (const range of ["bytes=10-", "bytes=999-1000", "bytes=5-2", "bytes=-0"])
    add("range past the end", [416], () => get("/static/a.txt", `Range: ${range}\r\n`));
  for (const range of ["bytes=0-3", "bytes=-3", "bytes=7-"])
    add("range", [206], () => get("/static/a.txt", `Range: ${range}\r\n`));
  for (const range of ["bytes=a-b", "items=0-1", "bytes=0-1,3-4"])
    add("malformed range", [200], () => get("/static/a.txt", `Range: ${range}\r\n`));
  // Garbage that is not HTTP at all.
  for (const junk of [
    "\r\n\r\n",
    "HELLO\r\n\r\n",
    "GET\r\n\r\n",
    "GET / HTTP/9.9\r\n\r\n",
    "GET / HTTP/1.1\r\nHost x\r\n\r\n",
    "GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
    "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc",
  ]) {
    add("not HTTP", [400, 404, 405, 408, 505], () => raw(junk));
  }
  // Random bytes in the path, reproducible.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const alphabet = "abc./\\%2eE0fF:;?#[]@!$&'()*+,=~-_ \t";
  for (let i = 0; i < 700; i += 1) {
    const length = 1 + Math.floor(next() * 40);
    const target = `/${Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("")}`;
    add("random path", [200, 301, 400, 404, 414], () => get(target.replace(/[ \t]/g, "%20")));
  }
  return out;
}

describe("the local server under hostile requests", () => {
  it("answers over a thousand of them below 500, never with a file outside public/, and keeps answering", async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const byKind = new Map<string, Set<number | null>>();
    const problems: string[] = [];
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20);
      const answers = await Promise.all(batch.map((r) => r.request()));
      answers.forEach((answer, j) => {
        const { kind, allowed } = batch[j];
        byKind.set(kind, (byKind.get(kind) ?? new Set()).add(answer.status));
        if (answer.status === null || answer.status >= 500 || !allowed.includes(answer.status)) {
          problems.push(`${kind}: ${answer.status} (${answer.head.split("\r\n")[0]})`);
        }
        if (answer.text.includes(SECRET)) problems.push(`${kind}: returned a file outside public/`);
      });
    }
    expect(problems).toEqual([]);
    // What each kind got, for the record (docs/DEPLOY.md, "The local server").
    expect(Object.fromEntries([...byKind].map(([k, s]) => [k, [...s].sort()]))).toMatchObject({
      "malformed percent-encoding": [400],
      "unknown method": [405],
      "range past the end": [416],
      "huge header": [431],
    });
    const after = await get("/");
    expect(after.status).toBe(200);
    expect(after.text).toContain("<h1>Home</h1>");
  }, 60_000);

  it("answers an unknown method with 405 and the methods it allows", async () => {
    const answer = await get("/", "", "DELETE");
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, OPTIONS/i);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const answer = await get("/contatti", "", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.head).toMatch(/\r\nContent-Length: \d+/i);
    expect(answer.head).toMatch(/\r\nX-Frame-Options: DENY/i);
    expect(answer.text.endsWith("\r\n\r\n")).toBe(true);
  });

  it("serves a byte range, and says which range cannot be served", async () => {
    const part = await get("/static/a.txt", "Range: bytes=2-5\r\n");
    expect(part.status).toBe(206);
    expect(part.head).toMatch(/\r\nContent-Range: bytes 2-5\/10/i);
    expect(part.text.endsWith("2345")).toBe(true);
    const past = await get("/static/a.txt", "Range: bytes=20-\r\n");
    expect(past.status).toBe(416);
    expect(past.head).toMatch(/\r\nContent-Range: bytes \*\/10/i);
  });

  it("keeps a contact-form submission in the local file and shows the action page, as Netlify Forms does", async () => {
    const body = "form-name=contatti&bot-field=&nome=Giulia+Rossi&email=giulia%40esempio.it&messaggio=Vorrei+una+demo";
    const answer = await raw(
      `POST /thankyou HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ` +
        `${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("<h1>Grazie</h1>");
    const lines = fs
      .readFileSync(formsFile, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { form: string; path: string; data: Record<string, string> });
    expect(lines.at(-1)).toMatchObject({
      form: "contatti",
      path: "/thankyou",
      data: { nome: "Giulia Rossi", email: "giulia@esempio.it", messaggio: "Vorrei una demo" },
    });
  });

  it("does not keep a submission whose honeypot is filled, but answers as if it did", async () => {
    const before = fs.existsSync(formsFile) ? fs.readFileSync(formsFile, "utf8") : "";
    const body = "form-name=contatti&bot-field=sono-un-bot&nome=Bot";
    const answer = await raw(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ` +
        `${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(200);
    expect(fs.existsSync(formsFile) ? fs.readFileSync(formsFile, "utf8") : "").toBe(before);
  });
});
