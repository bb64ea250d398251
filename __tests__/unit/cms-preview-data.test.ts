/** @jest-environment node */
import { queriedDates, siteQueryResult } from "../../src/cms/preview-data";
import { bundledContent } from "../../src/gatsby/cms-preview-bundle";
import { toSiteData } from "../../src/hooks/use-site-data";
import { cityPagePathsFromDisk } from "../helpers/content";

describe("the CMS preview's dates", () => {
  it("gives a post's day and its Italian words, as the site's query writes them", () => {
    expect(queriedDates({ date: "2024-03-12T00:00:00.000Z" })).toEqual({
      date: "2024-03-12",
      published: "12 marzo 2024",
    });
  });

  it("writes a legal page's update date in words, and leaves out what is missing or not a date", () => {
    expect(queriedDates({ updated: "2026-11-22" })).toEqual({ updated: "22 novembre 2026" });
    expect(queriedDates({ date: "", updated: "domani" })).toEqual({});
    expect(queriedDates({})).toEqual({});
  });
});

describe("the CMS preview's site data (every preview's header and footer)", () => {
  it("links each city's pages as the built site does: only the machines with the city's text", () => {
    const data = siteQueryResult(bundledContent(process.cwd()) as unknown as Parameters<typeof siteQueryResult>[0]);
    const links = toSiteData(data as unknown as Queries.SiteDataQuery).cityLinks.flatMap((c) =>
      c.links.map((l) => l.url),
    );
    // Read from the files, not with the code under test.
    expect(links.sort()).toEqual(cityPagePathsFromDisk().sort());
  });
});
