import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type LocaleConfig,
} from "../../../src/config/locales";
import {
  chooseLocale,
  localeCookie,
  localeOfPath,
  readCookie,
  rememberLocale,
  type LocaleSettings,
} from "../../../src/runtime/locale-cookie";

const locale = (code: string, language: string): LocaleConfig => ({
  code,
  language,
  ogLocale: language.replace("-", "_"),
});
/** A site with three locales, to tell the steps of the choice apart. */
const THREE: LocaleSettings = {
  locales: [locale("it", "it-IT"), locale("en", "en-GB"), locale("de", "de-DE")],
  defaultLocale: "it",
  fallbackLocale: "en",
  cookie: LOCALE_COOKIE,
};

describe("the site's locale configuration", () => {
  it("has Italian only, it-IT, with default and fallback, kept in site_locale for a year", () => {
    expect(LOCALES).toEqual([{ code: "it", language: "it-IT", ogLocale: "it_IT" }]);
    expect(DEFAULT_LOCALE).toBe("it");
    expect(FALLBACK_LOCALE).toBe("it");
    expect(LOCALE_COOKIE).toMatchObject({
      name: "site_locale",
      maxAgeDays: 365,
      path: "/",
      sameSite: "Lax",
      secure: true,
    });
  });
});

describe("choosing the locale", () => {
  it("the cookie comes first", () => {
    expect(chooseLocale("de", ["en-GB"], THREE)).toBe("de");
  });

  it("then the browser's languages, in their order, by language or by code", () => {
    expect(chooseLocale(null, ["fr-FR", "de-AT", "en"], THREE)).toBe("de");
    expect(chooseLocale(null, ["en-US"], THREE)).toBe("en");
    expect(chooseLocale(null, ["IT-it"], THREE)).toBe("it");
  });

  it("a cookie naming no locale is ignored", () => {
    expect(chooseLocale("xx", ["de-DE"], THREE)).toBe("de");
  });

  it("then the fallback locale", () => {
    expect(chooseLocale(null, ["fr-FR", "es"], THREE)).toBe("en");
    expect(chooseLocale("xx", [], THREE)).toBe("en");
  });

  it("then the default, when the fallback is not a locale of the site", () => {
    expect(chooseLocale(null, ["fr"], { ...THREE, fallbackLocale: "fr" })).toBe("it");
  });

  it("on this site, always Italian", () => {
    expect(chooseLocale(null, ["en-US", "de"])).toBe("it");
    expect(chooseLocale("it", [])).toBe("it");
  });
});

describe("the cookie", () => {
  it("is written with 365 days, path /, SameSite Lax and Secure", () => {
    expect(localeCookie("it")).toBe("site_locale=it; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("carries the configured domain, and no Secure when configured so", () => {
    expect(localeCookie("it", { ...LOCALE_COOKIE, domain: ".example.it", secure: false })).toBe(
      "site_locale=it; Max-Age=31536000; Path=/; SameSite=Lax; Domain=.example.it",
    );
  });

  it("is read from document.cookie", () => {
    expect(readCookie("a=1; site_locale=it; b=2", "site_locale")).toBe("it");
    expect(readCookie("other_site_locale=de", "site_locale")).toBeNull();
    expect(readCookie("", "site_locale")).toBeNull();
    expect(readCookie("site_locale=%E0%A4%A", "site_locale")).toBeNull();
  });
});

describe("remembering the locale of a visit", () => {
  function fakeDocument(pathname: string, cookie = "") {
    const written: string[] = [];
    const doc = {
      location: { pathname },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    return { doc: doc as unknown as Document, written };
  }
  const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? "" }) as unknown as Navigator;

  it("a page under a locale's prefix is that locale's choice", () => {
    const { doc, written } = fakeDocument("/de/blog", "site_locale=en");
    expect(rememberLocale(doc, browser("en"), THREE)).toBe("de");
    expect(written).toEqual(["site_locale=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure"]);
  });

  it("elsewhere, the choice follows the cookie, then the browser", () => {
    expect(rememberLocale(fakeDocument("/blog", "site_locale=en").doc, browser("de"), THREE)).toBe("en");
    expect(rememberLocale(fakeDocument("/blog").doc, browser("de-CH"), THREE)).toBe("de");
  });

  it("on this site: the cookie says it", () => {
    const { doc, written } = fakeDocument("/", "");
    expect(rememberLocale(doc, browser("en-US"))).toBe("it");
    expect(written[0]).toMatch(/^site_locale=it; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it("knows the prefix of a path", () => {
    expect(localeOfPath("/it")).toBe("it");
    expect(localeOfPath("/it/contatti")).toBe("it");
    expect(localeOfPath("/italia")).toBeNull();
    expect(localeOfPath("/")).toBeNull();
  });
});
