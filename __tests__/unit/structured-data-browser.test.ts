/** @jest-environment node */
import * as browser from "../../src/lib/structured-data.browser";
import * as full from "../../src/lib/structured-data";

describe("the browser build's structured data", () => {
  it("exports exactly what the full module exports", () => {
    expect(Object.keys(browser).sort()).toEqual(Object.keys(full).sort());
  });

  it("builds no JSON-LD", () => {
    expect(browser.websiteLd({ url: "https://x.it", name: "X", description: "Y" })).toBeNull();
    expect(browser.breadcrumbLd([{ title: "Home", url: "/" }], { url: "https://x.it", name: "X" })).toBeNull();
  });
});
