/**
 * The configuration of the consent banner (vanilla-cookieconsent 3), in Italian, following the Garante's
 * guidelines of 10 June 2021: accept, reject and customise equally prominent; the X rejects; no cookie wall;
 * the choice kept 6 months; asked again when the categories change.
 */
import type { CookieConsentConfig } from "vanilla-cookieconsent";
import { BANNER_TEXTS } from "./banner-texts";
import { CONSENT_COOKIE, CONSENT_DAYS, activeCategories, consentRevision, type ConsentCategory } from "./cookies";

export interface ConsentTexts {
  /** The company's brand, shown as the first-party provider. */
  readonly brandName: string;
  /** "" or "/it", for the links to the policy pages. */
  readonly prefix: string;
  /**
   * An analytics id is configured. Without one the site sets technical cookies only, which need no consent:
   * no banner then, but the footer link still shows the preferences and the cookies in use.
   */
  readonly analytics: boolean;
}

export interface ConsentCallbacks {
  readonly onAnalytics: (accepted: boolean) => void;
  /** The preferences panel closed (with or without a choice). */
  readonly onPreferencesClosed?: () => void;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function cookieTable(category: ConsentCategory, brandName: string) {
  return {
    headers: { name: "Nome", provider: "Fornitore", purpose: "Finalità", duration: "Durata" },
    body: category.cookies.map((cookie) => ({
      name: escapeHtml(cookie.name),
      provider:
        cookie.party === "first" ? `${escapeHtml(brandName)} (prima parte)` : "Google Ireland Limited (terza parte)",
      purpose: escapeHtml(cookie.purpose),
      duration: escapeHtml(cookie.duration),
    })),
  };
}

export function buildConsentConfig(
  { brandName, prefix, analytics }: ConsentTexts,
  { onAnalytics, onPreferencesClosed }: ConsentCallbacks,
): CookieConsentConfig {
  const categories = activeCategories(analytics);
  const policy = `${prefix}/cookie-policy`;
  const privacy = `${prefix}/informativa-privacy`;
  const analyticsAccepted = (categories: readonly string[]) => categories.includes("analytics");
  const sections = [
    ...categories.map((category) => ({
      title: category.key === "necessary" ? `${category.title} (sempre attivi)` : category.title,
      description: category.description,
      linkedCategory: category.key,
      cookieTable: cookieTable(category, brandName),
    })),
    {
      title: "Maggiori informazioni",
      description:
        `Tutti i dettagli sono nell'<a href="${policy}">informativa sui cookie</a> e nell'<a href="` +
        `${privacy}">informativa privacy</a>.`,
    },
  ];
  return {
    mode: "opt-in",
    revision: consentRevision(categories),
    // The library's own banner never shows: the first layer is ConsentBanner.tsx, which loads the library only
    // when the visitor presses one of its buttons.
    autoShow: false,
    // The library runs only when the visitor presses a button of ours, which is never a crawler's doing; by default
    // it would decline to start for an automated browser (navigator.webdriver) and «Preferenze cookie» would throw.
    hideFromBots: false,
    // No cookie wall: the page stays usable while the banner is open.
    disablePageInteraction: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box wide", position: "bottom left", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...(analytics
        ? {
            analytics: {
              enabled: false,
              readOnly: false,
              // Withdrawing consent erases Google's cookies and reloads, so no Google script stays in the page.
              autoClear: { cookies: [{ name: /^_ga/ }], reloadPage: true },
            },
          }
        : {}),
    },
    onConsent: ({ cookie }) => onAnalytics(analyticsAccepted(cookie.categories)),
    onChange: ({ cookie }) => onAnalytics(analyticsAccepted(cookie.categories)),
    onModalHide: ({ modalName }) => {
      if (modalName === "preferencesModal") onPreferencesClosed?.();
    },
    language: {
      default: "it",
      translations: {
        it: {
          consentModal: {
            title: BANNER_TEXTS.title,
            description: BANNER_TEXTS.blocks.map((b) => `<span class="cm__block">${escapeHtml(b)}</span>`).join(""),
            acceptAllBtn: BANNER_TEXTS.accept,
            acceptNecessaryBtn: BANNER_TEXTS.reject,
            showPreferencesBtn: BANNER_TEXTS.customise,
            closeIconLabel: BANNER_TEXTS.close,
            footer: `<a href="${policy}">Informativa sui cookie</a><a href="${privacy}">Informativa privacy</a>`,
          },
          preferencesModal: analytics
            ? {
                title: "Preferenze cookie",
                acceptAllBtn: BANNER_TEXTS.accept,
                acceptNecessaryBtn: BANNER_TEXTS.reject,
                savePreferencesBtn: "Salva le scelte",
                closeIconLabel: "Chiudi",
                sections: [
                  {
                    description:
                      "Scegliete quali cookie consentire. Potete cambiare idea in ogni momento dal link «Preferenze " +
                      "cookie» in fondo a ogni pagina; la revoca non pregiudica quanto avvenuto prima.",
                  },
                  ...sections,
                ],
              }
            : {
                // Nothing optional is in use: no choice to offer, so no «Accetta tutti» or «Rifiuta tutti».
                title: "Preferenze cookie",
                closeIconLabel: "Chiudi",
                sections: [
                  {
                    description:
                      "Il sito usa soltanto cookie tecnici, necessari al suo funzionamento: non richiedono il " +
                      "vostro consenso e non ci sono scelte da fare. Se in futuro useremo cookie statistici, ve lo " +
                      "chiederemo qui.",
                  },
                  ...sections,
                ],
              },
        },
      },
    },
  };
}
