/**
 * An offline estimate of the Mozilla (MDN) HTTP Observatory grade of one response, from its headers and HTML.
 * It follows the published scoring (baseline 100, each test adds its modifier, bonuses count only when the
 * score without them is at least 90; 100 and above is A+) and the rules of its tests for CSP, cookies, CORS,
 * Referrer-Policy, HSTS, Subresource Integrity, X-Content-Type-Options and X-Frame-Options. What a single local
 * response cannot show is taken as an input: the HTTP to HTTPS redirection (Netlify's, on the live domain) and
 * whether the domain is on the HSTS preload list.
 */
import { parsePolicy } from "../../src/gatsby/csp";

export interface ObservatoryTest {
  readonly name: string;
  readonly result: string;
  readonly modifier: number;
}

export interface ObservatoryReport {
  readonly score: number;
  readonly grade: string;
  readonly tests: readonly ObservatoryTest[];
}

export interface ObservatoryInput {
  /** Response headers, names in any case; repeated headers joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly html: string;
  /** The page's own origin, e.g. "https://www.veneretech.it". */
  readonly origin: string;
  /** How plain http is redirected on the live host (not visible on a local response). */
  readonly redirection?: "to-https" | "missing";
  readonly hstsPreloaded?: boolean;
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isHashOrNonce = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

function header(input: ObservatoryInput, name: string): string | null {
  const key = Object.keys(input.headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? null : (input.headers[key] ?? null);
}

function metaPolicies(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<meta\b[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/gi)) {
    const content = /content="([^"]*)"/i.exec(match[0]);
    if (content?.[1]) out.push(content[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
  }
  return out;
}

export function cspTest(input: ObservatoryInput): ObservatoryTest {
  const name = "content-security-policy";
  const headerPolicies = (header(input, "content-security-policy") ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const policies = [...headerPolicies, ...metaPolicies(input.html)];
  if (policies.length === 0) return { name, result: "csp-not-implemented", modifier: -25 };

  // Several policies are all enforced: a source list is as open as the most restrictive policy that names it;
  // like the Observatory, read the directives of the first policy that sets each one.
  const csp = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const [directive, sources] of parsePolicy(policy))
      if (!csp.has(directive)) csp.set(directive, new Set(sources));
  }
  const fallback = (directive: string) => new Set(csp.get(directive) ?? csp.get("default-src") ?? ["*"]);
  const script = fallback("script-src");
  const style = fallback("style-src");
  const object = fallback("object-src");
  for (const list of [script, style]) if ([...list].some(isHashOrNonce)) list.delete("'unsafe-inline'");

