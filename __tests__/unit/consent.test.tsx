import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import path from "node:path";
import React from "react";
import { CookieConsent } from "../../src/components/consent/CookieConsent";
import { CookieTable } from "../../src/components/consent/CookieTable";
import { revisionFor } from "../../src/components/consent/consent-revision";
import { Footer } from "../../src/components/shell/Footer";
import { usableIds } from "../../src/components/consent/analytics-ids";
import { setConsentDefaults, startAnalytics, stopAnalytics } from "../../src/components/consent/google-tags";
import { buildConsentConfig } from "../../src/components/consent/consent-config";
import {
  CONSENT_CATEGORIES,
  activeCategories,
  consentRevision,
  isChoiceExpired,
} from "../../src/components/consent/cookies";
import { CONTENT } from "../helpers/content";
import { mockSiteData, mockSiteDataWithAnalytics } from "../helpers/site-data";

const DAY = 24 * 60 * 60 * 1000;
const storedChoice = (daysAgo: number) =>
  encodeURIComponent(
    JSON.stringify({
      categories: ["necessary"],
      lastConsentTimestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
    }),
  );

describe("the consent banner's configuration", () => {
  const onAnalytics = jest.fn();
  const config = buildConsentConfig({ brandName: "Venere Tech", prefix: "", analytics: true }, { onAnalytics });
  const texts = config.language.translations.it as Exclude<
    (typeof config.language.translations)[string],
    string | (() => unknown)
  >;

  it("gives accept, reject and customise equal weight, and an X that rejects, without a cookie wall", () => {
    expect(config.guiOptions?.consentModal).toMatchObject({ layout: "box wide", equalWeightButtons: true });
    expect(config.guiOptions?.preferencesModal).toMatchObject({ equalWeightButtons: true });
    expect(texts.consentModal).toMatchObject({
      acceptAllBtn: "Accetta tutti",
      acceptNecessaryBtn: "Rifiuta tutti",
      showPreferencesBtn: "Personalizza",
    });
    // The library shows its X only in the "box" layout and treats it as "reject all".
    expect(texts.consentModal.closeIconLabel).toMatch(/rifiuta/i);
    expect(config.disablePageInteraction).toBe(false);
  });

  it("asks for opt-in, keeps the choice 182 days in cc_cookie and starts with statistics off", () => {
    expect(config.mode).toBe("opt-in");
    expect(config.cookie).toMatchObject({ name: "cc_cookie", expiresAfterDays: 182, sameSite: "Lax" });
    expect(config.categories.necessary).toMatchObject({ enabled: true, readOnly: true });
    expect(config.categories.analytics).toMatchObject({ enabled: false, readOnly: false });
    expect(config.revision).toBe(consentRevision(CONSENT_CATEGORIES));
  });

  it("reports the statistics choice on every consent and change", () => {
    config.onConsent!({ cookie: { categories: ["necessary", "analytics"] } as never });
    config.onChange!({
      cookie: { categories: ["necessary"] } as never,
      changedCategories: ["analytics"],
      changedServices: {},
    });
    expect(onAnalytics.mock.calls).toEqual([[true], [false]]);
  });

  it("never shows the library's own banner: the site's first layer (ConsentBanner) loads it on a click", () => {
    expect(config.autoShow).toBe(false);
    // The texts the library keeps for its banner are the first layer's own.
    expect(texts.consentModal.title).toBe("Cookie e statistiche");
  });

  it("without an analytics id lists the technical cookies and offers no choice (nothing to accept or reject)", () => {
    const plain = buildConsentConfig({ brandName: "Venere Tech", prefix: "/it", analytics: false }, { onAnalytics });
    expect(plain.autoShow).toBe(false);
    expect(Object.keys(plain.categories)).toEqual(["necessary"]);
    expect(plain.revision).not.toBe(config.revision);
    const it = plain.language.translations.it as typeof texts;
    expect(it.consentModal.footer).toContain('href="/it/cookie-policy"');
    expect(it.preferencesModal.acceptAllBtn).toBeUndefined();
    expect(it.preferencesModal.acceptNecessaryBtn).toBeUndefined();
    expect(it.preferencesModal.savePreferencesBtn).toBeUndefined();
    expect(it.preferencesModal.sections[0].description).toMatch(/soltanto cookie tecnici/);
    expect(it.preferencesModal.sections.map((s) => s.title)).toContain("Cookie tecnici (sempre attivi)");
    // With analytics, the choices are there.
    expect(texts.preferencesModal).toMatchObject({
      acceptAllBtn: "Accetta tutti",
      acceptNecessaryBtn: "Rifiuta tutti",
    });
  });

  it("tells the first layer when the preferences close, and only for the preferences", () => {
    const onPreferencesClosed = jest.fn();
    const withClose = buildConsentConfig(
      { brandName: "Venere Tech", prefix: "", analytics: true },
      { onAnalytics, onPreferencesClosed },
    );
    withClose.onModalHide!({ modalName: "consentModal" } as never);
    expect(onPreferencesClosed).not.toHaveBeenCalled();
    withClose.onModalHide!({ modalName: "preferencesModal" } as never);
    expect(onPreferencesClosed).toHaveBeenCalledTimes(1);
  });
});

