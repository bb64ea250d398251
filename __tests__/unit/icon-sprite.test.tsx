import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IconSprite, spriteSymbols } from "../../src/components/ui/icon-sprite";
import { PhoneIcon } from "../../src/components/ui/icons";

const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">
<!-- a comment, with <symbol id="commented"> in it -->
  <symbol id="phone" viewBox="0 0 24 24">
    <path d="M5 4h3"/>
  </symbol>
  <symbol id="mail" viewBox="0 0 24 24"><rect x="3" y="5" width="18" height="14"/></symbol>
</svg>`;

describe("the icon sprite written into the page", () => {
  it("keeps the symbols, without the comments or the spaces between tags", () => {
    expect(spriteSymbols(SPRITE)).toBe(
      '<symbol id="phone" viewBox="0 0 24 24"><path d="M5 4h3"/></symbol>' +
        '<symbol id="mail" viewBox="0 0 24 24"><rect x="3" y="5" width="18" height="14"/></symbol>',
    );
  });

  it("fails naming the editors' file when it has no symbol", () => {
    expect(() => spriteSymbols('<svg><path d="M0 0"/></svg>')).toThrow(/content\/images\/icons\.svg: no <symbol/);
  });

  it("is a hidden SVG that an icon elsewhere in the page refers to by the symbol's id", () => {
    const html = renderToStaticMarkup(
      <>
        <IconSprite svg={SPRITE} />
        <PhoneIcon size={18} />
      </>,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
    const [sprite, icon] = Array.from(doc.body.children);
    expect(sprite.getAttribute("style")).toBe("display:none");
    const href = icon.querySelector("use")?.getAttribute("href");
    expect(href).toBe("#phone");
    expect(sprite.querySelector(`symbol${href}`)).not.toBeNull();
  });
});