  const has = (list: Set<string>, set: Set<string>) => [...list].some((s) => set.has(s));
  if (has(script, new Set([...BROAD, ...UNSAFE_INLINE])) || has(object, BROAD))
    return { name, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  const active = [...csp].filter(([d]) => d !== "img-src" && d !== "media-src").flatMap(([, s]) => [...s]);
  if (input.origin.startsWith("https:") && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    return { name, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { name, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  const passive = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  if (input.origin.startsWith("https:") && passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) {
    return { name, result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  }
  if (has(style, new Set([...BROAD, ...UNSAFE_INLINE])))
    return { name, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    return { name, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { name, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

export function cookiesTest(input: ObservatoryInput): ObservatoryTest {
  const name = "cookies";
  const raw = header(input, "set-cookie");
  if (!raw) return { name, result: "cookies-not-found", modifier: 0 };
  const cookies = raw.split(/,(?=\s*[^;,=\s]+=)/);
  const all = (re: RegExp) => cookies.every((c) => re.test(c));
  if (!all(/;\s*secure/i)) return { name, result: "cookies-without-secure-flag", modifier: -20 };
  if (all(/;\s*samesite=(strict|lax)/i))
    return { name, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 };
  return { name, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

export function corsTest(input: ObservatoryInput): ObservatoryTest {
  const name = "cross-origin-resource-sharing";
  const allow = header(input, "access-control-allow-origin");
  if (!allow) return { name, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (allow.trim() === "*")
    return { name, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  if (/true/i.test(header(input, "access-control-allow-credentials") ?? "")) {
    return { name, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  }
  return { name, result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

export function redirectionTest(input: ObservatoryInput): ObservatoryTest {
  const name = "redirection";
  return input.redirection === "missing"
    ? { name, result: "redirection-missing", modifier: -20 }
    : { name, result: "redirection-to-https", modifier: 0 };
}

const PRIVATE_REFERRER = new Set(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]);
const UNSAFE_REFERRER = new Set(["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"]);

export function referrerTest(input: ObservatoryInput): ObservatoryTest {
  const name = "referrer-policy";
  const raw = header(input, "referrer-policy");
  if (!raw) return { name, result: "referrer-policy-not-implemented", modifier: 0 };
  // Browsers use the last value they understand.
  const values = raw
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter((v) => PRIVATE_REFERRER.has(v) || UNSAFE_REFERRER.has(v));
  const last = values[values.length - 1];
  if (!last) return { name, result: "referrer-policy-header-invalid", modifier: -5 };
  if (PRIVATE_REFERRER.has(last)) return { name, result: "referrer-policy-private", modifier: 5 };
  return { name, result: "referrer-policy-unsafe", modifier: -5 };
}

export function hstsTest(input: ObservatoryInput): ObservatoryTest {
  const name = "strict-transport-security";
  if (input.hstsPreloaded) return { name, result: "hsts-preloaded", modifier: 5 };
  const raw = header(input, "strict-transport-security");
  if (!raw) return { name, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(raw);
  if (!maxAge || raw.includes(",")) return { name, result: "hsts-header-invalid", modifier: -20 };
  return Number(maxAge[1]) >= 15768000
    ? { name, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 }
    : { name, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
}

export function sriTest(input: ObservatoryInput): ObservatoryTest {
  const name = "subresource-integrity";
  const scripts = [...input.html.matchAll(/<script\b([^>]*)\bsrc=["']?([^"'\s>]+)["']?([^>]*)>/gi)].map((m) => ({
    src: m[2] ?? "",
    integrity: /\bintegrity=/i.test(`${m[1] ?? ""} ${m[3] ?? ""}`),
  }));
  if (scripts.length === 0) return { name, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const external = scripts.filter((s) => {
    if (s.src.startsWith("//")) return new URL(`https:${s.src}`).origin !== input.origin;
    return /^https?:/i.test(s.src) && new URL(s.src).origin !== input.origin;
  });
  if (external.length === 0)
    return { name, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  const insecure = external.some((s) => s.src.startsWith("http:"));
  const withSri = external.every((s) => s.integrity);
  if (withSri)
    return insecure
      ? { name, result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 }
      : { name, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 };
  return insecure
    ? { name, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 }
    : { name, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

export function contentTypeOptionsTest(input: ObservatoryInput): ObservatoryTest {
  const name = "x-content-type-options";
  const raw = header(input, "x-content-type-options");
  if (!raw) return { name, result: "x-content-type-options-not-implemented", modifier: -5 };
  return raw.trim().toLowerCase() === "nosniff"
    ? { name, result: "x-content-type-options-nosniff", modifier: 0 }
    : { name, result: "x-content-type-options-header-invalid", modifier: -5 };
}

export function frameOptionsTest(input: ObservatoryInput): ObservatoryTest {
  const name = "x-frame-options";
  const policy = header(input, "content-security-policy");
  const ancestors = policy ? parsePolicy(policy.split(",")[0] ?? "").get("frame-ancestors") : undefined;
  if (ancestors && !ancestors.some((s) => BROAD.has(s)))
    return { name, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const raw = header(input, "x-frame-options");
  if (!raw) return { name, result: "x-frame-options-not-implemented", modifier: -20 };
  const value = raw.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin")
    return { name, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  if (value.startsWith("allow-from ")) return { name, result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { name, result: "x-frame-options-header-invalid", modifier: -20 };
}

const GRADES: ReadonlyArray<readonly [number, string]> = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function gradeFor(score: number): string {
  return GRADES.find(([min]) => score >= min)?.[1] ?? "F";
}

export function observatoryScore(input: ObservatoryInput): ObservatoryReport {
  const tests = [
    cspTest(input),
    cookiesTest(input),
    corsTest(input),
    redirectionTest(input),
    referrerTest(input),
    hstsTest(input),
    sriTest(input),
    contentTypeOptionsTest(input),
    frameOptionsTest(input),
  ];
  const base = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const bonus = tests.reduce((sum, t) => sum + Math.max(t.modifier, 0), 0);
  const score = Math.max(0, base >= 90 ? base + bonus : base);
  return { score, grade: gradeFor(score), tests };
}
