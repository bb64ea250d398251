/**
 * What useStaticQuery returns for the shell, built from the real content files (images left out).
 */
import { useStaticQuery } from "gatsby";
import { contentPath } from "../../src/config/site-structure";
import { legalLine } from "../../src/content-model/identity";
import { placeholderValues } from "../../src/content-model/placeholders";
import { cityNodesFromDisk, readJson, readMarkdown } from "./content";

type Result = Queries.SiteDataQuery & Queries.MachineOptionsQuery;
type Navigation = NonNullable<Result["navigation"]>;
/** navigation.json as written: mega-menu items name their image file, which the query resolves to a File. */
type NavigationFile = Omit<Navigation, "main"> & {
  main: ReadonlyArray<
    Omit<Navigation["main"][number], "megaMenu"> & {
      megaMenu?: { width: number; items: ReadonlyArray<Omit<MegaMenuItem, "filenameFile">> };
    }
  >;
};
type MegaMenuItem = NonNullable<Navigation["main"][number]["megaMenu"]>["items"][number];

/** The year of the build the tests render, never the year the tests run in. */
export const BUILD_YEAR = "2031";

/** business.json as the query gives it: with the legal line the build writes (src/content-model/identity.ts). */
function businessWithLegalLine(): NonNullable<Result["business"]> {
  const business = readJson<Omit<NonNullable<Result["business"]>, "legalLine" | "placeholders">>("business.json");
  const site = readJson<{ url: string }>("site.json");
  const facts = readJson<{ facts: Array<{ key: string; text: string }> }>("fatti.json").facts;
  return {
    ...business,
    legalLine: legalLine(business, new Date(`${BUILD_YEAR}-06-01T00:00:00Z`)),
    placeholders: placeholderValues(business, site.url, facts),
  };
}

/** The result of the shell's query (and of the contact form's), typed as Gatsby generates it. */
export function siteQueryResult(): Result {
  const navigation = readJson<NavigationFile>("navigation.json");
  const site = readJson<Omit<NonNullable<Result["siteSettings"]>, "imageFile">>("site.json");
  const entries = readMarkdown()
    .filter((e) => ["machines", "formulas", "services", "sanitising"].includes(e.collection))
    .sort((a, b) => Number(a.data.order) - Number(b.data.order));
  return {
    logo: { publicURL: "/static/logo.svg" },
    business: businessWithLegalLine(),
    siteSettings: { ...site, imageFile: { publicURL: "/static/og-default.jpg" } },
    navigation: {
      ...navigation,
      main: navigation.main.map((m) => ({
        ...m,
        megaMenu: m.megaMenu
          ? { ...m.megaMenu, items: m.megaMenu.items.map((i) => ({ ...i, filenameFile: null })) }
          : null,
      })),
    },
    entries: {
      nodes: entries.map((e) => ({
        fields: { collection: e.collection, path: contentPath(e.collection, e.data) },
        frontmatter: { name: String(e.data.name), slug: String(e.data.slug) },
      })),
    },
    cityTemplates: {
      nodes: readMarkdown()
        .filter((e) => e.collection === "cityPages")
        .map((e) => ({ frontmatter: { key: String(e.data.key), machine: String(e.data.machine) } })),
    },
    cities: {
      nodes: cityNodesFromDisk<{ name: string; slug: string }>().map(({ name, slug, pageKeys }) => ({
        name,
        slug,
        pageKeys,
      })),
    },
    // The contact form's query (src/hooks/use-machine-options.ts).
    machines: {
      nodes: entries
        .filter((e) => e.collection === "machines")
        .map((e) => ({
          frontmatter: {
            name: String(e.data.name),
            slug: String(e.data.slug),
            nameWithArticle: typeof e.data.nameWithArticle === "string" ? e.data.nameWithArticle : null,
          },
        })),
    },
  };
}

/**
 * Makes every useStaticQuery call of the test return the site data (no parameter: usable as
 * beforeEach(mockSiteData)).
 */
export function mockSiteData(): void {
  (useStaticQuery as jest.Mock).mockReturnValue(siteQueryResult());
}

/** The site data of a build whose content/site.json sets these analytics ids. */
export function mockSiteDataWithAnalytics(analytics: { gtmId: string; ga4Id: string }): void {
  const result = siteQueryResult();
  (useStaticQuery as jest.Mock).mockReturnValue({ ...result, siteSettings: { ...result.siteSettings, analytics } });
}
