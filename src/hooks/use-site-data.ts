/**
 * Everything the shell and shared components need from content, in one static query:
 * the business identity, site metadata, menus and the lists the footer links to.
 */
import { graphql, useStaticQuery } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { cityPagePath } from "../config/site-structure";

interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

export interface MenuItemData {
  title: string;
  content: string;
  url: string;
  filenameFile: ImageFile | null;
}

export interface MainMenuEntryData {
  title: string;
  url: string;
  megaMenu: { width: number; items: MenuItemData[] } | null;
}

export interface LinkData {
  title: string;
  url: string;
}

export interface BusinessData {
  legalName: string;
  brandName: string;
  tagline: string;
  address: { street: string; postalCode: string; city: string; province: string; region: string; country: string };
  phone: string;
  phoneDisplay: string;
  email: string;
  privacyEmail: string;
  whatsapp: string;
  whatsappDisplay: string;
  whatsappMessage: string;
  vatNumber: string;
  rea: string;
  shareCapital: string;
  pec: string;
  openingHours: Array<{ days: string; hours: string; schema: string }>;
  social: { facebook: string; linkedin: string };
}

export interface SiteSettingsData {
  name: string;
  url: string;
  description: string;
  image: string;
  imageFile: { publicURL: string | null } | null;
  facebookAppId: string | null;
  twitterSite: string | null;
  analytics: { gtmId: string | null; ga4Id: string | null };
}

export interface SiteData {
  /** Address of the logo file (content/images/logo.svg), served as a cached static file. */
  logoUrl: string;
  /** Address of the icon sprite (content/images/icons.svg). */
  iconsUrl: string;
  business: BusinessData;
  site: SiteSettingsData;
  navigation: { main: MainMenuEntryData[]; mobile: LinkData[]; footer: LinkData[] };
  machines: LinkData[];
  formulas: LinkData[];
  services: LinkData[];
  sanitising: LinkData[];
  cityLinks: Array<{ city: string; links: LinkData[] }>;
}

interface QueryResult {
  logo: { publicURL: string | null } | null;
  icons: { publicURL: string | null } | null;
  business: BusinessData;
  siteSettings: SiteSettingsData;
  navigation: SiteData["navigation"];
  entries: {
    nodes: Array<{
      fields: { collection: string; path: string | null };
      frontmatter: { name: string | null; slug: string | null };
    }>;
  };
  cityTemplates: { nodes: Array<{ frontmatter: { key: string | null; machine: string | null } }> };
  cities: { nodes: Array<{ name: string; slug: string }> };
}

/** Phone numbers are shown with non-breaking spaces, so they never wrap in the middle. */
export const keepTogether = (text: string): string => text.replace(/ /g, "\u00a0");

/** Pure: turns the query result into the shape components use. */
export function toSiteData(data: QueryResult): SiteData {
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
    iconsUrl: data.icons?.publicURL ?? "",
    business: {
      ...data.business,
      phoneDisplay: keepTogether(data.business.phoneDisplay),
      whatsappDisplay: keepTogether(data.business.whatsappDisplay),
    },
    site: data.siteSettings,
    navigation: data.navigation,
    machines: listOf("machines"),
    formulas: listOf("formulas"),
    services: listOf("services"),
    sanitising: listOf("sanitising"),
    cityLinks: data.cities.nodes.map((city) => ({
      city: city.name,
      links: data.cityTemplates.nodes.map((t) => ({
        title: `${machineName.get(t.frontmatter.machine) ?? t.frontmatter.key ?? ""} a ${city.name}`,
        url: cityPagePath(t.frontmatter.key ?? "", city.slug),
      })),
    })),
  };
}

export function useSiteData(): SiteData {
  const data = useStaticQuery<QueryResult>(graphql`
    query SiteData {
      logo: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/logo.svg" }) {
        publicURL
      }
      icons: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/icons.svg" }) {
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
        rea
        shareCapital
        pec
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
      cities: allCity(sort: { position: ASC }) {
        nodes {
          name
          slug
        }
      }
    }
  `);
  return toSiteData(data);
}
