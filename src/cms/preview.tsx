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
import { IconSprite } from "../components/ui/icon-sprite";
import { cityPagePath, contentPath } from "../config/site-structure";
import { fillCityPlaceholders } from "../lib/city-text";
import CityMachineTemplate from "../templates/city-machine";
import FormulaTemplate from "../templates/formula";
import MachineTemplate from "../templates/machine";
import PageTemplate from "../templates/page";
import PostTemplate from "../templates/post";
import SanitisingProductTemplate from "../templates/sanitising-product";
import ServiceTemplate from "../templates/service";
import { conformityText, type LegalLists } from "../content-model/conformity-text";
import { placeholderValues, type PlaceholderBusiness } from "../content-model/placeholders";
import { installAdminUi, showRefusal } from "./admin-ui";
import { registerItalian } from "./decap-italian";
import { problemLines, type ProblemLine } from "./editor-words";
import { entryFile, entryProblems, type EntryProblems } from "./entry-problems";
import { StaticQueryContext } from "./gatsby-shim";
import {
  citiesWithPages,
  filledFaq,
  markdownToHast,
  previewCity,
  withFieldPlaceholders,
  previewImageFile,
  queriedDates,
  siteQueryResult,
  templateData,
  type BundledContent,
} from "./preview-data";

declare const SITE_STYLESHEETS: readonly string[];

/** The parts of Decap's preview props used here (Immutable.js values, read with toJS). */
interface ImmutableEntry {
  getIn(path: string[]): { toJS?: () => unknown } | string | undefined;
  get(key: string): unknown;
}
interface PreviewProps {
  entry: ImmutableEntry;
  getAsset(path: string): { toString(): string } | undefined;
}
interface DecapGlobal {
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableEntry }) => unknown }): void;
  getLocale(name: string): unknown;
  registerLocale(name: string, phrases: unknown): void;
}
// The prebuilt bundle exposes React 19's createClass and createElement; the site renders with React 18.
interface DecapWindow {
  CMS: DecapGlobal;
  h: (type: string, props: Record<string, unknown>) => unknown;
  createClass: (spec: { render(this: { props: PreviewProps }): unknown }) => unknown;
}

const bundled: BundledContent = content;
type Data = Record<string, unknown>;

function entryData(entry: ImmutableEntry): Data {
  const data = entry.getIn(["data"]);
  return (typeof data === "object" && data?.toJS ? data.toJS() : {}) as Data;
}

/** The build's checks on an entry (src/cms/entry-problems.ts): the banner's list and the publication's refusal. */
export function problemsOf(collection: string, entry: ImmutableEntry): EntryProblems {
  const path = entry.get("path");
  const file = entryFile(collection, typeof path === "string" && path ? path : undefined);
  return entryProblems(collection, entryData(entry), file, bundled.checks);
}

/** The problems of each entry as its preview last showed them: the publish button's check (./admin-ui.ts). */
const lastChecked = new Map<string, ProblemLine[]>();
const entryKey = (collection: string, slug: string): string => `${collection}/${slug || "new"}`;

/**
 * Above the preview: what the build would refuse (publishing is blocked), one line per field, in a red box; below
 * it, in a blue box of its own, what the editor should know and does not block.
 */
