/**
 * The consent banner's first layer and the stored choice read without the library: who is asked, who is not, what
 * loads when, and the Web Vitals events sent after consent. The browser proves the same with real cookies and
 * requests (e2e/consent.spec.ts).
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { CookieConsent } from "../../src/components/consent/CookieConsent";
import { ASK_EVENT, CHOICE_EVENT } from "../../src/components/consent/consent-events";
import { reportWebVitals, vitalsEvent } from "../../src/components/consent/consented";
import { activeCategories, consentRevision } from "../../src/components/consent/cookies";
import { readStoredChoice } from "../../src/components/consent/stored-choice";
import { mockSiteData, mockSiteDataWithAnalytics } from "../helpers/site-data";

/** How many times the library's runtime was loaded (its module factory runs on the first import). */
const mockRuntimeLoads = { count: 0 };
jest.mock("../../src/components/consent/consent-runtime", () => {
  mockRuntimeLoads.count += 1;
  return {
    recordChoice: jest.fn(() => Promise.resolve()),
    showPreferences: jest.fn(() => Promise.resolve()),
  };
});
jest.mock("web-vitals", () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

/** The mocked runtime, to read its calls (loading it here would count as a load: see runtimeLoadsBefore). */
const runtime = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to read its calls
  require("../../src/components/consent/consent-runtime") as { recordChoice: jest.Mock; showPreferences: jest.Mock };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- likewise
const vitals = require("web-vitals") as { onLCP: jest.Mock; onINP: jest.Mock; onCLS: jest.Mock };

const DAY = 24 * 60 * 60 * 1000;
// The revision of a build with an analytics id, written out: the categories' hash is tested in consent.test.tsx.
const REVISION = consentRevision(activeCategories(true));

function cookieWith(value: Record<string, unknown>): string {
  return `site_locale=it; cc_cookie=${encodeURIComponent(JSON.stringify(value))}; other=1`;
}
const chosen = (categories: string[], daysAgo = 3, revision = REVISION) => {
  const when = new Date(Date.now() - daysAgo * DAY).toISOString();
  return cookieWith({ categories, revision, consentTimestamp: when, lastConsentTimestamp: when });
};

describe("the stored choice, read without the library", () => {
  const now = new Date();
  it("is the visitor's, when made for this revision within 6 months", () => {
    expect(readStoredChoice(chosen(["necessary", "analytics"]), REVISION, now)).toEqual({ analytics: true });
    expect(readStoredChoice(chosen(["necessary"]), REVISION, now)).toEqual({ analytics: false });
  });

  it("is no choice when missing, older than 6 months, of another revision or unreadable", () => {
    expect(readStoredChoice("site_locale=it", REVISION, now)).toBeNull();
    expect(readStoredChoice(chosen(["necessary", "analytics"], 190), REVISION, now)).toBeNull();
    expect(readStoredChoice(chosen(["necessary", "analytics"], 3, REVISION + 1), REVISION, now)).toBeNull();
    expect(readStoredChoice("cc_cookie=%7Bnot-json", REVISION, now)).toBeNull();
    expect(readStoredChoice(cookieWith({ categories: "analytics", revision: REVISION }), REVISION, now)).toBeNull();
  });
});

describe("the first layer", () => {
  const GTM = { gtmId: "GTM-ABC1234", ga4Id: "" };
  const setCookie = (value: string) => {
    Object.defineProperty(document, "cookie", { configurable: true, get: () => value, set: () => undefined });
  };
  beforeEach(() => {
    jest.clearAllMocks();
    setCookie("");
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    document.head.innerHTML = "";
  });
  afterAll(() => {
    delete (document as unknown as { cookie?: string }).cookie;
  });

  const banner = () => screen.queryByRole("dialog", { name: "Cookie e statistiche" });

  it("asks a visitor without a choice, with accept, reject, customise and an X that rejects", async () => {
    mockSiteDataWithAnalytics(GTM);
    render(<CookieConsent />);
    expect(await screen.findByRole("dialog", { name: "Cookie e statistiche" })).toBeInTheDocument();
    for (const name of ["Accetta tutti", "Rifiuta tutti", "Personalizza", "Chiudi e rifiuta i cookie non tecnici"])
      expect(screen.getByRole("button", { name })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Informativa sui cookie" })).toHaveAttribute("href", "/cookie-policy");
    // Nothing of the library is loaded to ask.
    expect(mockRuntimeLoads.count).toBe(0);
  });

  it("records a click with the library, then leaves when the library reports the choice", async () => {
    mockSiteDataWithAnalytics(GTM);
    const user = userEvent.setup();
    render(<CookieConsent />);
    await user.click(await screen.findByRole("button", { name: "Accetta tutti" }));
    expect(runtime().recordChoice).toHaveBeenCalledWith(expect.objectContaining({ ids: GTM }), "all");
    act(() => void window.dispatchEvent(new Event(CHOICE_EVENT)));
    expect(banner()).toBeNull();
  });

  it("the X rejects, as «Rifiuta tutti» does", async () => {
    mockSiteDataWithAnalytics(GTM);
    const user = userEvent.setup();
    render(<CookieConsent />);
    await user.click(await screen.findByRole("button", { name: "Chiudi e rifiuta i cookie non tecnici" }));
    expect(runtime().recordChoice).toHaveBeenCalledWith(expect.anything(), "necessary");
  });

  it("gives way to the library's preferences, and comes back if they close without a choice", async () => {
    mockSiteDataWithAnalytics(GTM);
    const user = userEvent.setup();
    render(<CookieConsent />);
    await user.click(await screen.findByRole("button", { name: "Personalizza" }));
    expect(runtime().showPreferences).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(banner()).toBeNull();
    act(() => void window.dispatchEvent(new Event(ASK_EVENT)));
    expect(banner()).toBeInTheDocument();
  });

  it("does not ask again a visitor who chose; starts statistics only if they were accepted", async () => {
    mockSiteDataWithAnalytics(GTM);
    setCookie(chosen(["necessary"]));
    const { unmount } = render(<CookieConsent />);
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    unmount();

    setCookie(chosen(["necessary", "analytics"]));
    render(<CookieConsent />);
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(Array.from(document.querySelectorAll("script")).map((s) => s.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
    ]);
  });

  it("shows nothing and loads nothing without an analytics id, or to an automated browser", async () => {
    mockSiteData();
    const loads = mockRuntimeLoads.count;
    const { unmount } = render(<CookieConsent />);
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(mockRuntimeLoads.count).toBe(loads);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    unmount();

    mockSiteDataWithAnalytics(GTM);
    Object.defineProperty(navigator, "webdriver", { configurable: true, get: () => true });
    render(<CookieConsent />);
    await act(async () => undefined);
    expect(banner()).toBeNull();
    delete (navigator as unknown as { webdriver?: boolean }).webdriver;
  });
});

describe("Core Web Vitals, after consent", () => {
  it("become Analytics events: milliseconds rounded, CLS in thousandths", () => {
    const base = { rating: "good", id: "v5-1", navigationType: "navigate" } as const;
    expect(vitalsEvent({ ...base, name: "LCP", value: 1234.56 })).toEqual({
      event: "web_vitals",
      metric_name: "LCP",
      metric_value: 1235,
      metric_rating: "good",
      metric_id: "v5-1",
      navigation_type: "navigate",
    });
    expect(vitalsEvent({ ...base, name: "CLS", value: 0.0123 }).metric_value).toBe(12);
  });

  it("go to the Tag Manager's data layer, or through gtag() for GA4 alone", async () => {
    const win = window as Window & { dataLayer?: unknown[] };
    delete win.dataLayer;
    await reportWebVitals(window, { gtmId: "GTM-ABC1234", ga4Id: "" });
    const lcp = vitals.onLCP.mock.calls[0][0] as (m: unknown) => void;
    lcp({ name: "LCP", value: 900, rating: "good", id: "a", navigationType: "navigate" });
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: "web_vitals", metric_value: 900 })]);

    delete win.dataLayer;
    vitals.onINP.mockClear();
    await reportWebVitals(window, { gtmId: "", ga4Id: "G-ABCDE12345" });
    const inp = vitals.onINP.mock.calls[0][0] as (m: unknown) => void;
    inp({ name: "INP", value: 80, rating: "good", id: "b", navigationType: "navigate" });
    const entry = Array.from(win.dataLayer![0] as ArrayLike<unknown>);
    expect(entry[0]).toBe("event");
    expect(entry[1]).toBe("web_vitals");
    expect(entry[2]).toMatchObject({ metric_name: "INP", metric_value: 80 });
  });
});
