import { andList } from "../../src/lib/and-list";
import { SENT_ENQUIRY_KEY, sentEnquiryOf, sentEnquiryText } from "../../src/lib/sent-enquiry";

const state = (enquiry: unknown) => ({ [SENT_ENQUIRY_KEY]: enquiry, key: "1700000000000" });

describe("what the thank-you page says back", () => {
  it.each([
    [
      { richiesta: "dimostrazione", macchinario: "Laser a diodo", luogo: "centro" },
      "Avete chiesto una dimostrazione di Laser a diodo nel vostro centro: giorno e ora li fisseremo insieme.",
    ],
    [
      { richiesta: "dimostrazione", macchinario: "Pressoterapia", luogo: "showroom" },
      "Avete chiesto una dimostrazione di Pressoterapia nel nostro showroom di Roma: " +
        "giorno e ora li fisseremo insieme.",
    ],
    [
      { richiesta: "dimostrazione", macchinario: "", luogo: "centro" },
      "Avete chiesto una dimostrazione nel vostro centro: giorno e ora li fisseremo insieme.",
    ],
    [
      { richiesta: "preventivo", macchinario: "Radiofrequenza", luogo: "" },
      "Avete chiesto un preventivo per Radiofrequenza.",
    ],
    [{ richiesta: "preventivo", macchinario: "", luogo: "" }, "Avete chiesto un preventivo."],
    [{ richiesta: "informazioni", macchinario: "EMS Sculpt", luogo: "" }, "Avete chiesto informazioni su EMS Sculpt."],
    [{ richiesta: "informazioni", macchinario: "", luogo: "" }, "Avete chiesto informazioni."],
  ])("%o", (enquiry, text) => {
    const sent = sentEnquiryOf(state(enquiry));
    expect(sent).not.toBeNull();
    expect(sentEnquiryText(sent!)).toBe(text);
  });

  it("reads only what the form writes: no state, another state or an unknown request give nothing", () => {
    expect(sentEnquiryOf(null)).toBeNull();
    expect(sentEnquiryOf(undefined)).toBeNull();
    expect(sentEnquiryOf({ key: "123" })).toBeNull();
    expect(sentEnquiryOf(state("dimostrazione"))).toBeNull();
    expect(sentEnquiryOf(state({ richiesta: "sconto", macchinario: "Laser a diodo" }))).toBeNull();
  });

  it("names a place for a demonstration only, and only one of the two the form offers", () => {
    expect(sentEnquiryOf(state({ richiesta: "preventivo", macchinario: "", luogo: "centro" }))?.luogo).toBe("");
    expect(sentEnquiryOf(state({ richiesta: "dimostrazione", macchinario: "", luogo: "Milano" }))?.luogo).toBe("");
    expect(sentEnquiryText(sentEnquiryOf(state({ richiesta: "dimostrazione", luogo: 3 }))!)).toBe(
      "Avete chiesto una dimostrazione: giorno e ora li fisseremo insieme.",
    );
  });

  it("keeps a machine's name as plain text, trimmed and cut at 100 characters", () => {
    expect(sentEnquiryOf(state({ richiesta: "preventivo", macchinario: "  Laser a diodo " }))?.macchinario).toBe(
      "Laser a diodo",
    );
    expect(sentEnquiryOf(state({ richiesta: "preventivo", macchinario: "x".repeat(150) }))?.macchinario).toHaveLength(
      100,
    );
    expect(sentEnquiryOf(state({ richiesta: "preventivo", macchinario: { name: "x" } }))?.macchinario).toBe("");
  });
});

describe("an Italian list", () => {
  it("joins the last item with «e»", () => {
    expect(andList([])).toBe("");
    expect(andList(["21 b"])).toBe("21 b");
    expect(andList(["Milano", "Napoli"])).toBe("Milano e Napoli");
    expect(andList(["Milano", "Napoli", "Torino"])).toBe("Milano, Napoli e Torino");
  });
});
