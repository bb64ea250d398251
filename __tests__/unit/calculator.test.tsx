/**
 * The payback calculator as a component: opened from an address with figures (filled in and computed, the address
 * kept up to date with replaceState, no new history entry), invalid figures of the address named in a message,
 * messages tied to their fields, the results in a live region, the chart's table marking the slower start, and
 * the link copied (or shown when the browser refuses). The browser tests (e2e/calculator.spec.ts) prove the same
 * on the built site.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { Calculator } from "../../src/components/calculator/Calculator";
import { LocaleProvider } from "../../src/components/locale";
import { mockSiteData } from "../helpers/site-data";

async function renderCalculator(search: string) {
  window.history.replaceState(null, "", `/calcolo-rientro${search}`);
  const result = render(
    <LocaleProvider value={{ locale: "it", prefix: "", canonicalPath: "/calcolo-rientro" }}>
      <Calculator search={search} />
    </LocaleProvider>,
  );
  // The sums are a chunk of their own, loaded after mounting.
  await act(async () => {
    await import("../../src/components/calculator/CalculatorResults");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}

beforeEach(mockSiteData);
afterEach(() => jest.restoreAllMocks());

// 60 € a session, 10 a week, 46 weeks, 8 € cost, 150 € fixed a month, 900 € rental fee: the break-even is
// (900 + 150) × 12 / (46 × 52) = 12,600 / 2,392 = 5.27, so 6 sessions a week.
const SHARED = "?p=60&s=10&sa=46&c=8&cf=150&av=40&am=3&n=900&per=36";

describe("the calculator opened from a shared address", () => {
  it("fills the fields, computes, and keeps the address without adding history entries", async () => {
    const length = window.history.length;
    const replace = jest.spyOn(window.history, "replaceState");
    await renderCalculator(SHARED);
    expect(screen.getByLabelText("Prezzo di una seduta per la vostra clientela")).toHaveValue("60");
    expect(screen.getByLabelText(/^Costi fissi mensili/)).toHaveValue("150");
    expect(screen.getByLabelText("Quota delle sedute")).toHaveValue("40");
    expect(screen.getByLabelText("In quanti mesi volete ripagare l'acquisto")).toHaveValue("36");
    expect(screen.getByTestId("pareggio-rental")).toHaveTextContent(
      "Per andare in pari servono 6 sedute a settimana. Con il noleggio: canone 900 € e costi fissi 150 € al mese.",
    );
    // 1,993.33 − 900 − 150 = 943.33 € a month.
    expect(screen.getByTestId("noleggio")).toHaveTextContent("943 €");
    expect(screen.getByTestId("pareggio-rental").closest('[role="status"]')).not.toBeNull();

    const user = userEvent.setup();
    const fee = screen.getByLabelText("Canone mensile di noleggio che vi è stato proposto");
    await user.clear(fee);
    await user.type(fee, "1.200");
    // (1,200 + 150) × 12 / 2,392 = 6.77, so 7.
    expect(screen.getByTestId("pareggio-rental")).toHaveTextContent("servono 7 sedute a settimana");
    expect(window.location.search).toBe("?p=60&s=10&sa=46&c=8&cf=150&av=40&am=3&n=1.200&per=36");
    expect(replace).toHaveBeenCalled();
    expect(window.history.length).toBe(length);
  });

  it("names the invalid figures of the address and leaves them out", async () => {
    await renderCalculator("?p=abc&s=10&sa=60&per=13");
    expect(screen.getByText(/Alcune cifre dell'indirizzo non erano valide e sono state ignorate/)).toHaveTextContent(
      "prezzo a seduta («abc»), settimane all'anno («60»), periodo del calcolo («13»).",
    );
    expect(screen.getByLabelText("Prezzo di una seduta per la vostra clientela")).toHaveValue("");
    expect(screen.getByLabelText("Sedute a settimana")).toHaveValue("10");
    expect(window.location.search).toBe("?s=10&per=60");
    expect(document.body).not.toHaveTextContent(/NaN|Infinity/);
  });
});

describe("the new fields", () => {
  it("tie their hints and messages to the field", async () => {
    await renderCalculator("");
    const user = userEvent.setup();
    const months = screen.getByLabelText("Per quanti mesi");
    await user.type(months, "0");
    await user.tab();
    expect(months).toHaveAttribute("aria-invalid", "true");
    expect(months).toHaveAccessibleDescription(
      "Se all'inizio prevedete meno sedute di quelle indicate sopra: per esempio il 40% per 3 mesi. " +
        "Deve essere maggiore di zero.",
    );
    const share = screen.getByLabelText("Quota delle sedute");
    await user.type(share, "140");
    await user.tab();
    expect(share).toHaveAccessibleDescription(
      "Se all'inizio prevedete meno sedute di quelle indicate sopra: per esempio il 40% per 3 mesi. " +
        "Al massimo 100%: controllate la cifra.",
    );
    await user.click(screen.getByRole("button", { name: "Calcolate" }));
    expect(screen.getByLabelText("Prezzo di una seduta per la vostra clientela")).toHaveAccessibleDescription(
      "Inserite questa cifra.",
    );
  });

  it("a financed purchase: the instalment from the rate, the down payment and its months", async () => {
    // 20,000 € at 6% over 48 months: 469.70 € (payback-break-even.test.ts works it out); 5,000 € down.
    await renderCalculator("?p=60&s=10&sa=46&c=8&cf=150&av=40&am=3&a=25.000&fin=20.000&tan=6&dur=48&per=36");
    expect(screen.getByTestId("rata")).toHaveTextContent("469,70 €");
    expect(screen.getByText("Rata del finanziamento, calcolata dal TAN")).toBeInTheDocument();
    expect(screen.getByTestId("finanziamento")).toHaveTextContent("1374 €");
    expect(screen.getByTestId("anticipo")).toHaveTextContent("7 mesi");
    expect(screen.getByTestId("rientro")).toHaveTextContent("16 mesi");
    // (25,000 / 36 + 150) × 12 / 2,392 = 4.24 → 5; (469.70 + 5,000 / 48 + 150) × 12 / 2,392 = 3.63 → 4.
    expect(screen.getByTestId("pareggio-purchase")).toHaveTextContent(
      "Per andare in pari con l'acquisto ripagato in 36 mesi servono 5 sedute a settimana",
    );
    expect(screen.getByTestId("pareggio-financed")).toHaveTextContent("servono 4 sedute a settimana");
    // The chart's table: the loan's column, the slower months marked.
    expect(screen.getByRole("columnheader", { name: "Finanziamento" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "3 (avvio)" })).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "6" })).toBeInTheDocument();
    expect(screen.getByTestId("significato")).toHaveTextContent("l'anticipo di 5000 € è coperto al mese 7");
  });

  it("says plainly when no number of sessions breaks even", async () => {
    await renderCalculator("?p=60&s=10&sa=46&c=60&n=900");
    expect(screen.getByTestId("pareggio-rental")).toHaveTextContent(
      "Con il noleggio il pareggio non è raggiungibile: ogni seduta costa quanto rende o di più.",
    );
    // 2 € a session, 1 € cost: 2,000 € × 12 / 46 = 521.7 sessions a week, more than 300.
    await renderCalculator("?p=2&s=10&sa=46&c=1&n=2000");
    expect(screen.getAllByTestId("pareggio-rental")[1]).toHaveTextContent(
      "servirebbero 522 sedute a settimana, più delle 300 che il calcolo considera possibili",
    );
  });
});

describe("the link to the calculation", () => {
  it("is copied to the clipboard", async () => {
    // user-event puts a clipboard of its own on setup: ours goes after it.
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await renderCalculator("?p=60&s=10&sa=46&c=8&n=900");
    await user.click(screen.getByRole("button", { name: "Copiate il collegamento" }));
    expect(writeText).toHaveBeenCalledWith("http://localhost/calcolo-rientro?p=60&s=10&sa=46&c=8&n=900&per=60");
    await waitFor(() => expect(screen.getByText(/Collegamento copiato/)).toBeInTheDocument());
  });

  it("is shown to copy by hand when the browser refuses", async () => {
    // user-event puts a clipboard of its own on setup: ours goes after it.
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await renderCalculator("?p=60&s=10&sa=46&c=8&n=900");
    await user.click(screen.getByRole("button", { name: "Copiate il collegamento" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Collegamento a questo calcolo")).toHaveValue(
        "http://localhost/calcolo-rientro?p=60&s=10&sa=46&c=8&n=900&per=60",
      ),
    );
    expect(screen.getByText(/Il browser non ha permesso la copia/)).toBeInTheDocument();
  });
});
