/** @jest-environment node */
import { cityPagePath, contentPath } from "../../src/config/site-structure";

describe("the address resolver", () => {
  it("gives each kind of content its address, written out", () => {
    expect(contentPath("pages", { path: "/cookie-policy", slug: "ignored" })).toBe("/cookie-policy");
    expect(contentPath("pages", { path: "/" })).toBe("/");
    expect(contentPath("machines", { slug: "macchinario-ems-sculpt" })).toBe(
      "/macchinari-estetici-roma/macchinario-ems-sculpt",
    );
    expect(contentPath("formulas", { slug: "noleggio-macchinari-estetici-roma" })).toBe(
      "/formule/noleggio-macchinari-estetici-roma",
    );
    expect(contentPath("services", { slug: "promozione-centri-estetici-roma" })).toBe(
      "/servizi-centri-estetici/promozione-centri-estetici-roma",
    );
    expect(contentPath("sanitising", { slug: "ozy10" })).toBe("/sanificazione/ozy10");
    expect(contentPath("posts", { slug: "blog03" })).toBe("/blog/blog03");
  });

  it("gives no address to what has no page of its own, or lacks the field that gives it", () => {
    expect(contentPath("cityPages", { key: "laser-diodo", slug: "x" })).toBeNull();
    expect(contentPath("cityTexts", { key: "laser-diodo", city: "napoli" })).toBeNull();
    expect(contentPath("machines", {})).toBeNull();
    expect(contentPath("pages", { slug: "contatti" })).toBeNull();
    expect(contentPath("unknown", { slug: "x" })).toBeNull();
  });

  it("addresses a city page by its template and city", () => {
    expect(cityPagePath("laser-diodo", "napoli")).toBe(
      "/macchinari-estetici-professionali/macchinario-laser-diodo-napoli",
    );
    expect(cityPagePath("pressoterapia", "torino")).toBe(
      "/macchinari-estetici-professionali/macchinario-pressoterapia-torino",
    );
  });
});
