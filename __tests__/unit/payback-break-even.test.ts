/**
 * The payback calculator's second part: break-even sessions a week, the slower first months, fixed monthly
 * costs, a financed purchase, the figures in the address. Every expected figure is worked out by hand in the
 * comment beside it, never with the function under test.
 */
import {
  annuityInstalment,
  breakEvens,
  breakEvenSessions,
  cashAt,
  downPayment,
  downPaymentMonths,
  eurosCents,
  figuresFromSearch,
  figuresSearch,
  financedMonthlyNet,
  loanInstalment,
  meaning,
  monthlyOutgoings,
  paybackMonths,
  readFigure,
  readFigures,
  rentalMonthlyNet,
  summaryLine,
  type Figures,
} from "../../src/lib/payback";

// 60 € a session, 10 a week, 46 weeks, 8 € cost: 52 € a session × 460 sessions a year / 12 = 1,993.33 € a month.
// Over a year the weeks give 46 × 52 = 2,392 € of margin for each weekly session: the break-even divides by it.
const CENTRE: Figures = { price: 60, sessionsPerWeek: 10, weeksPerYear: 46, costPerSession: 8 };

describe("break-even: the sessions a week that pay the month", () => {
  it("rental: 900 € × 12 / 2,392 = 4.52 sessions, so 5", () => {
    expect(breakEvens({ ...CENTRE, monthlyFee: 900 }, 60)).toEqual([
      { scenario: "rental", outgoings: 900, sessions: 5 },
    ]);
  });

  it("rental with 150 € of fixed costs: 1,050 € × 12 / 2,392 = 5.27, so 6", () => {
    expect(breakEvens({ ...CENTRE, monthlyFee: 900, fixedMonthly: 150 }, 60)[0].sessions).toBe(6);
  });

  it("a break-even that lands on a whole session is that session: 1,000 € × 12 / (48 × 50 €) = 5", () => {
    const even = { price: 50, sessionsPerWeek: 8, weeksPerYear: 48, costPerSession: 0, monthlyFee: 1000 };
    expect(breakEvens(even, 60)[0].sessions).toBe(5);
  });

  it("purchase over the term chosen: 25,000 € over 36 months is 694.44 € a month, × 12 / 2,392 = 3.48, so 4", () => {
    const f = { ...CENTRE, purchasePrice: 25000 };
    expect(monthlyOutgoings(f, "purchase", 36)).toBeCloseTo(694.444, 2);
    expect(breakEvens(f, 36)).toEqual([{ scenario: "purchase", outgoings: expect.closeTo(694.444, 2), sessions: 4 }]);
    // Over 24 months: 1,041.67 € a month, × 12 / 2,392 = 5.23, so 6.
    expect(breakEvens(f, 24)[0].sessions).toBe(6);
    // Over 36 months with 150 € of fixed costs: 844.44 € a month, × 12 / 2,392 = 4.24, so 5.
    expect(breakEvens({ ...f, fixedMonthly: 150 }, 36)[0].sessions).toBe(5);
  });

  it("financed with a quoted instalment: 500 € + the 5,000 € down payment over 48 months = 604.17 € a month", () => {
    // 604.17 × 12 = 7,250 €, / 2,392 = 3.03 sessions, so 4.
    const f: Figures = { ...CENTRE, purchasePrice: 25000, financing: { amount: 20000, months: 48, instalment: 500 } };
    expect(downPayment(f)).toBe(5000);
    expect(monthlyOutgoings(f, "financed", 60)).toBeCloseTo(604.167, 2);
    expect(breakEvens(f, 60).map((b) => [b.scenario, b.sessions])).toEqual([
      ["purchase", 3], // 25,000 / 60 = 416.67 € a month, × 12 / 2,392 = 2.09, so 3
      ["financed", 4],
    ]);
  });

  it("financed without a purchase price: no down payment, the instalment alone", () => {
    // 500 € × 12 / 2,392 = 2.51, so 3.
    const f: Figures = { ...CENTRE, financing: { amount: 20000, months: 48, instalment: 500 } };
    expect(downPayment(f)).toBe(0);
    expect(breakEvens(f, 60)).toEqual([{ scenario: "financed", outgoings: 500, sessions: 3 }]);
  });

  it("cannot be reached when a session earns nothing, or beyond 300 sessions a week", () => {
    expect(breakEvenSessions({ ...CENTRE, costPerSession: 60 }, 900)).toEqual({ sessions: null, reason: "noMargin" });
    expect(breakEvenSessions({ ...CENTRE, costPerSession: 70 }, 900)).toEqual({ sessions: null, reason: "noMargin" });
    // 1 € a session, 46 weeks: 2,000 € × 12 / 46 = 521.7, so 522 sessions a week, more than 300.
    expect(breakEvenSessions({ ...CENTRE, price: 2, costPerSession: 1 }, 2000)).toEqual({
      sessions: null,
      reason: "beyondCapacity",
      needed: 522,
    });
    // 900 € × 12 / 46 = 234.8, so 235: still within 300.
    expect(breakEvenSessions({ ...CENTRE, price: 2, costPerSession: 1 }, 900)).toEqual({ sessions: 235 });
  });
});

