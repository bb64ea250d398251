/**
 * The payback calculator's sums, pure: the owner's own figures in; out come the sessions a week needed to break
 * even, the monthly margin, the months to pay back a purchase, what is left of the margin after a rental fee or a
 * loan's instalment, and the cumulative cash month by month, with the slower first months (ramp-up) and the fixed
 * monthly costs counted. No figure of ours is in here: every amount comes from the visitor. Numbers are read as
 * Italians write them ("59,90", "25.000"); every figure has a plausible range, and a figure outside it gets a
 * message, never NaN or Infinity. The figures also travel in the page's address (short names, ADDRESS_PARAMS), so
 * a link opens the calculator filled in.
 */
import { MACHINE_PARAM } from "./contact-path";
import { DEFAULT_TERM, TERMS } from "./payback-terms";

export const FIGURE_NAMES = [
  "price",
  "sessions",
  "weeks",
  "cost",
  "fixed",
  "rampShare",
  "rampMonths",
  "purchase",
  "fee",
  "financed",
  "instalment",
  "rate",
  "financeMonths",
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
export type RawFigures = Record<FigureName, string>;

/** The figures the calculator asks for; every other figure may stay empty. */
const REQUIRED: ReadonlySet<FigureName> = new Set<FigureName>(["price", "sessions", "weeks", "cost"]);
const OPTIONAL: ReadonlySet<FigureName> = new Set(FIGURE_NAMES.filter((name) => !REQUIRED.has(name)));

interface Range {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
  /** What the figure counts, for its messages: "€", "%" or a word. */
  readonly unit: string;
}

/** Plausible ranges: a figure outside them is almost surely a typo, and the visitor is told so. */
export const RANGES: Record<FigureName, Range> = {
  price: { min: 1, max: 5_000, unit: "€" },
  sessions: { min: 1, max: 300, integer: true, unit: "sedute" },
  weeks: { min: 1, max: 52, integer: true, unit: "settimane" },
  cost: { min: 0, max: 5_000, unit: "€" },
  fixed: { min: 0, max: 100_000, unit: "€" },
  rampShare: { min: 0, max: 100, unit: "%" },
  // A slower start longer than two years is not a start any more.
  rampMonths: { min: 1, max: 24, integer: true, unit: "mesi" },
  purchase: { min: 100, max: 1_000_000, unit: "€" },
  fee: { min: 1, max: 100_000, unit: "€" },
  financed: { min: 100, max: 1_000_000, unit: "€" },
  instalment: { min: 1, max: 100_000, unit: "€" },
  rate: { min: 0, max: 30, unit: "%" },
  financeMonths: { min: 6, max: 120, integer: true, unit: "mesi" },
};

/** Each figure in a few words, for the address's message and the summary sent with a quote request. */
export const SHORT_LABELS: Record<FigureName, string> = {
  price: "prezzo a seduta",
  sessions: "sedute a settimana",
  weeks: "settimane all'anno",
  cost: "costo a seduta",
  fixed: "costi fissi mensili",
  rampShare: "quota di sedute nell'avvio",
  rampMonths: "mesi di avvio",
  purchase: "prezzo d'acquisto",
  fee: "canone mensile",
  financed: "importo finanziato",
  instalment: "rata mensile",
  rate: "TAN",
  financeMonths: "durata del finanziamento",
};

export { TERMS, DEFAULT_TERM };
/** The longest payback worth telling is ten years. */
export const LONGEST_PAYBACK_MONTHS = 120;

/**
 * A number as Italians write it, at most two decimals: "1993", "25.000", "59,9", "-1080". Thousands are
 * grouped from five digits up, as Italian typography (and CLDR's it-IT) does. Written by hand: the browser's
 * Intl.NumberFormat costs about 100 ms on a slow phone the first time it is created.
 */
export function itNumber(value: number, decimals = 2): string {
  const rounded = Math.round(Math.abs(value) * 10 ** decimals) / 10 ** decimals;
  const [whole, fraction] = String(rounded).split(".");
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, ".") : whole;
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** 1993.33 -> "1993 €", 25000 -> "25.000 €" (negative amounts keep their sign). */
export const euros = (value: number): string => `${itNumber(value, 0)} €`;
/** An amount with its cents, as a loan's instalment is quoted: 469.7 -> "469,70 €", 500 -> "500 €". */
export function eurosCents(value: number): string {
  const text = itNumber(value, 2);
  return `${text.replace(/,(\d)$/, (_, digit: string) => `,${digit}0`)} €`;
}
const amount = (value: number, unit: string) => (unit === "%" ? `${itNumber(value)}%` : `${itNumber(value)} ${unit}`);

/**
 * A number as an Italian writes it: "59,90" and "59.90" are 59.9; "25.000" and "25.000,50" use the dot for
 * thousands; spaces and the euro sign are ignored. Anything else: null.
 */
export function parseItalianNumber(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0€]/g, "");
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  let normalised: string;
  if (text.includes(",")) {
    // Comma for decimals: the dots, if any, separate thousands.
    if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(text)) return null;
    normalised = text.replace(/\./g, "").replace(",", ".");
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) {
    normalised = text.replace(/\./g, ""); // "25.000": thousands
  } else if (/^-?\d+(\.\d+)?$/.test(text)) {
    normalised = text; // "59.90": a decimal point
  } else return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

