/**
 * The banner's first layer: what the visitor sees on a first visit when the site has an analytics id. Written
 * here, small, instead of the consent library's own banner, so that a first visit does not load the library
 * (about 15 KB of the page's start-up JavaScript): its buttons load the library, which records the choice in its
 * own cookie and shows its preferences (src/components/consent/consent-runtime.ts). Texts and behaviour follow
 * the Garante's guidelines of 10 June 2021: accept, reject and customise equally prominent, the X rejects, no
 * cookie wall (the page stays usable: this is not a modal dialog).
 */
import React, { useEffect } from "react";
// The stylesheet travels with this code as text: imported as CSS, Gatsby would inline it in every page's HTML,
// while the banner shows only on a first visit and only when analytics is configured. Its bytes are in every page's
// start-up script, so the build minifies the text with cssnano (Gatsby's own CSS minifier); the colours are the
// library's preferences' (consent-theme.css), and accept, reject and customise look the same (the Garante,
// 10 June 2021, asks for choices of equal prominence).
import bannerCss from '!!raw-loader!postcss-loader?{"postcssOptions":{"plugins":["cssnano"]}}!./consent-banner.css';
import { BANNER_TEXTS as T } from "./banner-texts";

export type BannerChoice = "all" | "necessary" | "customise";

export const BANNER_ID = "consent-banner";

let styled = false;
function addStyles(doc: Document): void {
  if (styled) return;
  styled = true;
  const style = doc.createElement("style");
  style.textContent = bannerCss;
  doc.head.appendChild(style);
}

export function ConsentBanner({
  prefix,
  busy,
  onChoose,
}: {
  /** "" or "/it", for the links to the policies. */
  prefix: string;
  /** A choice is being recorded (the library is loading): the buttons wait. */
  busy: boolean;
  onChoose(choice: BannerChoice): void;
}) {
  useEffect(() => addStyles(document), []);
  const button = (choice: BannerChoice, label: string) => (
    <button type="button" onClick={() => onChoose(choice)} disabled={busy}>
      {label}
    </button>
  );
  return (
    <div
      id={BANNER_ID}
      className="cb"
      role="dialog"
      aria-modal="false"
      aria-labelledby="cb-title"
      aria-describedby="cb-text"
      aria-busy={busy}
    >
      <h2 id="cb-title">{T.title}</h2>
      <div id="cb-text">
        {T.blocks.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="b">
        {button("all", T.accept)}
        {button("necessary", T.reject)}
        {button("customise", T.customise)}
      </div>
      <p>
        <a href={`${prefix}/cookie-policy`}>Informativa sui cookie</a>
        <a href={`${prefix}/informativa-privacy`}>Informativa privacy</a>
      </p>
      <button type="button" className="x" aria-label={T.close} onClick={() => onChoose("necessary")} disabled={busy}>
        ×
      </button>
    </div>
  );
}