describe("the loan's instalment (French amortisation)", () => {
  it("20,000 € at a TAN of 6% over 48 months is 469.70 € a month", () => {
    // i = 6% / 12 = 0.005. (1.005)^48 by squaring: ^2 = 1.010025, ^4 = 1.0201505, ^8 = 1.0407070,
    // ^16 = 1.0830712, ^32 = 1.1730431, ^48 = ^32 × ^16 = 1.2704892. (1.005)^−48 = 0.7870984;
    // 1 − 0.7870984 = 0.2129016. 20,000 × 0.005 = 100 € of interest the first month; 100 / 0.2129016 = 469.70 €.
    expect(annuityInstalment(20000, 6, 48)).toBeCloseTo(469.7, 2);
    expect(loanInstalment({ amount: 20000, months: 48, annualRate: 6 })).toBeCloseTo(469.7, 2);
  });

  it("at a zero rate is the amount divided by the months: 12,000 / 24 = 500 €", () => {
    expect(annuityInstalment(12000, 0, 24)).toBe(500);
  });

  it("a quoted instalment is used as it is, whatever the rate", () => {
    expect(loanInstalment({ amount: 20000, months: 48, instalment: 480, annualRate: 6 })).toBe(480);
  });

  it("is written with its cents", () => {
    expect(eurosCents(469.7005)).toBe("469,70 €");
    expect(eurosCents(500)).toBe("500 €");
    expect(eurosCents(12345.5)).toBe("12.345,50 €");
  });
});

describe("the slower first months and the fixed costs", () => {
  const RAMP: Figures = { ...CENTRE, purchasePrice: 25000, rampUp: { share: 40, months: 3 } };

  it("3 months at 40% earn 1.2 months of margin: 1,993.33 × 1.2 = 2,392 €, so −22,608 € after month 3", () => {
    expect(cashAt(RAMP, 3).purchase).toBeCloseTo(-22608, 6);
    // Month 1: 1,993.33 × 0.4 = 797.33 €, so −24,202.67 €.
    expect(cashAt(RAMP, 1).purchase).toBeCloseTo(-24202.667, 2);
    // Month 4: 1.2 + 1 = 2.2 months of margin = 4,385.33 €, so −20,614.67 €.
    expect(cashAt(RAMP, 4).purchase).toBeCloseTo(-20614.667, 2);
  });

  it("pays the purchase back later: 1,993.33 × (m − 1.8) ≥ 25,000 from m = 14.34, so 15 months (13 without)", () => {
    expect(paybackMonths({ ...CENTRE, purchasePrice: 25000 })).toBe(13);
    expect(paybackMonths(RAMP)).toBe(15);
  });

  it("fixed costs come off every month: (1,993.33 − 150) × m ≥ 25,000 from m = 13.56, so 14", () => {
    expect(paybackMonths({ ...CENTRE, purchasePrice: 25000, fixedMonthly: 150 })).toBe(14);
    // Both: 1,993.33 × (m − 1.8) − 150 × m ≥ 25,000, so 1,843.33 × m ≥ 28,588 and m ≥ 15.51: 16 months.
    expect(paybackMonths({ ...RAMP, fixedMonthly: 150 })).toBe(16);
  });

  it("rental after fee and fixed costs: 1,993.33 − 900 − 150 = 943.33 € a month", () => {
    expect(rentalMonthlyNet({ ...CENTRE, monthlyFee: 900, fixedMonthly: 150 })).toBeCloseTo(943.333, 2);
    // With the slower start the first month is 797.33 − 900 − 150 = −252.67 €.
    expect(
      cashAt({ ...CENTRE, monthlyFee: 900, fixedMonthly: 150, rampUp: { share: 40, months: 3 } }, 1).rental,
    ).toBeCloseTo(-252.667, 2);
  });
});

