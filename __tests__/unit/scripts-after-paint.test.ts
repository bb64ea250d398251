/** @jest-environment node */
import { executableInlineScripts } from "../../src/gatsby/csp";
import {
  deferScripts,
  emptyChunkMapping,
  loaderScript,
  mergeInlineScripts,
} from "../../src/gatsby/scripts-after-paint";

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `${scripts}</body></html>`;

describe("scripts after the first paint", () => {
  it("replaces Gatsby's async script tags with one loader that adds the same scripts in the same order", () => {
    const html = page(
      '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" ' +
        'async=""></script><script src="/app-3.js" async></script>',
    );
    const out = deferScripts(html);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(loaderScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]));
    // The loader takes the place of the first tag, after the chunk mapping the scripts read.
    expect(out!.indexOf("gatsby-chunk-mapping")).toBeLessThan(out!.indexOf("scripts-after-paint"));
  });

  it("moves the head's link to the web app manifest into the loader", () => {
    const html = page('<script src="/app-3.js" async=""></script>').replace(
      "<html>",
      '<html><head><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/></head>',
    );
    const out = deferScripts(html, "/manifest.webmanifest")!;
    expect(out).not.toContain('<link rel="manifest"');
    expect(out).toContain(loaderScript(["/app-3.js"], 1500, "/manifest.webmanifest"));
    // Without a manifest to link (a site without one), the head's links are left as they are.
    expect(deferScripts(html)).toContain('<link rel="manifest"');
  });

  it("leaves a page without async scripts alone", () => {
    expect(deferScripts(page(""))).toBeNull();
  });

  describe("the loader", () => {
    type Env = {
      appended: string[];
      frame: () => void;
      fireLoad: () => void;
      paintLargest: () => void;
    };

    /** Runs the loader in a fake page: animation frames, the load event and the paint observer are ours to fire. */
    function run(opts: { complete?: boolean; observer?: boolean; manifest?: string }): Env {
      const appended: string[] = [];
      let frames: Array<() => void> = [];
      const onLoad: Array<() => void> = [];
      const observers: Array<() => void> = [];
      const document = {
        readyState: opts.complete ? "complete" : "interactive",
        createElement: (tag: string) => (tag === "script" ? { src: "", async: true } : { tag }),
        body: {
          appendChild: (e: { src: string; async: boolean }) => {
            expect(e.async).toBe(false);
            appended.push(e.src);
          },
        },
        head: {
          appendChild: (e: { tag: string; rel: string; href: string }) => appended.push(`${e.tag} ${e.rel} ${e.href}`),
        },
      };
      class FakeObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(private readonly cb: (list: unknown, o: FakeObserver) => void) {}
        observe(init: { type: string; buffered: boolean }) {
          expect(init).toEqual({ type: "largest-contentful-paint", buffered: true });
          observers.push(() => this.cb({}, this));
        }
        disconnect() {
          observers.length = 0;
        }
      }
      const window = { PerformanceObserver: opts.observer === false ? undefined : FakeObserver };
      const body = loaderScript(["/a.js", "/b.js"], 1500, opts.manifest)
        .replace(/^<script[^>]*>/, "")
        .replace(/<\/script>$/, "");
      new Function("window", "document", "requestAnimationFrame", "addEventListener", "setTimeout", body)(
        window,
        document,
        (f: () => void) => frames.push(f),
        (type: string, f: () => void) => {
          expect(type).toBe("load");
          onLoad.push(f);
        },
        setTimeout,
      );
      return {
        appended,
        frame: () => {
          const now = frames;
          frames = [];
          now.forEach((f) => f());
        },
        fireLoad: () => onLoad.forEach((f) => f()),
        paintLargest: () => observers.slice().forEach((f) => f()),
      };
    }

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("waits for the largest paint and the load event, then two frames, then adds the scripts in order", () => {
      const env = run({});
      env.frame();
      env.frame();
      jest.advanceTimersByTime(10);
      expect(env.appended).toEqual([]);
      env.paintLargest();
      env.frame();
      env.frame();
      jest.advanceTimersByTime(10);
      expect(env.appended).toEqual([]); // still loading fonts or images
      env.fireLoad();
      env.frame();
      jest.advanceTimersByTime(10);
      expect(env.appended).toEqual([]); // one frame is not enough
      env.frame();
      jest.advanceTimersByTime(0);
      expect(env.appended).toEqual(["/a.js", "/b.js"]);
    });

    it("never adds the scripts twice (a later paint entry, the 1.5 s cap)", () => {
      const env = run({ complete: true });
      env.paintLargest();
      env.paintLargest(); // disconnected after the first entry: ignored
      env.frame();
      env.frame();
      jest.advanceTimersByTime(0);
      jest.advanceTimersByTime(2000);
      expect(env.appended).toEqual(["/a.js", "/b.js"]);
    });

    it("adds the scripts after 1.5 s when nothing is painted (a background tab)", () => {
      const env = run({});
      jest.advanceTimersByTime(1499);
      expect(env.appended).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(env.appended).toEqual(["/a.js", "/b.js"]);
    });

    it("links the web app manifest in the head with the scripts, never before", () => {
      const env = run({ manifest: "/manifest.webmanifest" });
      env.fireLoad();
      env.frame();
      env.frame();
      jest.advanceTimersByTime(0);
      expect(env.appended).toEqual([]);
      env.paintLargest();
      env.frame();
      env.frame();
      jest.advanceTimersByTime(0);
      expect(env.appended).toEqual(["/a.js", "/b.js", "link manifest /manifest.webmanifest"]);
      jest.advanceTimersByTime(2000);
      expect(env.appended).toHaveLength(3);
    });

    it("without the largest-paint entry (Safari) it waits for the load event and two frames", () => {
      const env = run({ observer: false });
      env.frame();
      env.frame();
      jest.advanceTimersByTime(0);
      expect(env.appended).toEqual([]);
      env.fireLoad();
      env.frame();
      env.frame();
      jest.advanceTimersByTime(0);
      expect(env.appended).toEqual(["/a.js", "/b.js"]);
    });
  });
});