function Banner({ problems }: { problems: EntryProblems }) {
  if (problems.errors.length === 0 && problems.notices.length === 0) return null;
  const lines = problemLines(problems.errors);
  return (
    <div className="container">
      {lines.length > 0 && (
        <div className="cms-problems" role="alert" style={ERRORS}>
          <p style={{ margin: "0 0 0.4rem" }}>
            <strong>
              {lines.length === 1 ? "Un campo da correggere" : `${lines.length} campi da correggere`} prima di
              pubblicare
            </strong>{" "}
            (la bozza si può salvare; la pubblicazione sarà rifiutata, come farebbe la costruzione del sito):
          </p>
          <ul style={{ margin: 0 }}>
            {lines.map((line, i) => (
              <li key={i}>
                <strong>{line.field}</strong>: {line.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {problems.notices.length > 0 && (
        <div className="cms-notices" role="status" style={NOTICES}>
          <p style={{ margin: "0 0 0.4rem" }}>
            <strong>Da sapere</strong> (non impedisce la pubblicazione):
          </p>
          <ul style={{ margin: 0 }}>
            {problems.notices.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
const BOX: React.CSSProperties = { padding: "0.75rem 1rem", margin: "0.75rem auto", borderRadius: "4px" };
const ERRORS: React.CSSProperties = {
  ...BOX,
  border: "2px solid #b3261e",
  borderLeftWidth: "8px",
  background: "#fdecea",
  color: "#410e0b",
};
const NOTICES: React.CSSProperties = {
  ...BOX,
  border: "1px solid #6b8fb5",
  background: "#eef4fb",
  color: "#10283f",
};
/** The placeholders' values from the committed business identity and facts, as the build fills FAQ answers. */
const placeholders = (): Record<string, string> =>
  placeholderValues(
    bundled.business as unknown as PlaceholderBusiness,
    typeof bundled.site.url === "string" ? bundled.site.url : "",
    bundled.facts,
  );
const assetUrl = (props: PreviewProps, name: unknown): string | null =>
  typeof name === "string" && name ? String(props.getAsset(name) ?? "") || null : null;

function node(props: PreviewProps, data: Data, collection: string) {
  const { body, ...frontmatter } = withFieldPlaceholders(collection, data);
  return {
    // A machine's «Conformità e uso», as the build's field resolver writes it (src/gatsby/schema.ts).
    conformity: collection === "machines" ? conformityText(frontmatter, bundled.legal as unknown as LegalLists) : null,
    htmlAst: markdownToHast(typeof body === "string" ? body : ""),
    timeToRead: null,
    frontmatter: {
      documents: null,
      ...frontmatter,
      ...queriedDates(frontmatter),
      faq: filledFaq(frontmatter.faq ?? null, placeholders()),
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
        data={templateData(key, node(props, data, collection), extra)}
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
  const machine = withFieldPlaceholders("machines", bundled.machines.find((m) => m.slug === template.machine) ?? {});
  const data = {
    template: { frontmatter: template },
    text: {
      htmlAst: markdownToHast(text?.body ?? ""),
      frontmatter: {
        description: "",
        lead: "",
        ...text?.data,
        faq: filledFaq(text?.data.faq ?? [], placeholders()),
      },
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
    cities: { nodes: citiesWithPages(bundled.cities) },
  };
  const Page = CityMachineTemplate as unknown as React.ComponentType<{ data: unknown; pageContext: unknown }>;
  return (
    <>
      <p className="container">
        {"unlisted" in city
          ? `Anteprima per «${city.slug}», una città non ancora tra le «Città servite» del sito pubblicato: `
          : `Anteprima della pagina come la legge chi visita ${city.name}: `}
        «{fillCityPlaceholders(String(template.heading), city)}».
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
  return cityPage(props, withFieldPlaceholders("cityPages", data), text, text?.data.city as string | undefined);
};
const cityText = (props: PreviewProps, data: Data) => {
  const template = withFieldPlaceholders("cityPages", bundled.cityPages.find((t) => t.key === data.key) ?? {});
  const { body, ...fm } = withFieldPlaceholders("cityTexts", data);
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
    training: bundled.trainingFormula,
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

/** The entry's problems, kept for the publish button's check. */
function checked(collection: string, entry: ImmutableEntry): EntryProblems {
  const problems = problemsOf(collection, entry);
  const slug = entry.get("slug");
  lastChecked.set(entryKey(collection, typeof slug === "string" ? slug : ""), problemLines(problems.errors));
  return problems;
}

/** The HTML of an entry's preview, with the site's data around it. */
export function previewHtml(collection: string, props: PreviewProps): string {
  const render = PREVIEWS[collection];
  if (!render) return "";
  return renderToStaticMarkup(
    <StaticQueryContext.Provider value={siteQueryResult(bundled)}>
      <div className="cms-preview">
        <IconSprite svg={bundled.iconsSvg} />
        <Banner problems={checked(collection, props.entry)} />
        {render(props, entryData(props.entry))}
      </div>
    </StaticQueryContext.Provider>,
  );
}

/** A refusal as Decap's notification writes it («Pubblicazione non fatta: …», without «Error:»). */
class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * Decap's prePublish event: an entry the build would refuse is not published. The problems stay on screen, one
 * line per field, until the editor closes them (./admin-ui.ts); Decap's notification says where they are. (preSave
 * is left alone: a draft may be saved with problems, which the preview's banner shows.)
 */
export function refuseBrokenEntries(event: { entry: ImmutableEntry }): void {
  const collection = event.entry.get("collection");
  if (typeof collection !== "string") return;
  const { errors } = problemsOf(collection, event.entry);
  if (errors.length === 0) return;
  showRefusal(document, problemLines(errors), "Questa voce non è stata pubblicata");
  throw new Refusal(
    `${errors.length === 1 ? "un campo da correggere" : `${errors.length} campi da correggere`}, ` +
      "elencati nel riquadro in alto a destra.",
  );
}

/** A phrase of Decap's locale (after the corrections), or `fallback`. */
function phrase(win: DecapWindow, path: string[], fallback: string): string {
  let node: unknown = win.CMS.getLocale("it");
  for (const key of path) node = typeof node === "object" && node !== null ? (node as Data)[key] : undefined;
  return typeof node === "string" ? node : fallback;
}

export function register(win: DecapWindow): void {
  for (const stylesheet of SITE_STYLESHEETS) win.CMS.registerPreviewStyle(stylesheet);
  win.CMS.registerEventListener({ name: "prePublish", handler: refuseBrokenEntries });
  // Decap's Italian corrected (./decap-italian.ts), the board's dates among them: Decap formats them with dayjs in
  // English («November 24»), so they are written as numbers.
  registerItalian(win.CMS);
  const toolbar = (key: string, fallback: string) => phrase(win, ["editor", "editorToolbar", key], fallback);
  installAdminUi(window, {
    problemsOf: (collection, slug) => lastChecked.get(entryKey(collection, slug)) ?? null,
    publishLabels: [
      toolbar("publishNow", "Pubblica ora"),
      toolbar("publishAndCreateNew", "Pubblica e creane una nuova"),
      toolbar("publishAndDuplicate", "Pubblica e duplica"),
    ],
    liveLabel: toolbar("deployButtonLabel", "Guarda Live"),
  });
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
