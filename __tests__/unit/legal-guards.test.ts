/**
 * @jest-environment node
 *
 * The guards of issue 29 beside the conformity checks: one fact written once (content/fatti.json and
 * {{fatto:<key>}}), the lender named nowhere until confirmed, placeholders only where the site fills them, and the
 * analytics parts of the legal pages. Each bad input fails naming the file and the field, in Italian.
 */
import { checkConditions } from "../../src/content-model/conditions";
import { checkDataFile, checkMarkdownEntry, type PhraseLists } from "../../src/content-model/entry-checks";
import { checkFacts, readFacts, type SiteFact } from "../../src/content-model/facts";
import { collectionByName, DATA_FILES } from "../../src/content-model/model";
import { checkPartnerNames, partnerKey, unconfirmedPartners } from "../../src/content-model/partners";
import { checkPlaceholders, fillPlaceholders, placeholderValues } from "../../src/content-model/placeholders";
import { formatContentError, type ValidationContext } from "../../src/content-model/validate";
import { loadPhraseLists } from "../../src/gatsby/content-nodes";
import { withBuildConditions } from "../../src/lib/build-conditions";
import { readJson, readMarkdown } from "../helpers/content";

const ctx: ValidationContext = { imageExists: () => true, documentExists: () => true };
const FACTS: SiteFact[] = [
  {
    key: "operatrice-pressoterapia",
    text: "L'operatrice resta in cabina accanto alla cliente per tutta la seduta.",
    phrases: ["a portata di voce", "o subito accanto", "subito accanto a lei"],
  },
  { key: "noleggio-esborso", text: "senza il grande esborso dell'acquisto", phrases: ["senza una spesa iniziale"] },
];
const lists: PhraseLists = { claims: [], reserved: [], facts: FACTS };

describe("one fact, written once", () => {
  const texts = (text: string) => [{ field: "faq[1].answer", text }];

  it("fails a phrase that restates a fact differently, naming file, field, phrase and placeholder", () => {
    expect(
      checkFacts("content/citta/pressoterapia-x.md", texts("Resta con la cliente, o a portata\ndi voce."), FACTS).map(
        formatContentError,
      ),
    ).toEqual([
      "content/citta/pressoterapia-x.md, campo «Domande frequenti» n. 2, «Risposta» (faq[1].answer): contiene «a " +
        "portata\ndi voce», che dice in modo diverso un fatto scritto una volta sola («operatrice-pressoterapia» " +
        "in content/fatti.json: «L'operatrice resta in cabina accanto alla cliente per tutta la seduta.»). Usate " +
        "il segnaposto {{fatto:operatrice-pressoterapia}} al posto della frase, o riscrivetela senza contraddirlo",
    ]);
  });

  it("reports one error per fact and field, however many of its phrases overlap there", () => {
    expect(checkFacts("f.md", texts("resta con lei o subito accanto a lei"), FACTS)).toHaveLength(1);
  });

  it("lets the fact itself, other wording and a quotation «…» through", () => {
    expect(checkFacts("f.md", texts(FACTS[0].text), FACTS)).toEqual([]);
    expect(checkFacts("f.md", texts("Non scrivete «a portata di voce»: l'operatrice non esce."), FACTS)).toEqual([]);
  });

  it("checks every content file but the facts' own list", () => {
    const pages = collectionByName("pages");
    const page = { title: "T", description: "D", heading: "H", path: "/prova", template: "legal" };
    expect(
      checkMarkdownEntry(pages, "content/pages/x.md", page, "Ogni mese, senza una spesa iniziale.", ctx, lists),
    ).toEqual([expect.objectContaining({ field: "body", message: expect.stringContaining("«noleggio-esborso»") })]);
    const facts = DATA_FILES.find((d) => d.name === "facts")!;
    const data = { facts: FACTS.map((f) => ({ ...f, reason: "Perché." })) };
    expect(checkDataFile(facts, "content/fatti.json", data, ctx, lists)).toEqual([]);
  });

  it("are read from content/fatti.json: the four facts of DECISIONS-29 that recur, with the lead's wording", () => {
    const facts = readFacts(readJson<{ facts: Array<Record<string, unknown>> }>("fatti.json").facts);
    expect(Object.fromEntries(facts.map((f) => [f.key, f.text]))).toEqual({
      "operatrice-pressoterapia": "L'operatrice resta in cabina accanto alla cliente per tutta la seduta.",
      trasferta: "Fuori dal comune di Roma gli eventuali costi di trasferta sono indicati a parte nel preventivo.",
      dimostrazione: expect.stringMatching(/showroom di Roma.*oppure, su richiesta, nel vostro centro/),
      "noleggio-esborso":
        "senza il grande esborso dell'acquisto: di solito il primo canone ed eventuali spese di istruttoria alla " +
        "firma, come da contratto",
      // Issue 61: what to ask for a device in the EU transition period, in one wording.
      "periodo-transitorio": expect.stringMatching(
        /^per un modello già in commercio prima del 22 giugno 2023 e nel periodo/,
      ),
    });
    const phrases = facts.flatMap((f) => f.phrases);
    expect(phrases).toEqual(
      expect.arrayContaining([
        "a portata di voce",
        "nelle immediate vicinanze",
        "o subito accanto",
        "trasferta compresa",
        "senza una spesa iniziale",
      ]),
    );
  });

  it("fill their placeholder in a body and in a FAQ answer, and an unknown one fails", () => {
    const business = readJson<Parameters<typeof placeholderValues>[0]>("business.json");
    const values = placeholderValues(business, "https://www.esempio.it", FACTS);
    expect(fillPlaceholders("No. {{fatto:operatrice-pressoterapia}} Le chiede come sta.", values)).toBe(
      "No. L'operatrice resta in cabina accanto alla cliente per tutta la seduta. Le chiede come sta.",
    );
    expect(checkPlaceholders("f.md", "faq[0].answer", "{{fatto:operatrice}}", ["operatrice-pressoterapia"])).toEqual([
      {
        file: "f.md",
        field: "faq[0].answer",
        message:
          "il segnaposto {{fatto:operatrice}} non corrisponde a nessun fatto di content/fatti.json (ci sono: " +
          "{{fatto:operatrice-pressoterapia}})",
      },
    ]);
  });

  it("the real content restates none of them", () => {
    const { facts } = loadPhraseLists();
    const errors = readMarkdown().flatMap((e) =>
      checkFacts(
        e.file,
        [
          { field: "body", text: e.body },
          { field: "front matter", text: JSON.stringify(e.data) },
        ],
        facts!,
      ),
    );
    expect(errors.map(formatContentError)).toEqual([]);
  });
});

