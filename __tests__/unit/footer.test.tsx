/**
 * The footer's legal line (art. 2250 c.c., DECISIONS-29 "GDPR and identity"): the company's identity as an S.r.l.
 * shows it, with the year of the build. The build year is fixed by the test data (site.buildTime), not today's.
 */
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { LocaleProvider } from "../../src/components/locale";
import { Footer } from "../../src/components/shell/Footer";
import { BUILD_YEAR, mockSiteData, siteQueryResult } from "../helpers/site-data";

function renderFooter() {
  return render(
    <LocaleProvider value={{ locale: "it", prefix: "", canonicalPath: "/" }}>
      <Footer />
    </LocaleProvider>,
  );
}

/** The legal line's items, as the visitor reads them. */
const legalItems = () =>
  Array.from(screen.getByText(/^© /).parentElement!.querySelectorAll("span")).map((s) => s.textContent);

describe("the footer's legal line", () => {
  beforeEach(mockSiteData);

  it("names the company as art. 2250 c.c. asks, with the year of the build", () => {
    renderFooter();
    expect(BUILD_YEAR).not.toBe(String(new Date().getUTCFullYear()));
    expect(legalItems()).toEqual([
      `© ${BUILD_YEAR} Venere Tecnologie Estetiche S.r.l.`,
      "Sede legale Via Prenestina 345, 00177 Roma (RM)",
      "Registro delle Imprese di Roma n. 15873621005",
      "REA RM-1628417",
      "P.IVA 15873621005",
      "Capitale sociale 20.000,00 € i.v.",
      "PEC veneretech@pec.it",
    ]);
  });

  it("says «Società con unico socio» only when the company says so", () => {
    const result = siteQueryResult();
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...result,
      business: { ...result.business, soleShareholder: true },
    });
    renderFooter();
    expect(legalItems()).toContain("Società con unico socio");
    expect(legalItems().indexOf("Società con unico socio")).toBe(legalItems().indexOf("PEC veneretech@pec.it") - 1);
  });

  it("takes the year from the build, whatever it is", () => {
    const result = siteQueryResult();
    (useStaticQuery as jest.Mock).mockReturnValue({ ...result, build: { year: "2040" } });
    renderFooter();
    expect(legalItems()[0]).toBe("© 2040 Venere Tecnologie Estetiche S.r.l.");
  });
});