const MESSAGES = {
  required: "Inserite questa cifra.",
  notNumber: "Scrivete solo un numero, per esempio 59,90.",
  positive: "Deve essere maggiore di zero.",
  negative: "Non può essere negativa.",
  integer: "Scrivete un numero intero.",
  tooSmall: (r: Range) => `Almeno ${amount(r.min, r.unit)}: controllate la cifra.`,
  tooLarge: (r: Range) => `Al massimo ${amount(r.max, r.unit)}: controllate la cifra.`,
  oneOfThree:
    "Inserite il prezzo d'acquisto o il canone mensile che vi sono stati proposti (o entrambi), " +
    "oppure un finanziamento.",
  rampShare: "Inserite anche la quota di sedute dei primi mesi.",
  rampMonths: "Inserite anche per quanti mesi dura l'avvio.",
  financed: "Inserite l'importo finanziato.",
  financeMonths: "Inserite la durata del finanziamento in mesi.",
  instalmentOrRate: "Inserite la rata mensile o il TAN che vi sono stati proposti.",
  financedOverPrice: (price: number) => `Supera il prezzo d'acquisto (${euros(price)}): controllate la cifra.`,
  instalmentTooLow: "Con questa rata e questa durata restituireste meno dell'importo finanziato: controllate la cifra.",
};

/** The figure read from its field, or the message to show beside it. Optional figures may be empty. */
export function readFigure(name: FigureName, raw: string): { value?: number; error?: string } {
  const r = RANGES[name];
  // A percentage may be written with its sign: "40%".
  const text = r.unit === "%" ? raw.replace(/%/g, "") : raw;
  if (text.trim() === "") return OPTIONAL.has(name) ? {} : { error: MESSAGES.required };
  const value = parseItalianNumber(text);
  if (value === null) return { error: MESSAGES.notNumber };
  if (value < 0) return { error: MESSAGES.negative };
  if (value === 0 && r.min > 0) return { error: MESSAGES.positive };
  if (r.integer && !Number.isInteger(value)) return { error: MESSAGES.integer };
  if (value < r.min) return { error: MESSAGES.tooSmall(r) };
  if (value > r.max) return { error: MESSAGES.tooLarge(r) };
  return { value };
}

/** A purchase paid partly with a loan: the figures the owner was quoted. */
export interface Financing {
  /** The amount lent (€); what the purchase price exceeds it by is the down payment. */
  readonly amount: number;
  /** Number of monthly instalments. */
  readonly months: number;
  /** The quoted monthly instalment (€); when given, it is used as it is. */
  readonly instalment?: number;
  /** The annual nominal rate (TAN, %), used to work out the instalment when none was quoted. */
  readonly annualRate?: number;
}

