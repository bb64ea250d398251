/**
 * The claims guard: a banned phrase fails the build naming the file, the field and the phrase; a warning quoted
 * inside «…» passes; neighbouring wording ("preventivo definitivo") passes.
 */
import { checkClaims, claimPattern, findClaims, textFields, type BannedClaim } from "../../src/content-model/claims";
import { loadBannedClaims } from "../../src/gatsby/content-nodes";
import { fieldProblems } from "../helpers/content";

const claims = loadBannedClaims();
const phrases = (text: string) => findClaims(text, claims).map((f) => f.claim.phrase);

describe("the list of banned claims (content/claims.json)", () => {
  it("holds at least the phrases the company ruled out", () => {
    const listed = claims.map((c) => c.phrase);
    for (const phrase of [
      "indolor*",
      "senza dolore",
      "non fa male",
      "epilazione definitiva",
      "risultat* definitiv*",
      "risultat* garantit*",
      "tutti i fototipi",
      "nessun effetto collaterale",
      "approvat* dal ministero",
    ]) {
      expect(listed).toContain(phrase);
    }
  });
});

describe("the claims guard", () => {
  it.each([
    ["Un trattamento indolore per le vostre clienti.", "indolor*"],
    ["Le sedute sono INDOLORI.", "indolor*"],
    ["Si esegue senza\ndolore.", "senza dolore"],
    ["Non fa male e rilassa.", "non fa male"],
    ["Offrite l'epilazione **definitiva**.", "epilazione definitiva"],
    ["Risultati definitivi in poche sedute.", "risultat* definitiv*"],
    ["Risultato garantito!", "risultat* garantit*"],
    ["Funziona per tutti i fototipi.", "tutti i fototipi"],
    ["Nessun effetto collaterale.", "nessun effetto collaterale"],
    ["Un metodo approvato dal Ministero della Salute.", "approvat* dal ministero"],
    [
      "Il Ministero della Salute ha riconosciuto l’ozono come presidio naturale.",
      "ministero della salute ha riconosciuto",
    ],
  ])("finds the claim in %j", (text, phrase) => {
    expect(phrases(text)).toContain(phrase);
  });

  it.each([
    "Vi inviamo un preventivo definitivo dopo il sopralluogo.",
    "Diffidate di chi promette «indolore», «definitiva in poche sedute», «per tutti i fototipi senza limiti».",
    "La sensazione di calore è ben tollerata dalla maggior parte delle clienti.",
    "Il finanziamento è approvato dalla banca, che valuta ogni richiesta.",
    "Dolorante? No: parliamo di fototipi diversi, con parametri adattati a ciascuno.",
  ])("lets %j pass", (text) => {
    expect(phrases(text)).toEqual([]);
  });

  it("names the file, the field and the phrase, and says how to quote a warning", () => {
    const errors = checkClaims(
      "content/machines/macchinario-cavitazione-roma.md",
      textFields({ faq: [{ question: "Fa male?", answer: "No, è senza dolore." }] }, ""),
      claims,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].file).toBe("content/machines/macchinario-cavitazione-roma.md");
    expect(errors[0].field).toBe("faq[0].answer");
    expect(errors[0].message).toContain("contiene «senza dolore»");
    expect(errors[0].message).toContain("«…»");
  });

  it("matches a trailing * as any ending of the word, and nothing else", () => {
    const pattern = claimPattern("garantit*");
    expect(pattern.test("garantito")).toBe(true);
    expect(pattern.test("garantite")).toBe(true);
    expect(pattern.test("garanzia")).toBe(false);
    expect(pattern.test("sgarantito")).toBe(false);
  });

  it("a phrase the company adds to the list is enforced too", () => {
    const extended: BannedClaim[] = [...claims, { phrase: "miracolos*", reason: "Promessa assoluta." }];
    expect(findClaims("Un macchinario miracoloso.", extended).map((f) => f.claim.phrase)).toEqual(["miracolos*"]);
  });

  it("the site's content makes none of the banned claims", () => {
    expect(fieldProblems().filter((p) => p.includes("un'affermazione che il sito non può fare"))).toEqual([]);
  });
});
