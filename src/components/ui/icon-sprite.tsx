/**
 * The icons' drawings (content/images/icons.svg), written once into every page, before the site's root so that no
 * navigation removes them: each icon is a `<use href="#name">` of one of these symbols (icons.tsx).
 *
 * Inline rather than a cached file: a file referenced by `<use>` is requested while the page is first parsed, and
 * Lighthouse's simulated largest paint waits for every request that ends before the observed one
 * (docs/PERFORMANCE.md, "What the rest of the LCP is"). Written into the page, the drawings cost about 720 bytes of
 * Brotli and no request.
 */
import React from "react";

/** Where editors keep the icons, for messages. */
export const ICONS_FILE = "content/images/icons.svg";

/**
 * The `<symbol>`s of the sprite file, with the spaces between tags and its comments taken out; an error naming the
 * file when it has none.
 */
export function spriteSymbols(svg: string): string {
  const symbols = [
    ...svg.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<symbol\b[^>]*\bid="[^"]+"[\s\S]*?<\/symbol>/g),
  ].map((m) => m[0].replace(/>\s+</g, "><").trim());
  if (symbols.length === 0) throw new Error(`${ICONS_FILE}: no <symbol id="…"> found; every icon of the site is one.`);
  return symbols.join("");
}

/** The sprite's symbols in an `<svg>` never drawn, for the page's body (src/gatsby/render-body.tsx) and the preview. */
export function IconSprite({ svg }: { readonly svg: string }) {
  return (
    // In HTML, an <svg> needs no namespace; nothing of it is rendered, so nothing of it reaches assistive technologies.
    <svg style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: spriteSymbols(svg) }} />
  );
}
