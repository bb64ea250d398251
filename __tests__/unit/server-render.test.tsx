/**
 * @jest-environment node
 *
 * The build renders two pages at a time in each process, and react-helmet keeps one global state on the server: a
 * page whose render waits for a lazy component lets another page's head into its own. So a page renders on the
 * server in one pass, its lazy parts required at once (src/runtime/parts.tsx), and the build stops on a head
 * that is not the page's own (src/gatsby/pre-render-html.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- modules are loaded after BUILD_STAGE is set */
import type { PageProps } from "gatsby";
import React from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import type { PageContext } from "../../src/config/page-context";
import { ICON_SOURCE } from "../../src/gatsby/config";
import { headProblems, onPreRenderHTML, PNG_FAVICON } from "../../src/gatsby/pre-render-html";
import { readMarkdown } from "../helpers/content";

const serverModules = () => ({
  React: require("react") as typeof import("react"),
  renderToString: (require("react-dom/server") as typeof import("react-dom/server")).renderToString,
  Helmet: (require("react-helmet") as typeof import("react-helmet")).Helmet,
  ContactTemplate: (require("../../src/templates/contact") as typeof import("../../src/templates/contact")).default,
});

/** The modules as the server bundle has them (webpack defines BUILD_STAGE there), in a registry of their own. */
async function onTheServer(): Promise<ReturnType<typeof serverModules>> {
  const stage = process.env.BUILD_STAGE;
  process.env.BUILD_STAGE = "build-html";
  try {
    let loaded: ReturnType<typeof serverModules> | undefined;
    await jest.isolateModulesAsync(async () => {
      (require("../helpers/site-data") as typeof import("../helpers/site-data")).mockSiteData();
      loaded = serverModules();
      // The build renders a page well after its modules were evaluated (src/runtime/parts.tsx): their loaders, which
      // require the parts' modules in this registry, have settled by then.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    if (!loaded) throw new Error("the server's modules did not load");
    return loaded;
  } finally {
    process.env.BUILD_STAGE = stage;
  }
}

it("renders the contact page's form on the server in one pass, without waiting for its chunk", async () => {
  const server = await onTheServer();
  const contact = readMarkdown().find((e) => e.file === "content/pages/contatti.md")!;
  const props = {
    data: {
      page: {
        htmlAst: { type: "root", children: [] },
        frontmatter: { imageFile: null, cta: null, highlights: null, faq: null, lead: null, ...contact.data },
      },
    },
    pageContext: { id: "x", locale: "it", prefix: "", canonicalPath: "/contatti", template: "contact" },
    location: { pathname: "/contatti", search: "" },
  } as unknown as PageProps<Queries.ContactPageQuery, PageContext>;
  const html = server.renderToString(server.React.createElement(server.ContactTemplate, props));
  const head = server.Helmet.renderStatic();
  // A lazy part that waits renders its fallback in a single pass: no form, and a boundary left to the browser.
  expect(html).toContain('<form name="contatti"');
  expect(html).not.toContain("<!--$!-->");
  expect(head.title.toString()).toContain("Contatti");
});

const SITE = "https://www.veneretech.it";

/** A page's head as <Seo> writes it with react-helmet (the tags the check reads). */
function PageHelmet({ path, title }: { path: string; title: string }) {
  const crumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: title, item: `${SITE}${path}` },
    ],
  };
  return (
    <Helmet>
      <title>{`${title} - Venere Tech`}</title>
      <link rel="canonical" href={`${SITE}${path}`} />
      <script type="application/ld+json">{JSON.stringify(crumbs)}</script>
    </Helmet>
  );
}

/** What gatsby-plugin-react-helmet hands to Gatsby's head after a render (its gatsby-ssr.js). */
function headAfterRender(): React.ReactNode[] {
  const helmet = Helmet.renderStatic();
  const title = helmet.title.toComponent() as unknown as React.ReactElement<{ children?: string }>[];
  const rest = [helmet.link.toComponent(), helmet.meta.toComponent(), helmet.script.toComponent()];
  return title[0]?.props.children ? [title, ...rest] : rest;
}

