/** @jest-environment node */
import { deferScripts, loaderScript } from "../../src/gatsby/scripts-after-paint";

const page = (scripts: string) => `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}</body></html>`;

describe("scripts after the first paint", () => {
  it("replaces Gatsby's async script tags with one loader that adds the same scripts in the same order", () => {
    const html = page('<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async></script>');
    const out = deferScripts(html);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(loaderScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]));
    // The loader takes the place of the first tag, after the chunk mapping the scripts read.
    expect(out!.indexOf("gatsby-chunk-mapping")).toBeLessThan(out!.indexOf("scripts-after-paint"));
  });

  it("leaves a page without async scripts alone", () => {
    expect(deferScripts(page(""))).toBeNull();
  });

  it("runs the scripts after the second animation frame, or after 1.5 s, never twice, in order", () => {
    const loader = loaderScript(["/a.js", "/b.js"]);
    expect(loader).toContain("requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})");
    expect(loader).toContain("setTimeout(go,1500)");
    expect(loader).toContain("if(d)return;d=1;");
    expect(loader).toContain("e.async=false");
  });
});
