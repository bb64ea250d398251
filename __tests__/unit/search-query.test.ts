/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  MAX_QUERY_LENGTH,
  comparableWords,
  excerptParts,
  expandQuery,
  missingWords,
  readQuery,
  resultCount,
  withoutShortWords,
  type SpellingVariant,
} from "../../src/lib/search-query";

describe("readQuery", () => {
  it("trims the text and collapses its spaces", () => {
    expect(readQuery("  laser   a\tdiodo \n")).toEqual({ query: "laser a diodo", cut: false });
  });

  it("gives an empty query for nothing, spaces only, or a missing parameter", () => {
    expect(readQuery("")).toEqual({ query: "", cut: false });
    expect(readQuery("   ")).toEqual({ query: "", cut: false });
    expect(readQuery(null)).toEqual({ query: "", cut: false });
  });

  it("keeps a query of exactly 100 characters whole", () => {
    const text = "a".repeat(100);
    expect(MAX_QUERY_LENGTH).toBe(100);
    expect(readQuery(text)).toEqual({ query: text, cut: false });
  });

  it("cuts a longer query at a word's end near the limit, and says so", () => {
    // 19 words of 5 letters and a space: the 17th word ends at character 101, the 16th at 95.
    const text = Array.from({ length: 19 }, (_, i) => `w${String(i).padStart(4, "0")}`).join(" ");
    const { query, cut } = readQuery(text);
    expect(cut).toBe(true);
    expect(query).toBe(text.slice(0, 95));
    expect(query.endsWith("w0015")).toBe(true);
  });

  it("cuts a 500-character word at 100 characters (no word's end near)", () => {
    expect(readQuery("x".repeat(500))).toEqual({ query: "x".repeat(100), cut: true });
  });

  it("keeps markup as the text it is", () => {
    expect(readQuery("<script>alert(1)</script>").query).toBe("<script>alert(1)</script>");
  });
});

describe("comparableWords", () => {
  it("lowers case and drops accents and punctuation", () => {
    expect(comparableWords("Perché l'EPILAZIONE, presso-terapia?")).toEqual([
      "perche",
      "l",
      "epilazione",
      "presso",
      "terapia",
    ]);
  });
});

describe("expandQuery", () => {
  const variants: SpellingVariant[] = [
    { term: "pressoterapia", spellings: ["presso terapia"] },
    { term: "microdermoabrasione", spellings: ["micro dermoabrasione", "micro dermo abrasione"] },
    { term: "OZY10", spellings: ["ozy 10"] },
  ];

  it("writes a visitor's spelling as the site writes it", () => {
    expect(expandQuery("presso terapia", variants)).toBe("pressoterapia");
  });

  it("ignores case, accents, hyphens and extra spaces in the spelling", () => {
    expect(expandQuery("Presso-Terapìa", variants)).toBe("pressoterapia");
    expect(expandQuery("presso   terapia", variants)).toBe("pressoterapia");
  });

  it("keeps the rest of the query as it was typed", () => {
    expect(expandQuery("noleggio presso terapia, Milano", variants)).toBe("noleggio pressoterapia, Milano");
  });

  it("prefers the longest spelling", () => {
    expect(expandQuery("micro dermo abrasione viso", variants)).toBe("microdermoabrasione viso");
    expect(expandQuery("micro dermoabrasione", variants)).toBe("microdermoabrasione");
  });

  it("matches whole words only", () => {
    expect(expandQuery("pressoterapia", variants)).toBe("pressoterapia");
    expect(expandQuery("presso terapie", variants)).toBe("presso terapie");
    expect(expandQuery("ozy 100", variants)).toBe("ozy 100");
    expect(expandQuery("ozy 10", variants)).toBe("OZY10");
  });

  it("leaves a query without spellings alone, and copes with an empty list", () => {
    expect(expandQuery("laser a diodo", variants)).toBe("laser a diodo");
    expect(expandQuery("presso terapia", [])).toBe("presso terapia");
  });

  it("rewrites the spellings of content/ricerca.json", () => {
    const data = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/ricerca.json"), "utf8")) as {
      variants: SpellingVariant[];
    };
    expect(expandQuery("presso terapia", data.variants)).toBe("pressoterapia");
    expect(expandQuery("radio frequenza viso", data.variants)).toBe("radiofrequenza viso");
  });
});

describe("withoutShortWords", () => {
  it("leaves out the words of one or two letters when longer ones remain", () => {
    expect(withoutShortWords("laser a diodo")).toBe("laser diodo");
    expect(withoutShortWords("la pressoterapia di un centro")).toBe("pressoterapia centro");
    expect(withoutShortWords("l'epilazione")).toBe("l'epilazione");
    expect(withoutShortWords("ems per il viso")).toBe("ems per viso");
  });

  it("keeps a query made only of short words", () => {
    expect(withoutShortWords("a")).toBe("a");
    expect(withoutShortWords("di la")).toBe("di la");
  });
});

describe("missingWords", () => {
  it("finds a word in itself, its stem's other forms, its longer words and their parts", () => {
    expect(missingWords("epilazioni", ["l'epilazione", "Epilazione"])).toEqual([]);
    expect(missingWords("presso", ["Pressoterapia."])).toEqual([]);
    expect(missingWords("perche", ["Perché"])).toEqual([]);
    expect(missingWords("laser a diodo", ["Laser", "a", "diodo."])).toEqual([]);
  });

  it("does not count Pagefind's fallback to a short word that begins the query's", () => {
    expect(missingWords("lavatrice", ["la", "La"])).toEqual(["lavatrice"]);
    expect(missingWords("xyzzy", ["X,"])).toEqual(["xyzzy"]);
    expect(missingWords("laser lavatrice", ["laser", "la"])).toEqual(["lavatrice"]);
  });
});

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into plain and highlighted text", () => {
    expect(excerptParts("Il <mark>laser</mark> a <mark>diodo.</mark> Fine")).toEqual([
      { text: "Il ", mark: false },
      { text: "laser", mark: true },
      { text: " a ", mark: false },
      { text: "diodo.", mark: true },
      { text: " Fine", mark: false },
    ]);
  });

  it("turns the page's escaped < and > back into text, never into elements", () => {
    expect(excerptParts("a &lt;script&gt;alert(1)&lt;/script&gt; <mark>b</mark> &amp; AT&T")).toEqual([
      { text: "a <script>alert(1)</script> ", mark: false },
      { text: "b", mark: true },
      { text: " &amp; AT&T", mark: false },
    ]);
  });

  it("keeps any other tag-like text as text", () => {
    expect(excerptParts("<b>x</b> <mark>y</mark>")).toEqual([
      { text: "<b>x</b> ", mark: false },
      { text: "y", mark: true },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});

it("counts results in Italian", () => {
  expect(resultCount(1)).toBe("1 risultato");
  expect(resultCount(0)).toBe("0 risultati");
  expect(resultCount(12)).toBe("12 risultati");
});
