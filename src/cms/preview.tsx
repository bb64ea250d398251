/**
 * Live preview of /admin (Decap CMS): each collection's entry is rendered by the site's own template
 * (src/templates) with React 18's static renderer, and shown in Decap's preview frame with the site's built
 * stylesheet. Bundled by src/gatsby/cms-preview-bundle.ts into /admin/cms-preview.js, loaded after the CMS.
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
// Provided by the bundler (src/gatsby/cms-preview-bundle.ts): the committed content and the stylesheet address.
import content from "cms-content";
import { Footer } from "../components/shell/Footer";
import { Header } from "../components/shell/Header";
import { cityPagePath, contentPath } from "../config/site-structure";
import { fillCityPlaceholders } from "../lib/city-text";
import CityMachineTemplate from "../templates/city-machine";
import FormulaTemplate from "../templates/formula";
import MachineTemplate from "../templates/machine";
import PageTemplate from "../templates/page";
import PostTemplate from "../templates/post";
import SanitisingProductTemplate from "../templates/sanitising-product";
import ServiceTemplate from "../templates/service";
import { StaticQueryContext } from "./gatsby-shim";
import {
  markdownToHast,
  previewCity,
  previewImageFile,
  queriedDates,
  siteQueryResult,
  templateData,
  type BundledContent,
} from "./preview-data";

declare const SITE_STYLESHEET: string;

/** The parts of Decap's preview props used here (Immutable.js values, read with toJS). */
interface PreviewProps {
  entry: { getIn(path: string[]): { toJS?: () => unknown } | string | undefined };
  getAsset(path: string): { toString(): string } | undefined;
}
interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
}
// The prebuilt bundle exposes React 19's createClass and createElement; the site renders with React 18.
interface DecapWindow {
  CMS: DecapGlobal;
  h: (type: string, props: Record<string, unknown>) => unknown;
  createClass: (spec: { render(this: { props: PreviewProps }): unknown }) => unknown;
}

const bundled: BundledContent = content;
type Data = Record<string, unknown>;

function entryData(props: PreviewProps): Data {
  const data = props.entry.getIn(["data"]);
  return (typeof data === "object" && data?.toJS ? data.toJS() : {}) as Data;
}
const assetUrl = (props: PreviewProps, name: unknown): string | null =>
  typeof name === "string" && name ? String(props.getAsset(name) ?? "") || null : null;

function node(props: PreviewProps, data: Data) {
  const { body, ...frontmatter } = data;
  return {
    htmlAst: markdownToHast(typeof body === "string" ? body : ""),
    timeToRead: null,
    frontmatter: {
      faq: null,
      documents: null,
      ...frontmatter,
      ...queriedDates(frontmatter),
      imageFile: previewImageFile(assetUrl(props, data.image)),
    },
  };
}

const context = (canonicalPath: string, extra: Data = {}) => ({
  id: "anteprima",
  locale: "it",
  prefix: "",
  canonicalPath,
  ...extra,
});

/** A page of one collection: the site's template with the entry as its query data. */
function pageOf(Template: React.ComponentType<never>, key: string, collection: string, extra: Data = {}) {
  return function renderPage(props: PreviewProps, data: Data) {
    const Page = Template as unknown as React.ComponentType<{ data: unknown; pageContext: unknown }>;
    return (
      <Page
        data={templateData(key, node(props, data), extra)}
        pageContext={context(contentPath(collection, data) ?? "/", { variant: data.template })}
      />
    );
  };
}

