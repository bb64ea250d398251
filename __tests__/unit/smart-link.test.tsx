/** SmartLink: internal links are plain anchors with the page's prefix, marked when they lead to the page on screen. */
import { render, screen } from "@testing-library/react";
import React from "react";
import { LocaleProvider } from "../../src/components/locale";
import { SmartLink } from "../../src/components/SmartLink";

const on = (prefix: string, canonicalPath: string, ui: React.ReactNode) =>
  render(<LocaleProvider value={{ locale: "it", prefix, canonicalPath }}>{ui}</LocaleProvider>);

describe("SmartLink", () => {
  it("an internal link is a plain anchor with the /it prefix of an /it page, and no new tab", () => {
    on("/it", "/blog", <SmartLink to="/contatti">Contatti</SmartLink>);
    const link = screen.getByRole("link", { name: "Contatti" });
    expect(link.outerHTML).toBe('<a href="/it/contatti">Contatti</a>');
  });

  it.each([
    ["", "/blog", "/blog", "page"],
    ["/it", "/blog", "/blog", "page"],
    ["/it", "/", "/", "page"],
    ["/it", "/", "/it", "page"],
    ["", "/blog", "/blog/blog02", null],
    ["", "/blog", "/blog?pagina=2", null],
    ["", "/blog", "/blog#articoli", null],
    ["", "/", "/blog", null],
  ])("on %s%s, a link to %s: aria-current %s", (prefix, page, to, expected) => {
    on(prefix, page, <SmartLink to={to}>Vai</SmartLink>);
    expect(screen.getByRole("link").getAttribute("aria-current")).toBe(expected);
  });

  it("passes its props and its ref to the anchor", () => {
    const ref = React.createRef<HTMLAnchorElement>();
    const onClick = jest.fn();
    on(
      "",
      "/",
      <SmartLink to="/blog" ref={ref} className="x" onClick={onClick}>
        Blog
      </SmartLink>,
    );
    const link = screen.getByRole("link", { name: "Blog" });
    expect(ref.current).toBe(link);
    expect(link.className).toBe("x");
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("a web address opens in a new tab without a handle on this page; mail and phone are plain links", () => {
    on(
      "/it",
      "/",
      <>
        <SmartLink to="https://www.example.com/">Esterno</SmartLink>
        <SmartLink to="mailto:info@example.com">Mail</SmartLink>
      </>,
    );
    const external = screen.getByRole("link", { name: "Esterno" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "Mail" }).outerHTML).toBe('<a href="mailto:info@example.com">Mail</a>');
  });
});
