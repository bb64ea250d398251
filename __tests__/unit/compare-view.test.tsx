/**
 * «Confrontate i macchinari» as components: the form (a GET form of checkboxes named m, the message beside them)
 * and the comparison (a table with caption and header cells, the same as one card per machine, text never HTML).
 * The browser tests (e2e/compare.spec.ts) prove the page on the built site.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { ChoiceForm, Comparison, type ComparedMachine } from "../../src/components/compare/Compare";
import { LocaleProvider } from "../../src/components/locale";
import { TOO_MANY_TEXT } from "../../src/lib/compare";

const machine = (slug: string, name: string): ComparedMachine => ({
  slug,
  name,
  path: `/macchinari-estetici-roma/${slug}`,
  areas: ["viso"],
  treatments: [`Trattamento di ${name}`],
  who: "L'estetista qualificata, nel vostro centro.",
  sheets: [{ title: "Scheda n. 1.", limits: "<b>limiti</b>" }],
  eu: "Non rientra nell'allegato XVI.",
  formulas: [{ name: "Acquisto diretto", path: "/formule/acquisto-macchinari-estetici-roma" }],
  documents: ["Il manuale d'uso."],
});
const MACHINES = [machine("a", "Alfa"), machine("b", "Beta"), machine("c", "Gamma"), machine("d", "Delta")];

const inLocale = (ui: React.ReactElement, prefix = "") => (
  <LocaleProvider value={{ locale: "it", prefix, canonicalPath: "/confronta-macchinari" }}>{ui}</LocaleProvider>
);

describe("the comparison's form", () => {
  it("is a GET form of checkboxes named m, and reports a tick", async () => {
    const onToggle = jest.fn();
    const { container } = render(
      inLocale(
        <ChoiceForm
          action="/it/confronta-macchinari"
          machines={MACHINES}
          chosen={["a"]}
          tooMany={null}
          onToggle={onToggle}
        />,
        "/it",
      ),
    );
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/it/confronta-macchinari");
    expect(screen.getByRole("checkbox", { name: "Alfa" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Beta" })).toHaveAttribute("name", "m");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Scegliete almeno un altro macchinario da mettere a confronto.",
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Beta" }));
    expect(onToggle).toHaveBeenCalledWith("b", true);
  });

  it("says the refusal of a fourth machine beside the box tapped, and describes that box with it", () => {
    render(
      inLocale(
        <ChoiceForm action="/x" machines={MACHINES} chosen={["a", "b", "c"]} tooMany="d" onToggle={jest.fn()} />,
      ),
    );
    const delta = screen.getByRole("checkbox", { name: "Delta" });
    expect(delta).not.toBeChecked();
    expect(delta).toHaveAccessibleDescription(TOO_MANY_TEXT);
    expect(screen.getByRole("alert")).toHaveTextContent(TOO_MANY_TEXT);
    // Right after the box's label, not elsewhere in the form.
    expect(delta.closest("label")?.nextElementSibling).toBe(screen.getByRole("alert"));
  });
});

describe("the comparison", () => {
  it("is a table with a caption, a column per machine and a header per row", () => {
    const { container } = render(inLocale(<Comparison machines={MACHINES.slice(0, 2)} />));
    const table = screen.getByRole("table", { name: "Confronto tra 2 macchinari" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Alfa", "Beta"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Trattamenti",
      "Chi può usarlo",
      "Scheda tecnica",
      "Regole europee (allegato XVI, classe MDR)",
      "Formule",
      "Documenti da chiedere",
      "Approfondite",
    ]);
    expect(
      within(table)
        .getAllByRole("link", { name: /^Calcolate il rientro/ })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/calcolo-rientro?macchinario=a", "/calcolo-rientro?macchinario=b"]);
    // The visitor's choice is columns at every width: no second view as cards.
    expect(screen.queryByRole("list", { name: "Macchinari a confronto" })).toBeNull();
    // Content is text: the markup in a value is not rendered as HTML.
    expect(container.querySelector("td b")).toBeNull();
    expect(within(table).getAllByText(/<b>limiti<\/b>/)).toHaveLength(2);
  });
  it("every machine (the prebuilt page, nothing chosen) is a table and the same as cards", () => {
    render(inLocale(<Comparison machines={MACHINES} />));
    expect(screen.getByRole("table", { name: "Confronto tra 4 macchinari" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Macchinari a confronto" })).getAllByRole("heading");
    expect(cards.map((h) => h.textContent)).toEqual(["Alfa", "Beta", "Gamma", "Delta"]);
  });
});