describe("the check of every page's head in the build", () => {
  afterEach(() => Helmet.renderStatic());

  it("accepts a page's own head, on its address and on its /it copy", () => {
    renderToString(<PageHelmet path="/contatti" title="Contatti" />);
    const head = headAfterRender();
    expect(headProblems("/contatti", head)).toEqual([]);
    expect(headProblems("/it/contatti", head)).toEqual([]);
    expect(headProblems("/it/contatti/", head)).toEqual([]);
    renderToString(<PageHelmet path="/" title="Macchinari estetici" />);
    expect(headProblems("/it", headAfterRender())).toEqual([]);
  });

  it("stops the build on a head mixed with another page's, and on the empty head the other page leaves", () => {
    // Contatti's render waits; meanwhile the comparison page renders, and its head is written first.
    renderToString(<PageHelmet path="/contatti" title="Contatti" />);
    renderToString(<PageHelmet path="/confronta-macchinari" title="Confronta" />);
    const mixed = headAfterRender();
    expect(headProblems("/confronta-macchinari", mixed)).toEqual(["2 BreadcrumbList blocks"]);
    expect(() =>
      onPreRenderHTML({
        pathname: "/confronta-macchinari",
        getHeadComponents: () => mixed,
        replaceHeadComponents: jest.fn(),
      } as unknown as Parameters<typeof onPreRenderHTML>[0]),
    ).toThrow(/^The head of \/confronta-macchinari is not its own: 2 BreadcrumbList blocks\./);
    expect(headProblems("/contatti", headAfterRender())).toEqual(['0 <title> ("")']);
  });

  it("names a canonical link or a breadcrumb trail that points at another page", () => {
    renderToString(<PageHelmet path="/blog" title="Blog" />);
    expect(headProblems("/contatti", headAfterRender())).toEqual([
      `a canonical link to ${SITE}/blog`,
      `a breadcrumb trail that ends at ${SITE}/blog`,
    ]);
  });
});

describe("the favicons' links", () => {
  /** The head gatsby-plugin-manifest writes with the site's options (src/gatsby/config.ts), then the site's pass. */
  function headWithFavicons(): string {
    const written: React.ReactNode[] = [];
    // The plugin's own server part, as Gatsby runs it: its PNG and SVG favicons, and the manifest link.
    const plugin = require("gatsby-plugin-manifest/gatsby-ssr") as {
      onRenderBody(api: { setHeadComponents(c: React.ReactNode[]): void; pathname: string }, options: object): void;
    };
    plugin.onRenderBody(
      { setHeadComponents: (c) => written.push(...c), pathname: "/" },
      { icon: ICON_SOURCE, include_favicon: true, legacy: false, cache_busting_mode: "none" },
    );
    let replaced: React.ReactNode[] = [];
    onPreRenderHTML({
      pathname: "/",
      getHeadComponents: () => [<title key="t">Home</title>, ...written],
      replaceHeadComponents: (c: React.ReactNode[]) => (replaced = c),
    } as unknown as Parameters<typeof onPreRenderHTML>[0]);
    return renderToStaticMarkup(<>{replaced}</>);
  }

  it("gives the plugin's PNG favicon its size instead of its type, and leaves the other links as written", () => {
    const head = headWithFavicons();
    // (Jest's stand-in for Gatsby's withPrefix leaves the addresses without their leading slash.)
    expect(head).toContain(`<link rel="icon" href="favicon-32x32.png" sizes="${PNG_FAVICON.sizes}"/>`);
    expect(head).toContain('<link rel="icon" href="favicon.svg" type="image/svg+xml"/>');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>');
    expect(head).toContain("<title>Home</title>");
    expect(head).not.toContain('type="image/png"');
  });
});
