/** The machine list's filter: the address it writes and reads, and which machines match. */
import { filterFromSearch, filterSearch, matchesFilter, resultsText } from "../../src/lib/machine-filter";

const LASER = { areas: ["epilazione"], whoMayUse: "estetista", offer: ["acquisto", "noleggio"] };
const PICO = { areas: ["viso", "corpo"], whoMayUse: "medico", offer: ["acquisto"] };

describe("the machine filter", () => {
  it("reads its choice from the address, ignoring unknown names and values", () => {
    expect(filterFromSearch("?zona=viso&uso=medico&formula=noleggio")).toEqual({
      zona: "viso",
      uso: "medico",
      formula: "noleggio",
    });
    expect(filterFromSearch("?zona=piedi&uso=&altro=1&formula=leasing")).toEqual({});
    expect(filterFromSearch("")).toEqual({});
  });

  it("writes its choice to the address in a fixed order, nothing when nothing is chosen", () => {
    expect(filterSearch({ formula: "acquisto", zona: "corpo" })).toBe("?zona=corpo&formula=acquisto");
    expect(filterSearch({})).toBe("");
    expect(filterFromSearch(filterSearch({ uso: "estetista" }))).toEqual({ uso: "estetista" });
  });

  it("keeps the machines that match every chosen filter", () => {
    expect(matchesFilter(LASER, {})).toBe(true);
    expect(matchesFilter(LASER, { zona: "epilazione", uso: "estetista" })).toBe(true);
    expect(matchesFilter(LASER, { zona: "viso" })).toBe(false);
    expect(matchesFilter(PICO, { zona: "corpo" })).toBe(true);
    expect(matchesFilter(PICO, { zona: "corpo", formula: "noleggio" })).toBe(false);
    expect(matchesFilter(PICO, { uso: "estetista" })).toBe(false);
    // A machine without the field matches no choice of it.
    expect(matchesFilter({}, { zona: "viso" })).toBe(false);
  });

  it("says how many machines are shown", () => {
    expect(resultsText(3, 10)).toBe("3 macchinari su 10.");
    expect(resultsText(1, 10)).toBe("1 macchinario su 10.");
    expect(resultsText(10, 10)).toBe("Tutti i 10 macchinari.");
    expect(resultsText(0, 10)).toBe("Nessun macchinario con questi filtri.");
  });
});