describe("placeholders only where the site fills them", () => {
  const machine = collectionByName("machines");

  it("fails one in a front-matter field other than a FAQ answer, which would show as written", () => {
    const errors = checkMarkdownEntry(
      machine,
      "content/machines/x.md",
      { summary: "Chiamate il {{phone}}.", faq: [{ question: "Dove?", answer: "Al {{phone}}." }] },
      "Testo.",
      ctx,
      lists,
    );
    expect(errors.filter((e) => /segnaposto/.test(e.message)).map(formatContentError)).toEqual([
      "content/machines/x.md, campo «Riassunto» (summary): contiene {{phone}}, ma i segnaposto funzionano solo nel " +
        "testo della pagina e nelle risposte delle domande frequenti: qui comparirebbe così com'è. Scrivete il testo " +
        "per intero",
    ]);
  });
});

describe("the lender, named nowhere until confirmed (DECISIONS-29 §6)", () => {
  const FORMULA = "content/formule/acquisto-macchinari-estetici-finanziamento.md";
  const partners = unconfirmedPartners([{ file: FORMULA, data: { partner: "Banca Esempio S.p.A." } }]);

  it("names the partner by its words, without its legal form", () => {
    expect(partnerKey("Banca Esempio S.p.A.")).toBe("banca esempio");
    expect(partnerKey("Noleggi Srl")).toBe("noleggi");
    expect(
      unconfirmedPartners([{ file: FORMULA, data: { partner: "Banca Esempio", partnerConfirmed: "2026-11-02" } }]),
    ).toEqual([]);
  });

  it("fails its name in a text, an address, an image name and a file name, naming the file and the field", () => {
    const texts = [
      { field: "body", text: "Finanziamento in convenzione con **Banca Esempio**." },
      { field: "slug", text: "acquisto-macchinari-estetici-banca-esempio" },
      { field: "image", text: "banca_esempio.jpg" },
      { field: "(file)", text: "content/formule/acquisto-banca-esempio.md" },
      { field: "partner", text: "Banca Esempio S.p.A." },
      { field: "summary", text: "Una banca, per esempio la vostra." },
    ];
    expect(checkPartnerNames("content/formule/x.md", texts, partners).map((e) => e.field)).toEqual([
      "body",
      "slug",
      "image",
      "(file)",
    ]);
    expect(checkPartnerNames("content/formule/x.md", texts, partners)[0]).toEqual({
      file: "content/formule/x.md",
      field: "body",
      message:
        `nomina «Banca Esempio S.p.A.», il partner di ${FORMULA}, ma l'accordo non è confermato per iscritto ` +
        "(«Accordo con il partner confermato il» è vuoto): togliete il nome, anche dagli indirizzi e dai nomi dei " +
        "file, finché l'azienda non lo conferma",
    });
  });

  it("is checked on every content file through the build's sequence", () => {
    const navigation = DATA_FILES.find((d) => d.name === "navigation")!;
    const menu = {
      main: [{ title: "Home", url: "/" }],
      mobile: [{ title: "Home", url: "/" }],
      footer: [{ title: "Finanziamento Banca Esempio", url: "/" }],
    };
    expect(
      checkDataFile(navigation, "content/navigation.json", menu, ctx, { ...lists, partners }).map((e) => e.field),
    ).toEqual(["footer[0].title"]);
  });

  it("the shipped content names no lender, and the financing formula has a neutral address", () => {
    const formula = readMarkdown().find((e) => e.file === FORMULA)!;
    expect(formula.data.slug).toBe("acquisto-macchinari-estetici-finanziamento");
    expect(formula.data.image).toBe("acquisto-macchinari-estetici-finanziamento.jpg");
    expect(formula.data.partner ?? null).toBeNull();
    expect(readMarkdown().filter((e) => /\bsella\b/i.test(`${e.file} ${JSON.stringify(e.data)} ${e.body}`))).toEqual(
      [],
    );
  });
});

