/** «Confrontate i macchinari»: the choice read from the address, written back, changed by a tick, and its messages. */
import { compareHref } from "../../src/config/compare";
import {
  TOO_MANY_TEXT,
  choiceMessage,
  choiceSearch,
  parseChoice,
  shownMachines,
  toggleChoice,
} from "../../src/lib/compare";

const KNOWN = ["macchinario-laser-diodo-roma", "macchinario-pressoterapia-roma", "macchinario-ems-sculpt", "picolaser"];

describe("the comparison's choice", () => {
  it("reads two or three valid machines from the address, in its order", () => {
    expect(parseChoice("?m=macchinario-pressoterapia-roma&m=macchinario-laser-diodo-roma", KNOWN)).toEqual({
      chosen: ["macchinario-pressoterapia-roma", "macchinario-laser-diodo-roma"],
      unknown: [],
      dropped: [],
    });
    expect(parseChoice("?m=picolaser&m=macchinario-ems-sculpt&m=macchinario-laser-diodo-roma", KNOWN).chosen).toEqual([
      "picolaser",
      "macchinario-ems-sculpt",
      "macchinario-laser-diodo-roma",
    ]);
    expect(parseChoice("", KNOWN)).toEqual({ chosen: [], unknown: [], dropped: [] });
    // Other parameters (a campaign's) and empty values are ignored.
    expect(parseChoice("?utm_source=x&m=&m=picolaser", KNOWN)).toEqual({
      chosen: ["picolaser"],
      unknown: [],
      dropped: [],
    });
  });

  it("counts a machine named twice once", () => {
    expect(parseChoice("?m=picolaser&m=macchinario-ems-sculpt&m=picolaser", KNOWN)).toEqual({
      chosen: ["picolaser", "macchinario-ems-sculpt"],
      unknown: [],
      dropped: [],
    });
  });

  it("sets apart a name that is no machine, and says so as plain text", () => {
    const parsed = parseChoice("?m=xyz&m=picolaser&m=xyz", KNOWN);
    expect(parsed).toEqual({ chosen: ["picolaser"], unknown: ["xyz"], dropped: [] });
    expect(choiceMessage(parsed)).toBe('Non abbiamo trovato il macchinario "xyz": mostriamo gli altri.');
    const two = parseChoice("?m=xyz&m=%3Cb%3Eabc%3C%2Fb%3E", KNOWN);
    expect(two).toEqual({ chosen: [], unknown: ["xyz", "<b>abc</b>"], dropped: [] });
    expect(choiceMessage(two)).toBe('Non abbiamo trovato i macchinari "xyz", "<b>abc</b>": mostriamo gli altri.');
    expect(choiceMessage(parseChoice(`?m=${"a".repeat(80)}`, KNOWN))).toBe(
      `Non abbiamo trovato il macchinario "${"a".repeat(60)}…": mostriamo gli altri.`,
    );
    expect(choiceMessage(parseChoice("?m=picolaser", KNOWN))).toBeNull();
  });

  it("keeps the first three machines of more than three, and says so", () => {
    const parsed = parseChoice(
      "?m=macchinario-laser-diodo-roma&m=macchinario-pressoterapia-roma&m=macchinario-ems-sculpt&m=picolaser",
      KNOWN,
    );
    expect(parsed).toEqual({
      chosen: ["macchinario-laser-diodo-roma", "macchinario-pressoterapia-roma", "macchinario-ems-sculpt"],
      unknown: [],
      dropped: ["picolaser"],
    });
    expect(choiceMessage(parsed)).toBe("Potete confrontare al massimo 3 macchinari: mostriamo i primi 3.");
  });

  it("writes the choice to the address, nothing when nothing is chosen", () => {
    expect(choiceSearch(["macchinario-laser-diodo-roma", "picolaser"])).toBe(
      "?m=macchinario-laser-diodo-roma&m=picolaser",
    );
    expect(choiceSearch([])).toBe("");
    expect(parseChoice(choiceSearch(["picolaser", "macchinario-ems-sculpt"]), KNOWN).chosen).toEqual([
      "picolaser",
      "macchinario-ems-sculpt",
    ]);
    expect(compareHref("macchinario-ems-sculpt")).toBe("/confronta-macchinari?m=macchinario-ems-sculpt");
    expect(compareHref()).toBe("/confronta-macchinari");
  });

  it("adds and removes a machine with a tick, and refuses a fourth keeping the three", () => {
    expect(toggleChoice(["picolaser"], "macchinario-ems-sculpt", true)).toEqual({
      chosen: ["picolaser", "macchinario-ems-sculpt"],
      refused: false,
    });
    expect(toggleChoice(["picolaser", "macchinario-ems-sculpt"], "picolaser", false)).toEqual({
      chosen: ["macchinario-ems-sculpt"],
      refused: false,
    });
    const three = ["picolaser", "macchinario-ems-sculpt", "macchinario-laser-diodo-roma"];
    expect(toggleChoice(three, "macchinario-pressoterapia-roma", true)).toEqual({ chosen: three, refused: true });
    expect(TOO_MANY_TEXT).toBe(
      "Potete confrontare al massimo 3 macchinari: " +
        "togliete la spunta da uno di quelli scelti per aggiungerne un altro.",
    );
  });

  it("shows the chosen machines in the list's order, or all of them", () => {
    const machines = KNOWN.map((slug) => ({ slug }));
    expect(shownMachines(machines, ["picolaser", "macchinario-laser-diodo-roma"])).toEqual([
      { slug: "macchinario-laser-diodo-roma" },
      { slug: "picolaser" },
    ]);
    expect(shownMachines(machines, [])).toEqual(machines);
  });
});