export interface Figures {
  /** Price per session charged to the client (€). */
  readonly price: number;
  readonly sessionsPerWeek: number;
  readonly weeksPerYear: number;
  /** The centre's own cost per session (€): products, energy, operator's time. */
  readonly costPerSession: number;
  /** Costs paid every month whatever the sessions (€): servicing, insurance, consumables not per session. */
  readonly fixedMonthly?: number;
  /** The first `months` run at `share` per cent of the sessions. */
  readonly rampUp?: { readonly share: number; readonly months: number };
  readonly purchasePrice?: number;
  readonly monthlyFee?: number;
  readonly financing?: Financing;
}

export type FigureErrors = Partial<Record<FigureName, string>>;

/** Every figure read, or the message of each field that is wrong. Missing fields count as empty. */
export function readFigures(raw: Partial<RawFigures>): { figures?: Figures; errors: FigureErrors } {
  const errors: FigureErrors = {};
  const values: Partial<Record<FigureName, number>> = {};
  for (const name of FIGURE_NAMES) {
    const { value, error } = readFigure(name, raw[name] ?? "");
    if (error) errors[name] = error;
    else if (value !== undefined) values[name] = value;
  }
  const given = (name: FigureName) => values[name] !== undefined || errors[name] !== undefined;
  // The slower start needs both its figures.
  if (given("rampShare") && !given("rampMonths")) errors.rampMonths = MESSAGES.rampMonths;
  if (given("rampMonths") && !given("rampShare")) errors.rampShare = MESSAGES.rampShare;
  // A loan: the amount, its duration, and the instalment or the rate to work it out.
  const loan = (["financed", "instalment", "rate", "financeMonths"] as const).some(given);
  if (loan) {
    if (!given("financed")) errors.financed = MESSAGES.financed;
    if (!given("financeMonths")) errors.financeMonths = MESSAGES.financeMonths;
    if (!given("instalment") && !given("rate")) errors.instalment = MESSAGES.instalmentOrRate;
  }
  const { financed, purchase, instalment, financeMonths } = values;
  if (financed !== undefined && purchase !== undefined && financed > purchase && !errors.financed) {
    errors.financed = MESSAGES.financedOverPrice(purchase);
  }
  if (
    financed !== undefined &&
    instalment !== undefined &&
    financeMonths !== undefined &&
    instalment * financeMonths < financed - 0.5 &&
    !errors.instalment
  ) {
    errors.instalment = MESSAGES.instalmentTooLow;
  }
  if (!loan && !given("purchase") && !given("fee")) errors.purchase = MESSAGES.oneOfThree;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    figures: {
      price: values.price!,
      sessionsPerWeek: values.sessions!,
      weeksPerYear: values.weeks!,
      costPerSession: values.cost!,
      ...(values.fixed !== undefined ? { fixedMonthly: values.fixed } : {}),
      ...(values.rampShare !== undefined ? { rampUp: { share: values.rampShare, months: values.rampMonths! } } : {}),
      ...(purchase !== undefined ? { purchasePrice: purchase } : {}),
      ...(values.fee !== undefined ? { monthlyFee: values.fee } : {}),
      ...(financed !== undefined
        ? {
            financing: {
              amount: financed,
              months: financeMonths!,
              ...(instalment !== undefined ? { instalment } : {}),
              ...(values.rate !== undefined ? { annualRate: values.rate } : {}),
            },
          }
        : {}),
    },
  };
}

/** Sessions in an average month: per week × weeks worked in a year ÷ 12. */
export const sessionsPerMonth = (f: Figures): number => (f.sessionsPerWeek * f.weeksPerYear) / 12;

/** What the sessions earn in an average month after their own cost, before paying for the machine. */
export const monthlyMargin = (f: Figures): number => (f.price - f.costPerSession) * sessionsPerMonth(f);

const fixedOf = (f: Figures): number => f.fixedMonthly ?? 0;

/** The margin left each month once the fixed monthly costs are paid, at full rhythm. */
export const monthlyNet = (f: Figures): number => monthlyMargin(f) - fixedOf(f);

