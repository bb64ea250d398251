/** @jest-environment node */
import { formatDateIt } from "../../src/lib/entries";

describe("formatDateIt", () => {
  it("writes every day of two years exactly as Intl's Italian long date does", () => {
    const intl = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString();
      expect(formatDateIt(iso)).toBe(intl.format(new Date(t)));
    }
  });

  it("reads the date in UTC, as the content's dates are written", () => {
    expect(formatDateIt("2024-03-01")).toBe("1 marzo 2024");
    expect(formatDateIt("2024-12-31T23:30:00.000Z")).toBe("31 dicembre 2024");
  });
});
