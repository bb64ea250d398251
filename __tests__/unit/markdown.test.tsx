import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/locale";
import { MarkdownContent as Markdown, type HastNode } from "../../src/components/MarkdownContent";
import { fillCityPlaceholders } from "../../src/lib/city-text";
import { mockSiteData } from "../helpers/site-data";

const el = (tagName: string, children: HastNode[] = [], properties: Record<string, unknown> = {}): HastNode => ({
  type: "element",
  tagName,
  properties,
  children,
});
const text = (value: string): HastNode => ({ type: "text", value });

const ast: HastNode = {
  type: "root",
  children: [
    el("h1", [text("Titolo nel corpo")]),
    text("\n"),
    el("p", [
      text("Vedi "),
      el("a", [text("le formule")], { href: "/formule" }),
      text(" e "),
      el("a", [text("il sito")], { href: "https://example.com" }),
      text(" a {city}, scrivete al {{whatsapp}}."),
    ]),
    { type: "raw", value: "<script>alert(1)</script>" },
    el("table", [text("\n"), el("tbody", [el("tr", [el("td", [text("cella")])])])]),
  ],
};

function renderAt(prefix: string, transform?: (t: string) => string) {
  return render(
    <LocaleProvider value={{ locale: "it", prefix, canonicalPath: "/x" }}>
      <Markdown ast={ast} transform={transform} />
    </LocaleProvider>,
  );
}

describe("Markdown", () => {
  beforeEach(mockSiteData);

  it("turns an h1 of the body into an h2, so the page keeps one h1", () => {
    renderAt("");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Titolo nel corpo" })).toBeInTheDocument();
  });

  it("keeps internal links unprefixed on unprefixed pages and adds /it on /it pages", () => {
    const { unmount } = renderAt("");
    expect(screen.getByRole("link", { name: "le formule" })).toHaveAttribute("href", "/formule");
    unmount();
    renderAt("/it");
    expect(screen.getByRole("link", { name: "le formule" })).toHaveAttribute("href", "/it/formule");
  });

  it("opens external links in a new tab safely", () => {
    renderAt("");
    const link = screen.getByRole("link", { name: "il sito" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("drops raw HTML", () => {
    const { container } = renderAt("");
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).not.toContain("alert");
  });

  it("fills business placeholders from business.json and city placeholders from the page's transform", () => {
    const { container } = renderAt("", (t) => fillCityPlaceholders(t, { name: "Bologna", region: "Emilia-Romagna" }));
    expect(container.textContent).toContain("a Bologna, scrivete al 347\u00a0555\u00a00192.");
  });

  it("keeps whitespace out of tables", () => {
    const { container } = renderAt("");
    expect(container.querySelector("table")?.firstChild?.nodeName).toBe("TBODY");
  });
});