/**
 * The monthly instalment of a loan repaid in equal instalments (French amortisation):
 * amount × i ÷ (1 − (1 + i)^−n), with i the monthly rate (TAN ÷ 12) and n the months; at a zero rate,
 * amount ÷ n.
 */
export function annuityInstalment(amount: number, annualRatePercent: number, months: number): number {
  const i = annualRatePercent / 100 / 12;
  if (i === 0) return amount / months;
  return (amount * i) / (1 - (1 + i) ** -months);
}

/** The loan's monthly instalment: the quoted one, or the one its rate and duration give. */
export function loanInstalment(loan: Financing): number {
  return loan.instalment ?? annuityInstalment(loan.amount, loan.annualRate ?? 0, loan.months);
}

/** What the owner pays at once with a loan: the purchase price less the amount financed (0 without a price). */
export const downPayment = (f: Figures): number =>
  f.financing && f.purchasePrice !== undefined ? Math.max(0, f.purchasePrice - f.financing.amount) : 0;

/**
 * Months at full rhythm in the first `month` months: each month of the slower start counts as its share
 * (3 months at 40% and 2 at 100% are 1.2 + 2 = 3.2).
 */
export function fullMonths(f: Figures, month: number): number {
  if (!f.rampUp) return month;
  const slow = Math.min(month, f.rampUp.months);
  return (slow * f.rampUp.share) / 100 + (month - slow);
}

/** What is left each month of a rental after the fee and the fixed costs (negative: a loss each month). */
export const rentalMonthlyNet = (f: Figures): number | null =>
  f.monthlyFee === undefined ? null : monthlyNet(f) - f.monthlyFee;

/** What is left each month while the loan is repaid, after the instalment and the fixed costs. */
export const financedMonthlyNet = (f: Figures): number | null =>
  f.financing === undefined ? null : monthlyNet(f) - loanInstalment(f.financing);

export type Scenario = "purchase" | "rental" | "financed";
export const SCENARIOS: readonly Scenario[] = ["rental", "purchase", "financed"];

export interface CashPoint {
  readonly month: number;
  /** Cumulative cash with a purchase: the price paid at month 0, then the margin less fixed costs each month. */
  readonly purchase?: number;
  /** Cumulative cash with a rental: the margin less the fee and fixed costs, each month. */
  readonly rental?: number;
  /** Cumulative cash with a loan: the down payment at month 0, then the margin less instalment and fixed costs. */
  readonly financed?: number;
}

/** The cumulative cash at the end of `month` (0: the day the machine arrives), for the options given. */
export function cashAt(f: Figures, month: number): CashPoint {
  const earned = monthlyMargin(f) * fullMonths(f, month) - fixedOf(f) * month;
  const loan = f.financing;
  return {
    month,
    ...(f.purchasePrice !== undefined ? { purchase: earned - f.purchasePrice } : {}),
    ...(f.monthlyFee !== undefined ? { rental: earned - f.monthlyFee * month } : {}),
    ...(loan ? { financed: earned - downPayment(f) - loanInstalment(loan) * Math.min(month, loan.months) } : {}),
  };
}

/** Cumulative cash from month 0 to `term`, for the options whose figure was given. */
export function cumulativeCash(f: Figures, term: number): CashPoint[] {
  return Array.from({ length: term + 1 }, (_, month) => cashAt(f, month));
}

/** The first month whose cumulative cash is no longer negative, within ten years; null if none. */
function firstMonthEven(f: Figures, scenario: Scenario): number | null {
  for (let month = 1; month <= LONGEST_PAYBACK_MONTHS; month++) {
    const cash = cashAt(f, month)[scenario];
    if (cash === undefined) return null;
    if (cash >= -1e-6) return month;
  }
  return null;
}

/**
 * Whole months until the margin has paid the purchase price back (the month in which it is reached), counting
 * the slower start and the fixed costs; null when it never does within LONGEST_PAYBACK_MONTHS.
 */
export const paybackMonths = (f: Figures): number | null =>
  f.purchasePrice === undefined ? null : firstMonthEven(f, "purchase");

