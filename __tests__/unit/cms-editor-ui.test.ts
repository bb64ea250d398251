/** What an editor reads in /admin: the build's problems in the form's words, Decap's Italian, the refusal panel. */
import { installAdminUi, looksLikeMarkdown, openEntry, showRefusal } from "../../src/cms/admin-ui";
import { ITALIAN_CORRECTIONS, mergePhrases, registerItalian, type Phrases } from "../../src/cms/decap-italian";
import { editorMessage, percentWords, problemLines } from "../../src/cms/editor-words";

describe("the build's problems in the form's words", () => {
  it("names a list item's field by its label and number, without the path", () => {
    const [line] = problemLines([{ file: "content/machines/x.md", field: "faq[1].answer", message: "è vuoto" }]);
    expect(line.field).toBe("«Domande frequenti» n. 2, «Risposta»");
    expect(line.topLabel).toBe("Domande frequenti");
    expect(line.field).not.toMatch(/faq|\[/);
  });

  it("names other files by their collection and entry, and drops technical names in brackets", () => {
    const text = editorMessage(
      "ha in comune con content/citta/laser-diodo-milano.md il 40.3% delle sue sequenze (il massimo è 35.0%)",
    );
    expect(text).toBe(
      "ha in comune con «laser-diodo-milano» (Testi delle pagine per città) il 40% delle sue sequenze " +
        "(il massimo è 35%)",
    );
    expect(editorMessage("«x» non è l'indirizzo (slug) di nessun macchinario")).toBe(
      "«x» non è l'indirizzo di nessun macchinario",
    );
    expect(editorMessage("vedi content/allegato-xvi.json")).not.toContain("content/");
  });

  it("writes percentages the Italian way, with the article the number takes", () => {
    expect(editorMessage("ha solo il 0.0% delle parole")).toBe("ha solo lo 0% delle parole");
    expect(percentWords(8)).toBe("l'8%");
    expect(percentWords(11)).toBe("l'11%");
    expect(percentWords(35)).toBe("il 35%");
    expect(percentWords(2.5)).toBe("il 2,5%");
  });
});

describe("Decap's Italian", () => {
  const decap: Phrases = {
    mediaLibrary: { mediaLibraryModal: { upload: "Upload", search: "Cerca..." } },
    workflow: { workflow: { newPost: "Nuovo post" } },
  };

  it("replaces the wrong strings through Decap's locale API and keeps the others", () => {
    let registered: unknown;
    registerItalian({ getLocale: () => decap, registerLocale: (_name, phrases) => (registered = phrases) });
    expect(registered).toMatchObject({
      mediaLibrary: { mediaLibraryModal: { upload: "Carica dal computer", search: "Cerca..." } },
      workflow: { workflow: { newPost: "Nuova voce" } },
    });
    expect(decap.workflow).toEqual({ workflow: { newPost: "Nuovo post" } });
  });

  it("leaves no English word of the media library and no «apportante»", () => {
    const merged = JSON.stringify(mergePhrases(decap, ITALIAN_CORRECTIONS));
    expect(merged).not.toMatch(/Upload|Download|apportante|Nuovo post/);
  });
});

describe("the refusal panel", () => {
  const lines = [
    { field: "«Trattamenti» n. 1", topLabel: "Trattamenti", text: "è vuoto" },
    { field: "«Testo»", topLabel: "Testo", text: "contiene «indolore»" },
  ];

  beforeEach(() => {
    document.body.innerHTML =
      '<label for="t">Trattamenti</label><input id="t"><label for="b">Testo</label><textarea id="b"></textarea>';
  });

  it("lists one line per problem, takes the focus and stays until closed", () => {
    const panel = showRefusal(document, lines, "Questa voce non è stata pubblicata");
    expect(panel.getAttribute("role")).toBe("alertdialog");
    expect([...panel.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "«Trattamenti» n. 1: è vuoto",
      "«Testo»: contiene «indolore»",
    ]);
    expect(document.activeElement?.textContent).toBe("Questa voce non è stata pubblicata");
    panel.querySelector("li button")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(document.activeElement?.id).toBe("t");
    expect(document.getElementById("cms-refusal")).not.toBeNull();
    [...panel.querySelectorAll("button")].find((b) => b.textContent === "Chiudi")!.click();
    expect(document.getElementById("cms-refusal")).toBeNull();
  });

  it("comes before Decap's confirmation: a click on «Pubblica ora» of a refused entry goes no further", () => {
    window.location.hash = "#/collections/machines/entries/macchinario-x";
    installAdminUi(window, {
      problemsOf: (collection, slug) => (collection === "machines" && slug === "macchinario-x" ? lines : null),
      publishLabels: ["Pubblica ora"],
      liveLabel: "Guarda Live",
    });
    const menu = document.createElement("div");
    menu.setAttribute("role", "menuitem");
    menu.innerHTML = "<span>Pubblica ora</span>";
    const reached = jest.fn();
    menu.addEventListener("click", reached);
    document.body.append(menu);
    menu.querySelector("span")!.click();
    expect(reached).not.toHaveBeenCalled();
    expect(document.getElementById("cms-refusal")).not.toBeNull();
  });

  it("reads the entry from Decap's address", () => {
    expect(openEntry("#/collections/posts/entries/blog01")).toEqual({ collection: "posts", slug: "blog01" });
    expect(openEntry("#/collections/posts/new")).toEqual({ collection: "posts", slug: "" });
    expect(openEntry("#/workflow")).toBeNull();
  });

  it("recognises Markdown pasted as plain text, not ordinary prose", () => {
    expect(looksLikeMarkdown("## Come funziona\n\nTesto")).toBe(true);
    expect(looksLikeMarkdown("- uno\n- due")).toBe(true);
    expect(looksLikeMarkdown("Un **vantaggio** concreto")).toBe(true);
    expect(looksLikeMarkdown("Una frase normale, con un trattino - e un asterisco *.")).toBe(false);
  });
});