describe("the parts of a legal page that hold for this build only", () => {
  const body = [
    "Sempre.",
    "{{ifAnalytics}}",
    "Con le statistiche: Google Analytics 4.",
    "{{endIf}}",
    "{{ifNoAnalytics}}",
    "Senza statistiche: solo cookie tecnici.",
    "{{endIf}}",
    "Sempre, in fondo.",
  ].join("\n\n");

  it("accepts balanced markers, each alone in its paragraph, on a legal page", () => {
    expect(checkConditions("content/pages/cookie-policy.md", body, true)).toEqual([]);
  });

  it("fails an unbalanced, nested or inline marker, and any marker outside a legal page", () => {
    const messages = (text: string, allowed = true) =>
      checkConditions("content/pages/x.md", text, allowed).map((e) => e.message);
    expect(messages("Testo.\n\n{{endIf}}")).toEqual([
      "{{endIf}} chiude una parte che nessun {{ifAnalytics}} o {{ifNoAnalytics}} apre",
    ]);
    expect(messages("{{ifAnalytics}}\n\n{{ifNoAnalytics}}\n\n{{endIf}}")).toEqual([
      "{{ifNoAnalytics}} si apre dentro {{ifAnalytics}}: chiudete prima la parte con {{endIf}}",
    ]);
    expect(messages("{{ifAnalytics}}\n\nTesto.")).toEqual([
      "{{ifAnalytics}} apre una parte che nessun {{endIf}} chiude",
    ]);
    expect(messages("Con {{ifAnalytics}} in mezzo.")).toEqual([
      "{{ifAnalytics}} deve stare da solo in un paragrafo, con una riga vuota prima e una dopo",
    ]);
    expect(messages(body, false)).toEqual([expect.stringMatching(/funzionano solo nelle pagine legali/)]);
  });

  it("keeps only this build's parts of the body, markers left out", () => {
    const p = (text: string) => ({ type: "element", tagName: "p", children: [{ type: "text", value: text }] });
    const ast = { type: "root", children: body.split("\n\n").map(p) };
    const texts = (analytics: boolean) =>
      (
        withBuildConditions(ast, { analytics }) as { children: Array<{ children: Array<{ value: string }> }> }
      ).children.map((c) => c.children[0].value);
    expect(texts(true)).toEqual(["Sempre.", "Con le statistiche: Google Analytics 4.", "Sempre, in fondo."]);
    expect(texts(false)).toEqual(["Sempre.", "Senza statistiche: solo cookie tecnici.", "Sempre, in fondo."]);
  });
});
