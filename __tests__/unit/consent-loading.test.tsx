import { render } from "@testing-library/react";
import React from "react";
import { CookieConsent } from "../../src/components/consent/CookieConsent";
import { mockSiteData, siteQueryResult } from "../helpers/site-data";
import { useStaticQuery } from "gatsby";

const mockStartConsent = jest.fn(() => Promise.resolve());
jest.mock("../../src/components/consent/consent-runtime", () => ({
  startConsent: (...args: unknown[]) => mockStartConsent(...(args as [])),
  showPreferences: jest.fn(),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the banner's code", () => {
  beforeEach(() => mockStartConsent.mockClear());

  it("is not fetched when no analytics id is configured (content/site.json as committed)", async () => {
    mockSiteData();
    render(<CookieConsent />);
    await settle();
    expect(mockStartConsent).not.toHaveBeenCalled();
  });

  it("is fetched and started when a Tag Manager id is configured", async () => {
    const data = siteQueryResult();
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...data,
      siteSettings: { ...data.siteSettings, analytics: { gtmId: "GTM-ABC1234", ga4Id: "" } },
    });
    render(<CookieConsent />);
    await settle();
    expect(mockStartConsent).toHaveBeenCalledWith(
      expect.objectContaining({ ids: { gtmId: "GTM-ABC1234", ga4Id: "" } }),
    );
  });
});