/** Whole months until the margin, after instalments and fixed costs, has covered the down payment; null if none. */
export const downPaymentMonths = (f: Figures): number | null =>
  downPayment(f) > 0 ? firstMonthEven(f, "financed") : null;

/**
 * What a scenario costs each month, which the sessions must earn to break even: the fee; the purchase price
 * spread over `term` months; the instalment plus the down payment spread over the loan's months. Fixed costs are
 * added to each. Null when the scenario's figures were not given.
 */
export function monthlyOutgoings(f: Figures, scenario: Scenario, term: number): number | null {
  const fixed = fixedOf(f);
  if (scenario === "rental") return f.monthlyFee === undefined ? null : f.monthlyFee + fixed;
  if (scenario === "purchase") return f.purchasePrice === undefined ? null : f.purchasePrice / term + fixed;
  const loan = f.financing;
  return loan ? loanInstalment(loan) + downPayment(f) / loan.months + fixed : null;
}

export type BreakEven =
  | { readonly sessions: number }
  /** Every session costs as much as it earns, or more: no number of sessions breaks even. */
  | { readonly sessions: null; readonly reason: "noMargin" }
  /** More sessions a week than a machine plausibly gives (the form's own cap, RANGES.sessions.max). */
  | { readonly sessions: null; readonly reason: "beyondCapacity"; readonly needed: number };

/**
 * The sessions a week, at full rhythm, whose margin pays `outgoings` a month: outgoings × 12 ÷ (weeks a year ×
 * (price − cost)), rounded up to a whole session.
 */
export function breakEvenSessions(f: Figures, outgoings: number): BreakEven {
  const perSession = f.price - f.costPerSession;
  if (perSession <= 0) return { sessions: null, reason: "noMargin" };
  const needed = Math.max(1, Math.ceil((outgoings * 12) / (f.weeksPerYear * perSession) - 1e-9));
  return needed > RANGES.sessions.max ? { sessions: null, reason: "beyondCapacity", needed } : { sessions: needed };
}

/** The break-even of each scenario given, in the order rental, purchase, loan. */
export function breakEvens(f: Figures, term: number): Array<{ scenario: Scenario; outgoings: number } & BreakEven> {
  return SCENARIOS.flatMap((scenario) => {
    const outgoings = monthlyOutgoings(f, scenario, term);
    return outgoings === null ? [] : [{ scenario, outgoings, ...breakEvenSessions(f, outgoings) }];
  });
}

const sessionsText = (n: number) => `${itNumber(n)} ${n === 1 ? "seduta" : "sedute"}`;
const monthsText = (n: number) => `${n} ${n === 1 ? "mese" : "mesi"}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "nei primi 3 mesi", "nel primo mese". */
export const inFirstMonths = (n: number): string => (n === 1 ? "nel primo mese" : `nei primi ${n} mesi`);
const SCENARIO_WORDS: Record<Scenario, string> = {
  rental: "noleggio",
  purchase: "acquisto",
  financed: "finanziamento",
};

/** The figures and results as one line of text, sent with a quote request (the enquiry's "calcolo" field). */
export function summaryLine(f: Figures, term: number = DEFAULT_TERM): string {
  const months = paybackMonths(f);
  const net = rentalMonthlyNet(f);
  const loan = f.financing;
  const loanNet = financedMonthlyNet(f);
  const downMonths = downPaymentMonths(f);
  const evens = breakEvens(f, term).map(
    (b) =>
      `${SCENARIO_WORDS[b.scenario]}${b.scenario === "purchase" ? ` in ${term} mesi` : ""} ` +
      (b.sessions === null ? "irraggiungibile" : String(b.sessions)),
  );
  return [
    `Prezzo a seduta ${amount(f.price, "€")}`,
    `${itNumber(f.sessionsPerWeek)} sedute a settimana`,
    `${itNumber(f.weeksPerYear)} settimane all'anno`,
    `costo a seduta ${amount(f.costPerSession, "€")}`,
    ...(f.fixedMonthly !== undefined ? [`costi fissi ${amount(f.fixedMonthly, "€")} al mese`] : []),
    ...(f.rampUp ? [`avvio al ${amount(f.rampUp.share, "%")} per ${monthsText(f.rampUp.months)}`] : []),
    ...(f.purchasePrice !== undefined ? [`prezzo d'acquisto ${amount(f.purchasePrice, "€")}`] : []),
    ...(f.monthlyFee !== undefined ? [`canone mensile ${amount(f.monthlyFee, "€")}`] : []),
    ...(loan
      ? [
          `finanziamento ${amount(loan.amount, "€")} in ${loan.months} rate da ${eurosCents(loanInstalment(loan))}` +
            (loan.instalment === undefined ? ` (TAN ${amount(loan.annualRate ?? 0, "%")})` : ""),
        ]
      : []),
    `margine mensile ${euros(monthlyMargin(f))}`,
    ...(f.purchasePrice !== undefined
      ? [months === null ? "acquisto non ripagato in 10 anni" : `acquisto ripagato in ${monthsText(months)}`]
      : []),
    ...(net !== null ? [`noleggio: ${euros(net)} al mese dopo il canone`] : []),
    ...(loanNet !== null ? [`finanziamento: ${euros(loanNet)} al mese dopo la rata`] : []),
    ...(downPayment(f) > 0
      ? [downMonths === null ? "anticipo non coperto in 10 anni" : `anticipo coperto in ${monthsText(downMonths)}`]
      : []),
    `pareggio in sedute/settimana: ${evens.join(", ")}`,
  ].join("; ");
}

