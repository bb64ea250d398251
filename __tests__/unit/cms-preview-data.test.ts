import { queriedDates } from "../../src/cms/preview-data";

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