describe("asking again", () => {
  it("when the categories or their cookies change", () => {
    const changed = CONSENT_CATEGORIES.map((c) =>
      c.key === "analytics" ? { ...c, cookies: [...c.cookies, { ...c.cookies[0], name: "_gid" }] } : c,
    );
    expect(consentRevision(changed)).not.toBe(consentRevision(CONSENT_CATEGORIES));
    expect(consentRevision([...CONSENT_CATEGORIES])).toBe(consentRevision(CONSENT_CATEGORIES));
    expect(consentRevision(activeCategories(false))).not.toBe(consentRevision(activeCategories(true)));
  });

  it("when the stored choice is older than 6 months", () => {
    const now = new Date();
    expect(isChoiceExpired(storedChoice(10), now)).toBe(false);
    expect(isChoiceExpired(storedChoice(181), now)).toBe(false);
    expect(isChoiceExpired(storedChoice(183), now)).toBe(true);
    expect(isChoiceExpired("not-json", now)).toBe(true);
    expect(isChoiceExpired(undefined, now)).toBe(false);
  });
});

describe("Google's scripts", () => {
  beforeEach(() => {
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    document.head.innerHTML = "";
  });
  const layer = () =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>));
  const scripts = () => Array.from(document.querySelectorAll("script")).map((s) => s.src);

  it("start with every Consent Mode v2 parameter denied, and load nothing", () => {
    setConsentDefaults(window);
    setConsentDefaults(window);
    expect(layer()).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
    expect(scripts()).toEqual([]);
  });

  it("after consent: defaults first, then analytics_storage granted, then the tag manager", () => {
    startAnalytics(window, usableIds({ gtmId: "GTM-ABC1234", ga4Id: "G-IGNORED1" }));
    const entries = (window as Window & { dataLayer?: unknown[] }).dataLayer!;
    expect(Array.from(entries[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(["consent", "default"]);
    expect(Array.from(entries[1] as ArrayLike<unknown>)).toEqual([
      "consent",
      "update",
      { analytics_storage: "granted" },
    ]);
    expect(entries[2]).toMatchObject({ event: "gtm.js" });
    expect(scripts()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234"]);
  });

  it("load GA4 alone when there is no Tag Manager container", () => {
    startAnalytics(window, usableIds({ gtmId: "", ga4Id: "G-ABCDE12345" }));
    expect(scripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345"]);
    expect(layer().find((e) => e[0] === "config")).toEqual(["config", "G-ABCDE12345"]);
  });

  it("ignore empty or malformed ids", () => {
    expect(usableIds({ gtmId: "", ga4Id: null })).toEqual({ gtmId: "", ga4Id: "" });
    expect(usableIds({ gtmId: 'GTM-1"><script>', ga4Id: "UA-1234" })).toEqual({ gtmId: "", ga4Id: "" });
    startAnalytics(window, usableIds({ gtmId: "", ga4Id: "" }));
    expect(scripts()).toEqual([]);
  });

  it("deny statistics again when consent is withdrawn", () => {
    stopAnalytics(window);
    expect(layer()).toEqual([["consent", "update", { analytics_storage: "denied" }]]);
  });
});

describe("the cookie policy page", () => {
  const policy = fs.readFileSync(path.join(CONTENT, "pages/cookie-policy.md"), "utf8");
  const tableRows = () =>
    screen
      .getAllByRole("row")
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll("td")).map((cell) => cell.textContent));

  it("places the table of cookies with a placeholder, not a copy typed by hand", () => {
    expect(policy).toMatch(/^\{\{cookieTable\}\}$/m);
    expect(policy).not.toMatch(/^\| `/m);
  });

  it("lists only the technical cookies when no analytics id is configured, and says so", () => {
    mockSiteData();
    render(<CookieTable />);
    const necessary = CONSENT_CATEGORIES.find((c) => c.key === "necessary")!;
    expect(tableRows().map((cells) => [cells[0], cells[3], cells[4]])).toEqual(
      necessary.cookies.map((k) => [k.name, k.duration, "Tecnico"]),
    );
    expect(screen.queryByText("_ga")).toBeNull();
    expect(screen.getByText(/non utilizza cookie statistici/)).toBeInTheDocument();
  });

  it("lists the statistics cookies, as the banner does, when the build has an analytics id", () => {
    mockSiteDataWithAnalytics({ gtmId: "GTM-ABC1234", ga4Id: "" });
    render(<CookieTable />);
    const fromBanner = CONSENT_CATEGORIES.flatMap((c) => c.cookies.map((k) => [k.name, k.duration]));
    expect(tableRows().map((cells) => [cells[0], cells[3]])).toEqual(fromBanner);
    expect(tableRows().find((cells) => cells[0] === "_ga")?.[1]).toBe("Google Ireland Limited (terza parte)");
    expect(screen.queryByText(/non utilizza cookie statistici/)).toBeNull();
  });

  it("says the footer link is labelled «Preferenze cookie» and the choice lasts 6 months", () => {
    expect(policy).toContain("«Preferenze cookie»");
    expect(policy).toMatch(/per \*\*6 mesi\*\*/);
  });
});

describe("the footer", () => {
  it("has a «Preferenze cookie» button that the shell's consent answers by opening the preferences", async () => {
    mockSiteData();
    const user = userEvent.setup();
    render(
      <>
        <Footer />
        <CookieConsent />
      </>,
    );
    const button = screen.getByRole("button", { name: "Preferenze cookie" });
    expect(button.closest("ul")).toHaveTextContent("Informativa sui cookie");
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: "Preferenze cookie" }, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe("the revision the start-up script computes (consent-revision.ts)", () => {
  it("is the revision of the categories the banner and the cookie policy describe", () => {
    expect(revisionFor(true)).toBe(consentRevision(activeCategories(true)));
    expect(revisionFor(false)).toBe(consentRevision(activeCategories(false)));
    expect(revisionFor(true)).not.toBe(revisionFor(false));
  });
});