/**
 * What the result means and what it leaves out, in plain Italian, from the figures: the sentence under the chart.
 * Returns two sentences: the meaning, then what is not counted.
 */
export function meaning(f: Figures): { means: string; leavesOut: string } {
  const fixed = fixedOf(f);
  const parts: string[] = [];
  const margin = monthlyMargin(f);
  parts.push(
    `Con ${sessionsText(f.sessionsPerWeek)} a settimana per ${itNumber(f.weeksPerYear)} settimane all'anno, ` +
      `a ${amount(f.price, "€")} a seduta e ${amount(f.costPerSession, "€")} di costo, le sedute rendono ` +
      `${euros(margin)} al mese` +
      (fixed > 0 ? `, ${euros(margin - fixed)} dopo ${euros(fixed)} di costi fissi.` : "."),
  );
  if (f.rampUp) {
    parts.push(
      `${capitalised(inFirstMonths(f.rampUp.months))} contate il ${amount(f.rampUp.share, "%")} delle sedute: ` +
        `${euros((margin * f.rampUp.share) / 100 - fixed)} al mese${fixed > 0 ? " dopo i costi fissi" : ""}.`,
    );
  }
  if (f.purchasePrice !== undefined) {
    const months = paybackMonths(f);
    parts.push(
      months === null
        ? `Con l'acquisto non rientrate dei ${euros(f.purchasePrice)} entro dieci anni.`
        : `Con l'acquisto rientrate dei ${euros(f.purchasePrice)} al mese ${months}` +
            (f.rampUp ? ", avvio compreso." : "."),
    );
  }
  const rental = rentalMonthlyNet(f);
  if (rental !== null) {
    parts.push(
      rental > 0
        ? `Con il noleggio, a pieno ritmo vi restano ${euros(rental)} al mese dopo il canone.`
        : `Con il noleggio ci rimettete ${euros(-rental)} al mese: il canone costa più di quanto rendono le sedute.`,
    );
  }
  const loan = f.financing;
  const loanNet = financedMonthlyNet(f);
  if (loan && loanNet !== null) {
    const down = downPayment(f);
    const downMonths = downPaymentMonths(f);
    parts.push(
      `Con il finanziamento, per ${loan.months} mesi ${
        loanNet > 0 ? `vi restano ${euros(loanNet)} al mese` : `ci rimettete ${euros(-loanNet)} al mese`
      } dopo la rata di ${eurosCents(loanInstalment(loan))}` +
        (down > 0
          ? downMonths === null
            ? `, e l'anticipo di ${euros(down)} non si ripaga entro dieci anni.`
            : `; l'anticipo di ${euros(down)} è coperto al mese ${downMonths}.`
          : "."),
    );
  }
  const out = [
    "tasse e IVA",
    "il vostro tempo di lavoro, se non l'avete messo nel costo a seduta",
    f.rampUp
      ? `la stagionalità dopo ${f.rampUp.months === 1 ? "il mese" : `i ${f.rampUp.months} mesi`} di avvio`
      : "la stagionalità e un avvio più lento",
    "il valore di rivendita del macchinario",
    ...(loan ? ["spese e commissioni del finanziamento non comprese nella rata"] : []),
    ...(fixed === 0 ? ["costi fissi come manutenzione e assicurazione, che non avete indicato"] : []),
  ];
  return { means: parts.join(" "), leavesOut: `Il calcolo non considera: ${out.join("; ")}.` };
}