/** A city page: the template and the text of one city, as the build joins them (src/gatsby/routes.ts). */
function cityPage(
  props: PreviewProps,
  template: Data,
  text: { data: Data; body: string } | undefined,
  citySlug: string | undefined,
) {
  const city = previewCity(bundled.cities, citySlug);
  if (!city) return <p>Nessuna città in «Città servite»: aggiungetene una per vedere l’anteprima.</p>;
  const machine = bundled.machines.find((m) => m.slug === template.machine) ?? {};
  const data = {
    template: { frontmatter: template },
    text: {
      htmlAst: markdownToHast(text?.body ?? ""),
      frontmatter: { description: "", lead: "", faq: [], ...text?.data },
    },
    city,
    machine: {
      // The address the build resolves for the machine (src/config/site-structure.ts), as fields.path.
      fields: { path: contentPath("machines", machine) },
      frontmatter: {
        treatments: [],
        offer: [],
        ...machine,
        imageFile: previewImageFile(assetUrl(props, machine.image)),
      },
    },
    formulas: { nodes: bundled.includedFormulas },
    cities: { nodes: bundled.cities },
  };
  const Page = CityMachineTemplate as unknown as React.ComponentType<{ data: unknown; pageContext: unknown }>;
  return (
    <>
      <p className="container">
        Anteprima della pagina come la legge chi visita {city.name}: «
        {fillCityPlaceholders(String(template.heading ?? ""), city)}».
      </p>
      <Page
        data={data}
        pageContext={context(cityPagePath(String(template.key ?? ""), city.slug), { citySlug: city.slug })}
      />
    </>
  );
}

const cityTemplate = (props: PreviewProps, data: Data) => {
  const text = bundled.cityTexts.find((t) => t.data.key === data.key);
  return cityPage(props, data, text, text?.data.city as string | undefined);
};
const cityText = (props: PreviewProps, data: Data) => {
  const template = bundled.cityPages.find((t) => t.key === data.key) ?? {};
  const { body, ...fm } = data;
  return cityPage(
    props,
    template,
    { data: fm, body: typeof body === "string" ? body : "" },
    data.city as string | undefined,
  );
};

/** Data files: the site's header and footer show the business identity and the menus as visitors see them. */
const shellOf = (part: "business" | "navigation") =>
  function renderShell(_props: PreviewProps, data: Data) {
    return (
      <StaticQueryContext.Provider value={siteQueryResult({ ...bundled, [part]: data })}>
        <p className="container">Anteprima: l’intestazione e il piè di pagina del sito con questi dati.</p>
        <Header pathname="/" />
        <Footer />
      </StaticQueryContext.Provider>
    );
  };
const reason = (text: string) =>
  function renderReason() {
    return <p className="container">{text}</p>;
  };

export const PREVIEWS: Record<string, (props: PreviewProps, data: Data) => React.ReactElement> = {
  posts: pageOf(PostTemplate, "post", "posts"),
  machines: pageOf(MachineTemplate, "machine", "machines", {
    included: { nodes: bundled.includedFormulas },
  }),
  formulas: pageOf(FormulaTemplate, "formula", "formulas"),
  services: pageOf(ServiceTemplate, "service", "services"),
  sanitising: pageOf(SanitisingProductTemplate, "product", "sanitising"),
  pages: pageOf(PageTemplate, "page", "pages"),
  cityPages: cityTemplate,
  cityTexts: cityText,
  business: shellOf("business"),
  navigation: shellOf("navigation"),
  site: reason("Questi dati non si vedono nella pagina: servono ai motori di ricerca e alle statistiche."),
  cities: reason("Le città non hanno una pagina propria: ogni testo per città (Testi per città) ha la sua anteprima."),
  references: reason(
    "Le referenze compaiono sulla pagina del macchinario, sulla pagina del macchinario nella città del centro " +
      "e nella home, dopo la pubblicazione.",
  ),
  claims: reason("Le frasi vietate non compaiono nel sito: la build rifiuta i testi che le contengono."),
};

/** The HTML of an entry's preview, with the site's data around it. */
export function previewHtml(collection: string, props: PreviewProps): string {
  const render = PREVIEWS[collection];
  if (!render) return "";
  return renderToStaticMarkup(
    <StaticQueryContext.Provider value={siteQueryResult(bundled)}>
      <div className="cms-preview">{render(props, entryData(props))}</div>
    </StaticQueryContext.Provider>,
  );
}

export function register(win: DecapWindow): void {
  win.CMS.registerPreviewStyle(SITE_STYLESHEET);
  for (const name of Object.keys(PREVIEWS)) {
    const template = win.createClass({
      render() {
        return win.h("div", { dangerouslySetInnerHTML: { __html: previewHtml(name, this.props) } });
      },
    });
    win.CMS.registerPreviewTemplate(name, template);
  }
}

register(window as unknown as DecapWindow);