describe("Gatsby's chunk mapping", () => {
  // As Gatsby 5 writes it into the pages: the mapping encoded twice, so the page holds a string.
  const asWritten =
    '<body><script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=' +
    '"{\\"app\\":[\\"/app-1.js\\"],\\"component---src-templates-home-tsx\\":[\\"/component-2.js\\"]}";' +
    "\n          </script></body>";

  /** What Gatsby's loader gets for a template (cache-dir/loader.js: `window.___chunkMapping[name] || []`). */
  const componentUrls = (html: string, name: string): unknown => {
    const code = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1];
    const window: { ___chunkMapping?: Record<string, unknown> } = {};
    new Function("window", code)(window);
    return window.___chunkMapping![name] || [];
  };

  it("is a string nothing can index as Gatsby writes it, and an empty object after: the loader reads the same", () => {
    const out = emptyChunkMapping(asWritten)!;
    expect(out).toBe('<body><script id="gatsby-chunk-mapping">window.___chunkMapping={};</script></body>');
    for (const name of ["app", "component---src-templates-home-tsx"]) {
      expect(componentUrls(asWritten, name)).toEqual([]);
      expect(componentUrls(out, name)).toEqual([]);
    }
  });

  it("is left alone when written as an object a loader can read", () => {
    const object = '<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":["/app-1.js"]};</script>';
    expect(emptyChunkMapping(object)).toBeNull();
    expect(componentUrls(object, "app")).toEqual(["/app-1.js"]);
  });
});

describe("two inline scripts at the end of the body: the path, and one the same on every page", () => {
  // The end of a page as Gatsby 5 writes it (the whitespace and the slice markers included).
  const slice =
    '<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n' +
    '          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n          </script>\n' +
    '        <script>window.___webpackCompilationHash="fc95d898fb6b423ef8cd";</script>' +
    '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
    '<script src="/app-3.js" async=""></script><!-- slice-end id="_gatsby-scripts-1" -->';
  const asWritten =
    "<html><head></head><body>" +
    '<div id="___gatsby"></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/contatti";/*]]>*/' +
    `</script>${slice}</body></html>`;
  const build = (html: string): string => {
    const lighter = emptyChunkMapping(html) ?? html;
    const deferred = deferScripts(lighter) ?? lighter;
    return mergeInlineScripts(deferred) ?? deferred;
  };

  /** Runs a page's inline scripts in order in a fake browser; returns the globals they set and what they load. */
  function runScripts(html: string) {
    const window: Record<string, unknown> = {};
    const appended: string[] = [];
    const document = {
      readyState: "complete",
      documentElement: { setAttribute: () => undefined },
      addEventListener: () => undefined,
      createElement: () => ({ src: "" }),
      body: { appendChild: (e: { src: string }) => appended.push(e.src) },
    };
    const performance = { getEntriesByType: () => [{ type: "navigate" }] };
    for (const code of executableInlineScripts(html))
      new Function(
        "window",
        "document",
        "performance",
        "location",
        "requestAnimationFrame",
        "addEventListener",
        "setTimeout",
        code,
      )(
        window,
        document,
        performance,
        { hash: "" },
        (f: () => void) => f(),
        () => undefined,
        (f: () => void) => f(),
      );
    return { window, appended };
  }

  it("leaves two inline scripts that set the globals Gatsby reads and load the same bundles, in order", () => {
    const before = runScripts(deferScripts(emptyChunkMapping(asWritten)!)!);
    const out = build(asWritten);
    expect(executableInlineScripts(asWritten)).toHaveLength(3);
    expect(executableInlineScripts(out)).toHaveLength(2);
    const after = runScripts(out);
    expect(after.window).toEqual({
      pagePath: "/contatti",
      ___chunkMapping: {},
      ___webpackCompilationHash: "fc95d898fb6b423ef8cd",
    });
    expect(after.appended).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(before).toEqual(after);
    // The path's own script stays outside the slice, before it; the slice's markers are kept.
    expect(out.indexOf('window.pagePath="/contatti"')).toBeLessThan(out.indexOf("slice-start"));
    expect(out).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
    // Gatsby's blank line before its scripts goes with them.
    expect(out).toContain('<!-- slice-start id="_gatsby-scripts-1" --><script id="scripts-after-paint">');
  });

  it("the second script is the same on every page", () => {
    const other = asWritten.replace("/contatti", "/blog");
    expect(executableInlineScripts(build(other))[1]).toBe(executableInlineScripts(build(asWritten))[1]);
    expect(executableInlineScripts(build(other))[0]).not.toBe(executableInlineScripts(build(asWritten))[0]);
  });

  it("a page already merged is left alone; its slice written again by Gatsby is merged again, the path once", () => {
    const once = build(asWritten);
    expect(mergeInlineScripts(once)).toBeNull();
    const restitched = once.replace(/<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/, slice);
    const again = build(restitched);
    expect(again).toBe(once);
    expect(again.match(/window\.pagePath=/g)).toHaveLength(1);
  });
});