/** The address's short names of the figures (?p=60&s=10&…), and of the period of the calculation. */
export const ADDRESS_PARAMS: Record<FigureName, string> = {
  price: "p",
  sessions: "s",
  weeks: "sa",
  cost: "c",
  fixed: "cf",
  rampShare: "av",
  rampMonths: "am",
  purchase: "a",
  fee: "n",
  financed: "fin",
  instalment: "rata",
  rate: "tan",
  financeMonths: "dur",
};
export const TERM_PARAM = "per";

/** A figure as written in the address: what was typed, without spaces and signs ("25.000", "59,90"). */
const compact = (raw: string): string => raw.replace(/[\s\u00a0€%]/g, "");

export interface AddressFigures {
  /** The valid figures found, as written (a field shows them as they are). */
  readonly raw: Partial<RawFigures>;
  readonly term?: number;
  /** What was ignored, as "name («value»)", for the message. */
  readonly ignored: string[];
}

/** The figures in the address: each one valid is kept, each one invalid is named in `ignored`; others are absent. */
export function figuresFromSearch(search: string): AddressFigures {
  const params = new URLSearchParams(search);
  const raw: Partial<RawFigures> = {};
  const ignored: string[] = [];
  const quote = (value: string) => `«${value.length > 24 ? `${value.slice(0, 24)}…` : value}»`;
  for (const name of FIGURE_NAMES) {
    const value = params.get(ADDRESS_PARAMS[name])?.trim();
    if (!value) continue;
    if (readFigure(name, value).value === undefined) ignored.push(`${SHORT_LABELS[name]} (${quote(value)})`);
    else raw[name] = value;
  }
  const termText = params.get(TERM_PARAM)?.trim();
  let term: number | undefined;
  if (termText) {
    const value = Number(termText);
    if ((TERMS as readonly number[]).includes(value)) term = value;
    else ignored.push(`periodo del calcolo (${quote(termText)})`);
  }
  return { raw, ...(term !== undefined ? { term } : {}), ignored };
}

/**
 * The address's query string for the figures typed: the machine, every valid figure as typed, the period; the
 * other parameters of `current` (a campaign's, for instance) are kept. Commas stay readable ("p=59,90").
 */
export function figuresSearch(current: string, raw: Partial<RawFigures>, term: number, machine: string): string {
  const others = new URLSearchParams(current);
  for (const name of [MACHINE_PARAM, TERM_PARAM, ...Object.values(ADDRESS_PARAMS)]) others.delete(name);
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ",");
  const figures = FIGURE_NAMES.flatMap((name) => {
    const text = compact(raw[name] ?? "");
    return text && readFigure(name, text).value !== undefined ? [`${ADDRESS_PARAMS[name]}=${encode(text)}`] : [];
  });
  const query = [
    ...(machine ? [`${MACHINE_PARAM}=${encode(machine)}`] : []),
    ...figures,
    ...(figures.length > 0 ? [`${TERM_PARAM}=${term}`] : []),
    others.toString(),
  ]
    .filter(Boolean)
    .join("&");
  return query ? `?${query}` : "";
}
