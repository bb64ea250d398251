/**
 * Everything the shell and shared components need from content, in one static query:
 * the business identity, site metadata, menus and the lists the footer links to.
 */
import { graphql, useStaticQuery } from "gatsby";
import { cityPagePath } from "../config/site-structure";
import { required } from "../lib/required";

type Result = Queries.SiteDataQuery;
type Navigation = NonNullable<Result["navigation"]>;

/** The business identity of content/business.json, as the query returns it. */
export type BusinessData = NonNullable<Result["business"]>;
/** The site's settings (content/site.json). */
export type SiteSettingsData = NonNullable<Result["siteSettings"]>;
export type MainMenuEntryData = Navigation["main"][number];
export type MenuItemData = NonNullable<MainMenuEntryData["megaMenu"]>["items"][number];
export type LinkData = Navigation["mobile"][number];

/** What the shell and shared components read: the query's data files, and the footer's lists built from it. */
export interface SiteData {
  /** Address of the logo file (content/images/logo.svg), served as a cached static file. */
  readonly logoUrl: string;
  readonly business: BusinessData;
  readonly site: SiteSettingsData;
  readonly navigation: Navigation;
  readonly machines: readonly LinkData[];
  readonly formulas: readonly LinkData[];
  readonly services: readonly LinkData[];
  readonly sanitising: readonly LinkData[];
  readonly cityLinks: ReadonlyArray<{ readonly city: string; readonly links: readonly LinkData[] }>;
}

/** Phone numbers are shown with non-breaking spaces, so they never wrap in the middle. */
export const keepTogether = (text: string): string => text.replace(/ /g, "\u00a0");

/** Pure: turns the query result into the shape components use. */
export function toSiteData(data: Result): SiteData {
  const business = required(data.business, "business");
  const listOf = (collection: string): LinkData[] =>
    data.entries.nodes
      .filter((n) => n.fields.collection === collection)
      .map((n) => ({ title: n.frontmatter.name ?? "", url: n.fields.path ?? "" }));
  const machineName = new Map(
    data.entries.nodes
      .filter((n) => n.fields.collection === "machines")
      .map((n) => [n.frontmatter.slug, n.frontmatter.name]),
  );
  return {
    logoUrl: data.logo?.publicURL ?? "",
    business: {
      ...business,
      phoneDisplay: keepTogether(business.phoneDisplay),
      whatsappDisplay: keepTogether(business.whatsappDisplay),
    },
    site: required(data.siteSettings, "siteSettings"),
    navigation: required(data.navigation, "navigation"),
    machines: listOf("machines"),
    formulas: listOf("formulas"),
    services: listOf("services"),
    sanitising: listOf("sanitising"),
    // A city's pages: the city templates that have its text (pageKeys), in the templates' order.
    cityLinks: data.cities.nodes.map((city) => ({
      city: city.name,
      links: data.cityTemplates.nodes
        .filter((t) => city.pageKeys.includes(t.frontmatter.key ?? ""))
        .map((t) => ({
          title: `${machineName.get(t.frontmatter.machine) ?? t.frontmatter.key ?? ""} a ${city.name}`,
          url: cityPagePath(t.frontmatter.key ?? "", city.slug),
        })),
    })),
  };
}

export function useSiteData(): SiteData {
  const data = useStaticQuery<Result>(graphql`
    query SiteData {
      logo: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/logo.svg" }) {
        publicURL
      }
      business {
        legalName
        brandName
        tagline
        address {
          street
          postalCode
          city
          province
          region
          country
        }
        phone
        phoneDisplay
        email
        privacyEmail
        whatsapp
        whatsappDisplay
        whatsappMessage
        vatNumber
        registryOffice
        registryNumber
        rea
        shareCapital
        pec
        legalLine
        placeholders
        retention {
          formDeletionDays
          requestMonths
          analyticsMonths
        }
        openingHours {
          days
          hours
          schema
        }
        social {
          facebook
          linkedin
        }
      }
      siteSettings {
        name
        url
        description
        image
        imageFile {
          publicURL
        }
        facebookAppId
        twitterSite
        analytics {
          gtmId
          ga4Id
        }
      }
      navigation {
        main {
          title
          url
          megaMenu {
            width
            items {
              title
              content
              url
              filenameFile {
                childImageSharp {
                  gatsbyImageData(width: 96, height: 72, layout: FIXED, formats: [WEBP])
                }
              }
            }
          }
        }
        mobile {
          title
          url
        }
        footer {
          title
          url
        }
      }
      entries: allMarkdownRemark(
        filter: { fields: { collection: { in: ["machines", "formulas", "services", "sanitising"] } } }
        sort: [{ frontmatter: { order: ASC } }, { frontmatter: { name: ASC } }]
      ) {
        nodes {
          fields {
            collection
            path
          }
          frontmatter {
            name
            slug
          }
        }
      }
      cityTemplates: allMarkdownRemark(
        filter: { fields: { collection: { eq: "cityPages" } } }
        sort: { frontmatter: { key: ASC } }
      ) {
        nodes {
          frontmatter {
            key
            machine
          }
        }
      }
      # Only cities with a page; pageKeys: the city templates that have the city's text.
      cities: allCity(sort: { position: ASC }) {
        nodes {
          name
          slug
          pageKeys
        }
      }
    }
  `);
  return toSiteData(data);
}