describe("a financed purchase", () => {
  // 25,000 € machine, 20,000 € financed at 6% over 48 months (469.70 € a month), so 5,000 € down; 150 € fixed
  // costs, 3 months at 40%.
  const LOAN: Figures = {
    ...CENTRE,
    fixedMonthly: 150,
    rampUp: { share: 40, months: 3 },
    purchasePrice: 25000,
    financing: { amount: 20000, months: 48, annualRate: 6 },
  };

  it("leaves 1,993.33 − 150 − 469.70 = 1,373.63 € a month during the loan", () => {
    expect(financedMonthlyNet(LOAN)).toBeCloseTo(1373.63, 1);
  });

  it("covers the 5,000 € down payment in month 7", () => {
    // 1,993.33 × (m − 1.8) − 150 × m − 469.70 × m ≥ 5,000: 1,373.63 × m ≥ 5,000 + 3,588 = 8,588, m ≥ 6.25.
    expect(downPaymentMonths(LOAN)).toBe(7);
    expect(downPaymentMonths({ ...LOAN, purchasePrice: undefined })).toBeNull(); // nothing down, nothing to cover
  });

  it("starts at minus the down payment and stops paying instalments after the loan's months", () => {
    // 50 € a session, 12 a week, 50 weeks, no cost: 2,500 € a month. 3,000 € at 0% over 6 months: 500 € a month.
    const short: Figures = {
      price: 50,
      sessionsPerWeek: 12,
      weeksPerYear: 50,
      costPerSession: 0,
      purchasePrice: 4000,
      financing: { amount: 3000, months: 6, annualRate: 0 },
    };
    expect(cashAt(short, 0).financed).toBe(-1000); // 4,000 − 3,000 down
    expect(cashAt(short, 6).financed).toBe(11000); // 2,500 × 6 − 500 × 6 − 1,000
    expect(cashAt(short, 10).financed).toBe(21000); // 2,500 × 10 − 500 × 6 − 1,000
  });
});

