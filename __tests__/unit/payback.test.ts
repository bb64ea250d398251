/** The payback calculator's sums, checked against figures worked out by hand. */
import {
  cumulativeCash,
  itNumber,
  monthlyMargin,
  parseItalianNumber,
  paybackMonths,
  readFigure,
  readFigures,
  rentalMonthlyNet,
  summaryLine,
  type Figures,
} from "../../src/lib/payback";
import { ticks } from "../../src/components/calculator/PaybackChart";

// 60 € a session, 10 a week, 46 weeks, 8 € cost: 52 € × 460 / 12 = 1,993.33 € a month.
const CENTRE: Figures = {
  price: 60,
  sessionsPerWeek: 10,
  weeksPerYear: 46,
  costPerSession: 8,
  purchasePrice: 25000,
  monthlyFee: 900,
};

describe("Italian numbers", () => {
  it.each([
    ["59,90", 59.9],
    ["59.90", 59.9],
    ["25.000", 25000],
    ["25.000,50", 25000.5],
    ["1.250.000", 1250000],
    [" 1 200 € ", 1200],
    ["0", 0],
    ["-5", -5],
  ])("%s is %d", (raw, value) => expect(parseItalianNumber(raw)).toBe(value));

  it.each(["", "abc", "12,5,3", "1.2.3", "5e3", "Infinity", "NaN", ",", "12..5"])("%s is not a number", (raw) =>
    expect(parseItalianNumber(raw)).toBeNull(),
  );
});

describe("each figure read from its field", () => {
  it("gives a message for empty, zero, negative, fractional and absurd figures", () => {
    expect(readFigure("price", "").error).toBe("Inserite questa cifra.");
    expect(readFigure("price", "0").error).toBe("Deve essere maggiore di zero.");
    expect(readFigure("price", "-10").error).toBe("Non può essere negativa.");
    expect(readFigure("price", "1000000").error).toBe("Al massimo 5000 €: controllate la cifra.");
    expect(readFigure("price", "trenta").error).toBe("Scrivete solo un numero, per esempio 59,90.");
    expect(readFigure("sessions", "7,5").error).toBe("Scrivete un numero intero.");
    expect(readFigure("weeks", "53").error).toBe("Al massimo 52 settimane: controllate la cifra.");
    expect(readFigure("purchase", "50").error).toBe("Almeno 100 €: controllate la cifra.");
  });

  it("accepts a zero cost per session and an Italian decimal comma", () => {
    expect(readFigure("cost", "0")).toEqual({ value: 0 });
    expect(readFigure("price", "59,90")).toEqual({ value: 59.9 });
  });

  it("asks for the purchase price or the fee when both are empty", () => {
    const { figures, errors } = readFigures({
      price: "60",
      sessions: "10",
      weeks: "46",
      cost: "8",
      purchase: "",
      fee: "",
    });
    expect(figures).toBeUndefined();
    expect(errors).toEqual({ purchase: expect.stringMatching(/prezzo d'acquisto o il canone/) });
  });

  it("reads a whole set of figures", () => {
    expect(
      readFigures({ price: "60", sessions: "10", weeks: "46", cost: "8", purchase: "25.000", fee: "900" }).figures,
    ).toEqual(CENTRE);
  });
});

describe("the sums", () => {
  it("monthly margin: (60 − 8) × 10 × 46 / 12 = 1,993.33 €", () => {
    expect(monthlyMargin(CENTRE)).toBeCloseTo(1993.333, 2);
  });

  it("months to pay back 25,000 €: 25,000 / 1,993.33 = 12.54, so in the 13th month", () => {
    expect(paybackMonths(CENTRE)).toBe(13);
  });

  it("a payback that lands on a whole month is that month: 25,000 / (50 × 12 × 50 / 12) = 10", () => {
    expect(
      paybackMonths({ price: 50, sessionsPerWeek: 12, weeksPerYear: 50, costPerSession: 0, purchasePrice: 25000 }),
    ).toBe(10);
  });

  it("a margin that never covers the machine gives no payback", () => {
    expect(paybackMonths({ ...CENTRE, costPerSession: 60 })).toBeNull(); // no margin at all
    expect(paybackMonths({ ...CENTRE, costPerSession: 75 })).toBeNull(); // a loss on every session
    // 1 € × 1 × 12 / 12 = 1 € a month against 25,000 €: more than ten years.
    expect(
      paybackMonths({ price: 2, sessionsPerWeek: 1, weeksPerYear: 12, costPerSession: 1, purchasePrice: 25000 }),
    ).toBeNull();
  });

  it("rental: 1,993.33 − 900 = 1,093.33 € a month; a fee larger than the margin is negative", () => {
    expect(rentalMonthlyNet(CENTRE)).toBeCloseTo(1093.333, 2);
    expect(rentalMonthlyNet({ ...CENTRE, monthlyFee: 2500 })).toBeCloseTo(-506.667, 2);
    expect(rentalMonthlyNet({ ...CENTRE, monthlyFee: undefined })).toBeNull();
  });

  it("cumulative cash starts at minus the price with a purchase and at zero with a rental", () => {
    const points = cumulativeCash(
      { price: 50, sessionsPerWeek: 12, weeksPerYear: 50, costPerSession: 0, purchasePrice: 25000, monthlyFee: 1000 },
      24,
    );
    expect(points).toHaveLength(25);
    expect(points[0]).toEqual({ month: 0, purchase: -25000, rental: 0 });
    expect(points[10]).toEqual({ month: 10, purchase: 0, rental: 15000 });
    expect(points[24]).toEqual({ month: 24, purchase: 35000, rental: 36000 });
  });

  it("the summary sent with a quote names the figures and the results", () => {
    // The break-even (payback-break-even.test.ts) closes it: rental 900 × 12 / (46 × 52) = 4.52, so 5 sessions a
    // week; the purchase over the default 60 months, 416.67 × 12 / 2,392 = 2.09, so 3.
    expect(summaryLine(CENTRE)).toBe(
      "Prezzo a seduta 60 €; 10 sedute a settimana; 46 settimane all'anno; costo a seduta 8 €; " +
        "prezzo d'acquisto 25.000 €; canone mensile 900 €; margine mensile 1993 €; acquisto ripagato in 13 mesi; " +
        "noleggio: 1093 € al mese dopo il canone; pareggio in sedute/settimana: noleggio 5, acquisto in 60 mesi 3",
    );
  });
});

describe("numbers written as Italians write them", () => {
  it.each([
    [1993.333, 2, "1993,33"],
    [1993.333, 0, "1993"],
    [25000, 0, "25.000"],
    [1250000.5, 2, "1.250.000,5"],
    [59.9, 2, "59,9"],
    [-1080, 0, "-1080"],
    [-0.001, 0, "0"],
    [12345.678, 0, "12.346"],
  ])("%d with %d decimals is %s", (value, decimals, text) => expect(itNumber(value, decimals)).toBe(text));
});

describe("the chart's scale", () => {
  it("puts round ticks from below the lowest value to above the highest", () => {
    // A fifth of the span is 23,920: the next round step is 25,000.
    expect(ticks(-25000, 94600)).toEqual([-25000, 0, 25000, 50000, 75000, 100000]);
    // A fifth of the span is 2,624: the next round step is 5,000.
    expect(ticks(0, 13120)).toEqual([0, 5000, 10000, 15000]);
    // A fifth of 3,000 is 600: the step is 1,000.
    expect(ticks(-3000, 0)).toEqual([-3000, -2000, -1000, 0]);
  });
});
