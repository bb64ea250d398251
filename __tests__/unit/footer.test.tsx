/**
 * The footer's legal line (art. 2250 c.c., DECISIONS-29 "GDPR and identity"): the company's identity as an S.r.l.
 * shows it, with the year of the build. The build year is fixed by the test data (site.buildTime), not today's.
 */
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import React from "react";
import { LocaleProvider } from "../../src/components/locale";
import { Footer } from "../../src/components/shell/Footer";
import { legalLine } from "../../src/content-model/identity";
import { BUILD_YEAR, mockSiteData, siteQueryResult } from "../helpers/site-data";

function renderFooter() {
  return render(
    <LocaleProvider value={{ locale: "it", prefix: "", canonicalPath: "/" }}>
      <Footer />
    </LocaleProvider>,
  );
}

/** The legal line's items, as the visitor reads them. */
const legalItems = () => screen.getByText(/^© /).textContent!.split(" · ");

describe("the legal line the build writes (src/content-model/identity.ts)", () => {
  const business = siteQueryResult().business!;

  it("takes the year from the build's date, whatever it is", () => {
    expect(legalLine(business, new Date("2040-12-31T23:00:00Z"))[0]).toBe("© 2040 Venere Tecnologie Estetiche S.r.l.");
    expect(legalLine(business, new Date("2027-01-01T00:30:00Z"))[0]).toBe("© 2027 Venere Tecnologie Estetiche S.r.l.");
  });
});

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
    const business = { ...result.business!, soleShareholder: true };
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...result,
      business: { ...business, legalLine: legalLine(business, new Date("2031-01-01T00:00:00Z")) },
    });
    renderFooter();
    expect(legalItems()).toContain("Società con unico socio");
    expect(legalItems().indexOf("Società con unico socio")).toBe(legalItems().indexOf("PEC veneretech@pec.it") - 1);
  });
});
