/**
 * The offline Observatory estimate: the scoring rules on known header sets.
 */
import { gradeFor, observatoryScore, type ObservatoryInput } from "../../scripts/lib/observatory";

const html = '<html><head></head><body><script src="/app-1.js" async></script></body></html>';
const strongHeaders = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self' 'sha256-abc=' https://www.googletagmanager.com https://*.google-analytics.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};
const input = (headers: Record<string, string>, extra: Partial<ObservatoryInput> = {}): ObservatoryInput => ({
  headers,
  html,
  origin: "https://www.veneretech.it",
  ...extra,
});
const result = (report: ReturnType<typeof observatoryScore>, name: string) =>
  report.tests.find((t) => t.name === name)?.result;

describe("observatoryScore", () => {
  it(
    "grades the site's header set A+: 100, +5 referrer, +5 frame-ancestors; unsafe-inline in style only costs " +
      "nothing",
    () => {
      const report = observatoryScore(input(strongHeaders));
      expect(result(report, "content-security-policy")).toBe("csp-implemented-with-unsafe-inline-in-style-src-only");
      expect(result(report, "x-frame-options")).toBe("x-frame-options-implemented-via-csp");
      expect(result(report, "referrer-policy")).toBe("referrer-policy-private");
      expect(result(report, "subresource-integrity")).toBe(
        "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      );
      expect(report.score).toBe(110);
      expect(report.grade).toBe("A+");
    },
  );

  it("takes 20 for 'unsafe-inline' in script-src, 10 for 'unsafe-eval', 25 for no policy", () => {
    const csp = (policy: string) =>
      result(
        observatoryScore(input({ ...strongHeaders, "Content-Security-Policy": policy })),
        "content-security-policy",
      );
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe("csp-implemented-with-unsafe-inline");
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe("csp-implemented-with-unsafe-eval");
    expect(csp("default-src 'none'; script-src 'self'; style-src 'self'; frame-ancestors 'none'")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(csp("default-src 'self'; object-src https:")).toBe("csp-implemented-with-unsafe-inline");
    // A hash makes browsers ignore 'unsafe-inline', and so does the Observatory.
    expect(csp("default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-x='; style-src 'self'")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    const { "Content-Security-Policy": _csp, ...withoutCsp } = strongHeaders;
    const none = observatoryScore(input(withoutCsp));
    expect(result(none, "content-security-policy")).toBe("csp-not-implemented");
    expect(none.score).toBe(75);
  });

  it("reads a policy delivered in a <meta> tag", () => {
    const { "Content-Security-Policy": _csp, ...withoutCsp } = strongHeaders;
    const meta =
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ` +
      `'self'; style-src 'self'"/></head></html>`;
    expect(result(observatoryScore(input(withoutCsp, { html: meta })), "content-security-policy")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
  });

  it("gives no bonus to a site under 90, and an F to a bare server", () => {
    const bare = observatoryScore(input({}));
    expect(bare.score).toBe(100 - 25 - 20 - 5 - 20);
    expect(bare.grade).toBe("D");
    const { "Strict-Transport-Security": _hsts, ...noHsts } = strongHeaders;
    expect(observatoryScore(input(noHsts)).score).toBe(80);
    expect(observatoryScore(input(strongHeaders, { redirection: "missing" })).score).toBe(80);
  });

  it("penalises short HSTS, missing nosniff, unsafe referrer and external scripts without SRI", () => {
    expect(
      result(
        observatoryScore(input({ ...strongHeaders, "Strict-Transport-Security": "max-age=300" })),
        "strict-transport-security",
      ),
    ).toBe("hsts-implemented-max-age-less-than-six-months");
    expect(
      result(observatoryScore(input({ ...strongHeaders, "X-Content-Type-Options": "" })), "x-content-type-options"),
    ).toBe("x-content-type-options-not-implemented");
    expect(
      result(observatoryScore(input({ ...strongHeaders, "Referrer-Policy": "unsafe-url" })), "referrer-policy"),
    ).toBe("referrer-policy-unsafe");
    const external = '<script src="https://cdn.example.org/x.js"></script>';
    expect(result(observatoryScore(input(strongHeaders, { html: external })), "subresource-integrity")).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
  });

  it("maps scores to the published grades", () => {
    expect([gradeFor(135), gradeFor(100), gradeFor(99), gradeFor(85), gradeFor(72), gradeFor(24)]).toEqual([
      "A+",
      "A+",
      "A",
      "A-",
      "B",
      "F",
    ]);
  });
});
