/**
 * The words of the banner's first layer, written once: shown by ConsentBanner.tsx, and given to the consent
 * library (consent-config.ts), whose own banner never shows but whose configuration requires one.
 */
export const BANNER_TEXTS = {
  title: "Cookie e statistiche",
  // Two short blocks: on a phone one long paragraph would be the page's largest contentful paint (LCP) instead of
  // the page's own heading. The duration and the details are in the preferences and in the cookie policy.
  blocks: [
    "Usiamo cookie tecnici, necessari al sito, e solo con il vostro consenso cookie statistici di Google Analytics.",
    "Chiudere con la X equivale a rifiutare; potete cambiare scelta da «Preferenze cookie» in fondo alla pagina.",
  ],
  accept: "Accetta tutti",
  reject: "Rifiuta tutti",
  customise: "Personalizza",
  close: "Chiudi e rifiuta i cookie non tecnici",
} as const;