describe("the figures read from the fields", () => {
  it("gives the new fields the same messages as the others", () => {
    expect(readFigure("rampShare", "140").error).toBe("Al massimo 100%: controllate la cifra.");
    expect(readFigure("rampShare", "-5").error).toBe("Non può essere negativa.");
    expect(readFigure("rampShare", "40%")).toEqual({ value: 40 });
    expect(readFigure("rampShare", "37,5")).toEqual({ value: 37.5 });
    expect(readFigure("rampShare", "0")).toEqual({ value: 0 });
    expect(readFigure("rampMonths", "2,5").error).toBe("Scrivete un numero intero.");
    expect(readFigure("rampMonths", "0").error).toBe("Deve essere maggiore di zero.");
    expect(readFigure("rampMonths", "30").error).toBe("Al massimo 24 mesi: controllate la cifra.");
    expect(readFigure("fixed", "0")).toEqual({ value: 0 });
    expect(readFigure("fixed", "1.250,50")).toEqual({ value: 1250.5 });
    expect(readFigure("fixed", "tanti").error).toBe("Scrivete solo un numero, per esempio 59,90.");
    expect(readFigure("financed", "1.500.000").error).toBe("Al massimo 1.000.000 €: controllate la cifra.");
    expect(readFigure("instalment", "469,70")).toEqual({ value: 469.7 });
    expect(readFigure("rate", "0")).toEqual({ value: 0 });
    expect(readFigure("rate", "35").error).toBe("Al massimo 30%: controllate la cifra.");
    expect(readFigure("financeMonths", "3").error).toBe("Almeno 6 mesi: controllate la cifra.");
    expect(readFigure("financeMonths", "48,5").error).toBe("Scrivete un numero intero.");
  });

  const BASE = { price: "60", sessions: "10", weeks: "46", cost: "8" };

  it("reads a whole set, the loan's instalment from its rate", () => {
    expect(
      readFigures({
        ...BASE,
        fixed: "150",
        rampShare: "40",
        rampMonths: "3",
        purchase: "25.000",
        financed: "20.000",
        rate: "6",
        financeMonths: "48",
      }).figures,
    ).toEqual({
      ...CENTRE,
      fixedMonthly: 150,
      rampUp: { share: 40, months: 3 },
      purchasePrice: 25000,
      financing: { amount: 20000, months: 48, annualRate: 6 },
    });
  });

  it("a loan alone is enough; it needs its amount, its months and an instalment or a rate", () => {
    expect(readFigures({ ...BASE, financed: "20000", instalment: "500", financeMonths: "48" }).figures).toBeDefined();
    expect(readFigures({ ...BASE, financed: "20000" }).errors).toEqual({
      financeMonths: "Inserite la durata del finanziamento in mesi.",
      instalment: "Inserite la rata mensile o il TAN che vi sono stati proposti.",
    });
    expect(readFigures({ ...BASE, rate: "6", financeMonths: "48" }).errors).toEqual({
      financed: "Inserite l'importo finanziato.",
    });
  });

  it("the slower start needs both its figures", () => {
    expect(readFigures({ ...BASE, fee: "900", rampShare: "40" }).errors).toEqual({
      rampMonths: "Inserite anche per quanti mesi dura l'avvio.",
    });
    expect(readFigures({ ...BASE, fee: "900", rampMonths: "3" }).errors).toEqual({
      rampShare: "Inserite anche la quota di sedute dei primi mesi.",
    });
  });

  it("an amount financed above the price, or instalments that repay less than it, get a message", () => {
    expect(
      readFigures({ ...BASE, purchase: "20.000", financed: "25.000", instalment: "600", financeMonths: "48" }).errors,
    ).toEqual({ financed: "Supera il prezzo d'acquisto (20.000 €): controllate la cifra." });
    // 100 € × 12 months = 1,200 €, less than the 20,000 € lent.
    expect(readFigures({ ...BASE, financed: "20.000", instalment: "100", financeMonths: "12" }).errors).toEqual({
      instalment: "Con questa rata e questa durata restituireste meno dell'importo finanziato: controllate la cifra.",
    });
  });

  it("still asks for a purchase price, a fee or a loan", () => {
    expect(readFigures(BASE).errors).toEqual({
      purchase:
        "Inserite il prezzo d'acquisto o il canone mensile che vi sono stati proposti (o entrambi), " +
        "oppure un finanziamento.",
    });
  });
});

describe("the figures in the address", () => {
  it("reads the valid ones as written", () => {
    expect(figuresFromSearch("?macchinario=laser&p=59,90&s=10&sa=46&c=8&a=25.000&n=900&cf=150&per=36")).toEqual({
      raw: { price: "59,90", sessions: "10", weeks: "46", cost: "8", fixed: "150", purchase: "25.000", fee: "900" },
      term: 36,
      ignored: [],
    });
    expect(figuresFromSearch("?av=40&am=3&fin=20000&tan=5%2C9&dur=48&rata=")).toEqual({
      raw: { rampShare: "40", rampMonths: "3", financed: "20000", rate: "5,9", financeMonths: "48" },
      ignored: [],
    });
  });

  it("names the invalid ones and leaves them out", () => {
    expect(figuresFromSearch("?p=abc&s=7,5&sa=60&c=8&av=140&per=13")).toEqual({
      raw: { cost: "8" },
      ignored: [
        "prezzo a seduta («abc»)",
        "sedute a settimana («7,5»)",
        "settimane all'anno («60»)",
        "quota di sedute nell'avvio («140»)",
        "periodo del calcolo («13»)",
      ],
    });
    expect(figuresFromSearch("?p=NaN&a=Infinity").ignored).toEqual([
      "prezzo a seduta («NaN»)",
      "prezzo d'acquisto («Infinity»)",
    ]);
  });

  it("has nothing when the figures are missing", () => {
    expect(figuresFromSearch("")).toEqual({ raw: {}, ignored: [] });
    expect(figuresFromSearch("?macchinario=laser&utm_source=news")).toEqual({ raw: {}, ignored: [] });
  });

  it("writes the machine, the valid figures as typed, the period, and keeps other parameters", () => {
    expect(
      figuresSearch(
        "?utm_source=news&p=1&per=24",
        { price: "59,90", sessions: " 10 ", weeks: "", cost: "abc", purchase: "25.000 €" },
        36,
        "laser",
      ),
    ).toBe("?macchinario=laser&p=59,90&s=10&a=25.000&per=36&utm_source=news");
    expect(figuresSearch("?macchinario=laser", {}, 60, "")).toBe("");
  });
});

