/**
 * Content Security Policy helpers: which inline scripts need a hash, the hash itself, and the policies.
 */
import { createHash } from "node:crypto";
import {
  adminDirectives,
  ANALYTICS_SOURCES,
  executableInlineScripts,
  injectMetaPolicy,
  metaDirectives,
  parsePolicy,
  publicPageDirectives,
  scriptHashes,
  serializePolicy,
  sha256Source,
} from "../../src/gatsby/csp";

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>',
  '<script data-react-helmet="true" type="application/ld+json">{"@type":"Product"}</script>',
  "</head><body>",
  '<script type="module">const a=1;</script>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/blog";/*]]>*/</script>',
  "<script>window.x=1;</script>",
  '<script type="module">const a=1;</script>',
  '<script src="/app-123.js" async></script>',
  "<script type='text/javascript'>window.y=2;</script>",
  '<script type="text/x-template"><div></div></script>',
  "</body></html>",
].join("");

describe("executableInlineScripts", () => {
  it("returns the text of the inline scripts a browser runs, in order", () => {
    expect(executableInlineScripts(PAGE)).toEqual([
      "const a=1;",
      '/*<![CDATA[*/window.pagePath="/blog";/*]]>*/',
      "window.x=1;",
      "const a=1;",
      "window.y=2;",
    ]);
  });

  it("leaves out external scripts and data blocks (JSON-LD, templates), which CSP does not govern by hash", () => {
    const texts = executableInlineScripts(PAGE).join(" ");
    expect(texts).not.toContain("Product");
    expect(texts).not.toContain("<div>");
  });
});

describe("sha256Source", () => {
  it("is the base64 sha256 of the exact UTF-8 text, quoted as a CSP source", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source("abc")).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
    // Non-ASCII text is hashed as UTF-8 bytes, as browsers do: "à" is two bytes, not one Latin-1 byte.
    expect(sha256Source("à")).toBe(
      `'sha256-${createHash("sha256")
        .update(Buffer.from([0xc3, 0xa0]))
        .digest("base64")}'`,
    );
  });

  it("scriptHashes lists each distinct script once, sorted", () => {
    const hashes = scriptHashes(PAGE);
    expect(hashes).toHaveLength(4);
    expect([...hashes].sort()).toEqual(hashes);
    expect(hashes).toContain(sha256Source("const a=1;"));
  });
});

describe("the public page policy", () => {
  const hashes = ["'sha256-AAA='", "'sha256-BBB='"];
  const policy = parsePolicy(serializePolicy(publicPageDirectives(hashes)));

  it("allows scripts from the site, the page's hashes and the analytics hosts only: no unsafe source", () => {
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes, "https://*.googletagmanager.com"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    // Plugins and fonts are not named, so default-src 'none' refuses them.
    expect(policy.has("object-src")).toBe(false);
    expect(policy.has("font-src")).toBe(false);
  });

  it("lets consent load exactly what Google lists for Analytics 4 with Tag Manager: scripts, pixels, beacons", () => {
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ]);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(ANALYTICS_SOURCES["script-src"]).toEqual(["https://*.googletagmanager.com"]);
  });

  it("writes each analytics host once per directive", () => {
    for (const [, sources] of policy) expect(new Set(sources).size).toBe(sources.length);
  });

  it("forbids framing and posts forms to the site itself", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("has 'unsafe-inline' in style-src only, for Gatsby's inlined CSS and style attributes", () => {
    for (const [directive, sources] of policy) {
      if (directive !== "style-src") expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it("drops the directives a <meta> policy may not carry", () => {
    expect(parsePolicy(serializePolicy(metaDirectives(publicPageDirectives(hashes)))).has("frame-ancestors")).toBe(
      false,
    );
  });
});

describe("the /admin policy", () => {
  it(
    "is looser (Decap CMS needs eval) but still forbids framing and plugins, and talks to GitHub and the local " +
      "decap-server only",
    () => {
      const policy = parsePolicy(serializePolicy(adminDirectives()));
      expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("connect-src")).toEqual(["'self'", "blob:", "https://api.github.com", "http://localhost:8081"]);
    },
  );
});

describe("injectMetaPolicy", () => {
  it("puts the policy right after the charset, once, escaping quotes", () => {
    const once = injectMetaPolicy(PAGE, "default-src 'none'; script-src 'self'");
    const twice = injectMetaPolicy(once, "default-src 'self'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(
      '<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>',
    );
  });

  it("refuses HTML without a head", () => {
    expect(() => injectMetaPolicy("<p>x</p>", "default-src 'none'")).toThrow(/no <head>/);
  });
});
