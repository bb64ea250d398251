import { render } from "@testing-library/react";
import React from "react";
import { applyHead, collectTags, Helmet } from "../../src/components/head/helmet-lite";

describe("the browser's head manager (stand-in for react-helmet)", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    document.title = "";
  });

  it("collects title, meta, link and JSON-LD from Helmet-style children", () => {
    const { title, tags } = collectTags([
      <title key="t">Pagina - Sito</title>,
      <meta key="d" name="description" content="Descrizione" />,
      <link key="c" rel="canonical" href="https://esempio.it/x" />,
      <script key="s" type="application/ld+json">
        {'{"@type":"Thing"}'}
      </script>,
    ]);
    expect(title).toBe("Pagina - Sito");
    expect(tags).toEqual([
      { tag: "meta", attributes: { name: "description", content: "Descrizione" }, text: "" },
      { tag: "link", attributes: { rel: "canonical", href: "https://esempio.it/x" }, text: "" },
      { tag: "script", attributes: { type: "application/ld+json" }, text: '{"@type":"Thing"}' },
    ]);
  });

  it("replaces the tags of the previous page, and leaves other head elements alone", () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><meta data-react-helmet="true" name="description" content="Vecchia"><link ' +
      'data-react-helmet="true" rel="canonical" href="/vecchia">';
    applyHead(
      document,
      "Nuova",
      [{ tag: "meta", attributes: { name: "description", content: "Nuova" }, text: "" }],
      "it",
    );
    expect(document.title).toBe("Nuova");
    expect(document.documentElement.lang).toBe("it");
    expect(document.head.querySelectorAll("[data-react-helmet]")).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Nuova");
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector("meta[charset]")).not.toBeNull();
  });

  it("does not touch the head when it already holds the same tags (hydration after the server's render)", () => {
    document.head.innerHTML = '<meta data-react-helmet="true" content="Uguale" name="description">';
    const before = document.head.firstElementChild;
    applyHead(document, "T", [{ tag: "meta", attributes: { name: "description", content: "Uguale" }, text: "" }]);
    expect(document.head.firstElementChild).toBe(before);
  });

  it("updates the head when the rendered tags change", () => {
    const { rerender } = render(
      <Helmet htmlAttributes={{ lang: "it" }}>
        <title>Uno</title>
        <meta name="description" content="Prima" />
      </Helmet>,
    );
    expect(document.title).toBe("Uno");
    rerender(
      <Helmet htmlAttributes={{ lang: "it" }}>
        <title>Due</title>
        <meta name="description" content="Seconda" />
      </Helmet>,
    );
    expect(document.title).toBe("Due");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Seconda");
  });
});

describe("JSON-LD in the browser", () => {
  it("drops the server's JSON-LD when it writes a head (the head of a page shown by navigating)", () => {
    document.head.innerHTML =
      '<script data-react-helmet="true" type="application/ld+json">{"@type":"LocalBusiness"}</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>';
    applyHead(document, "Contatti", []);
    // Only the blocks react-helmet wrote for the server's page go; others stay.
    expect(
      Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent),
    ).toEqual(['{"@type":"WebSite"}']);
  });
});