describe("the words around the result", () => {
  const ALL: Figures = {
    ...CENTRE,
    fixedMonthly: 150,
    rampUp: { share: 40, months: 3 },
    purchasePrice: 25000,
    monthlyFee: 900,
    financing: { amount: 20000, months: 48, annualRate: 6 },
  };

  it("say what the figures mean, from the figures", () => {
    expect(meaning(ALL).means).toBe(
      // 1,993.33 − 150 = 1,843.33; at 40%: 797.33 − 150 = 647.33; purchase back in month 16; rental 943.33;
      // loan 1,373.63 after 469.70; down payment in month 7 (worked out above).
      "Con 10 sedute a settimana per 46 settimane all'anno, a 60 € a seduta e 8 € di costo, le sedute rendono " +
        "1993 € al mese, 1843 € dopo 150 € di costi fissi. Nei primi 3 mesi contate il 40% delle sedute: 647 € al " +
        "mese dopo i costi fissi. Con l'acquisto rientrate dei 25.000 € al mese 16, avvio compreso. Con il " +
        "noleggio, a pieno ritmo vi restano 943 € al mese dopo il canone. Con il finanziamento, per 48 mesi vi " +
        "restano 1374 € al mese dopo la rata di 469,70 €; l'anticipo di 5000 € è coperto al mese 7.",
    );
  });

  it("say what the sum leaves out, the slower start and the loan's costs included", () => {
    expect(meaning(ALL).leavesOut).toBe(
      "Il calcolo non considera: tasse e IVA; il vostro tempo di lavoro, se non l'avete messo nel costo a seduta; " +
        "la stagionalità dopo i 3 mesi di avvio; il valore di rivendita del macchinario; spese e commissioni del " +
        "finanziamento non comprese nella rata.",
    );
    expect(meaning({ ...CENTRE, monthlyFee: 900 }).leavesOut).toContain(
      "la stagionalità e un avvio più lento; il valore di rivendita del macchinario; costi fissi come manutenzione",
    );
  });

  it("the summary for a quote request carries the new figures and stays within 600 characters", () => {
    // Break-even over 36 months: rental 1,050 × 12 / 2,392 = 5.27 → 6; purchase (694.44 + 150) × 12 / 2,392 =
    // 4.24 → 5; loan (469.70 + 5,000 / 48 + 150) × 12 / 2,392 = 3.63 → 4.
    const line = summaryLine(ALL, 36);
    expect(line).toBe(
      "Prezzo a seduta 60 €; 10 sedute a settimana; 46 settimane all'anno; costo a seduta 8 €; " +
        "costi fissi 150 € al mese; avvio al 40% per 3 mesi; prezzo d'acquisto 25.000 €; canone mensile 900 €; " +
        "finanziamento 20.000 € in 48 rate da 469,70 € (TAN 6%); margine mensile 1993 €; " +
        "acquisto ripagato in 16 mesi; noleggio: 943 € al mese dopo il canone; " +
        "finanziamento: 1374 € al mese dopo la rata; anticipo coperto in 7 mesi; " +
        "pareggio in sedute/settimana: noleggio 6, acquisto in 36 mesi 5, finanziamento 4",
    );
    // The longest figures the form accepts, every result in its longest words (nothing ever pays back).
    const longest: Figures = {
      price: 4999.99,
      sessionsPerWeek: 300,
      weeksPerYear: 52,
      costPerSession: 4999.98,
      fixedMonthly: 99999.99,
      rampUp: { share: 99.99, months: 24 },
      purchasePrice: 999999.99,
      monthlyFee: 99999.99,
      financing: { amount: 999999.98, months: 120, annualRate: 29.99 },
    };
    const text = summaryLine(longest, 60);
    expect(text).toContain("anticipo non coperto in 10 anni");
    expect(text).toContain("noleggio irraggiungibile, acquisto in 60 mesi irraggiungibile");
    expect(text.length).toBeLessThanOrEqual(600);
  });
});
