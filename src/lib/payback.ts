/**
 * The payback calculator's sums, pure: the owner's own figures in, the monthly margin, the months to pay back
 * a purchase, what is left of the margin after a rental fee, and the cumulative cash month by month. No figure
 * of ours is in here: every amount comes from the visitor. Numbers are read as Italians write them ("59,90",
 * "25.000"); every figure has a plausible range, and a figure outside it gets a message, never NaN or Infinity.
 */

export const FIGURE_NAMES = ["price", "sessions", "weeks", "cost", "purchase", "fee"] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
export type RawFigures = Record<FigureName, string>;

interface Range {
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
  /** What the figure counts, for its messages: "€" or a word. */
  readonly unit: string;
}

/** Plausible ranges: a figure outside them is almost surely a typo, and the visitor is told so. */
export const RANGES: Record<FigureName, Range> = {
  price: { min: 1, max: 5_000, unit: "€" },
  sessions: { min: 1, max: 300, integer: true, unit: "sedute" },
  weeks: { min: 1, max: 52, integer: true, unit: "settimane" },
  cost: { min: 0, max: 5_000, unit: "€" },
  purchase: { min: 100, max: 1_000_000, unit: "€" },
  fee: { min: 1, max: 100_000, unit: "€" },
};

/** The terms the chart can show, in months; the longest payback worth telling is ten years. */
export const TERMS = [24, 36, 48, 60] as const;
export const LONGEST_PAYBACK_MONTHS = 120;

/**
 * A number as Italians write it, at most two decimals: "1993", "25.000", "59,9", "-1080". Thousands are
 * grouped from five digits up, as Italian typography (and CLDR's it-IT) does. Written by hand: the browser's
 * Intl.NumberFormat costs about 100 ms on a slow phone the first time it is created (README, "Speed").
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
const amount = (value: number, unit: string) => `${itNumber(value)} ${unit}`;

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
  oneOfTwo: "Inserite il prezzo d'acquisto o il canone mensile che vi sono stati proposti (o entrambi).",
};

/** The figure read from its field, or the message to show beside it. Purchase and fee may be empty. */
export function readFigure(name: FigureName, raw: string): { value?: number; error?: string } {
  const r = RANGES[name];
  if (raw.trim() === "") return name === "purchase" || name === "fee" ? {} : { error: MESSAGES.required };
  const value = parseItalianNumber(raw);
  if (value === null) return { error: MESSAGES.notNumber };
  if (value < 0) return { error: MESSAGES.negative };
  if (value === 0 && r.min > 0) return { error: MESSAGES.positive };
  if (r.integer && !Number.isInteger(value)) return { error: MESSAGES.integer };
  if (value < r.min) return { error: MESSAGES.tooSmall(r) };
  if (value > r.max) return { error: MESSAGES.tooLarge(r) };
  return { value };
}

export interface Figures {
  /** Price per session charged to the client (€). */
  readonly price: number;
  readonly sessionsPerWeek: number;
  readonly weeksPerYear: number;
  /** The centre's own cost per session (€): products, energy, operator's time. */
  readonly costPerSession: number;
  readonly purchasePrice?: number;
  readonly monthlyFee?: number;
}

/** Every figure read, or the message of each field that is wrong. */
export function readFigures(raw: RawFigures): { figures?: Figures; errors: Partial<Record<FigureName, string>> } {
  const errors: Partial<Record<FigureName, string>> = {};
  const values: Partial<Record<FigureName, number>> = {};
  for (const name of FIGURE_NAMES) {
    const { value, error } = readFigure(name, raw[name]);
    if (error) errors[name] = error;
    else if (value !== undefined) values[name] = value;
  }
  if (!errors.purchase && !errors.fee && values.purchase === undefined && values.fee === undefined) {
    errors.purchase = MESSAGES.oneOfTwo;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    figures: {
      price: values.price!,
      sessionsPerWeek: values.sessions!,
      weeksPerYear: values.weeks!,
      costPerSession: values.cost!,
      ...(values.purchase !== undefined ? { purchasePrice: values.purchase } : {}),
      ...(values.fee !== undefined ? { monthlyFee: values.fee } : {}),
    },
  };
}

/** Sessions in an average month: per week × weeks worked in a year ÷ 12. */
export const sessionsPerMonth = (f: Figures): number => (f.sessionsPerWeek * f.weeksPerYear) / 12;

/** What the sessions earn in an average month after their own cost, before paying for the machine. */
export const monthlyMargin = (f: Figures): number => (f.price - f.costPerSession) * sessionsPerMonth(f);

/**
 * Whole months until the margin has paid the purchase price back (the month in which it is reached), or null
 * when the margin never does: no margin at all, or not within LONGEST_PAYBACK_MONTHS.
 */
export function paybackMonths(f: Figures): number | null {
  const margin = monthlyMargin(f);
  if (f.purchasePrice === undefined || margin <= 0) return null;
  const months = Math.ceil(f.purchasePrice / margin - 1e-9);
  return months <= LONGEST_PAYBACK_MONTHS ? months : null;
}

/** What is left each month of a rental after the fee (negative: the fee costs more than the sessions earn). */
export const rentalMonthlyNet = (f: Figures): number | null =>
  f.monthlyFee === undefined ? null : monthlyMargin(f) - f.monthlyFee;

export interface CashPoint {
  readonly month: number;
  /** Cumulative cash with a purchase: the price paid at month 0, then the margin each month. */
  readonly purchase?: number;
  /** Cumulative cash with a rental: the margin minus the fee, each month. */
  readonly rental?: number;
}

/** Cumulative cash from month 0 to `term`, for the options whose figure was given. */
export function cumulativeCash(f: Figures, term: number): CashPoint[] {
  const margin = monthlyMargin(f);
  const points: CashPoint[] = [];
  for (let month = 0; month <= term; month++) {
    points.push({
      month,
      ...(f.purchasePrice !== undefined ? { purchase: margin * month - f.purchasePrice } : {}),
      ...(f.monthlyFee !== undefined ? { rental: (margin - f.monthlyFee) * month } : {}),
    });
  }
  return points;
}

/** The figures and results as one line of text, sent with a quote request (the enquiry's "calcolo" field). */
export function summaryLine(f: Figures): string {
  const months = paybackMonths(f);
  const net = rentalMonthlyNet(f);
  return [
    `Prezzo a seduta ${amount(f.price, "€")}`,
    `${itNumber(f.sessionsPerWeek)} sedute a settimana`,
    `${itNumber(f.weeksPerYear)} settimane all'anno`,
    `costo a seduta ${amount(f.costPerSession, "€")}`,
    ...(f.purchasePrice !== undefined ? [`prezzo d'acquisto ${amount(f.purchasePrice, "€")}`] : []),
    ...(f.monthlyFee !== undefined ? [`canone mensile ${amount(f.monthlyFee, "€")}`] : []),
    `margine mensile ${euros(monthlyMargin(f))}`,
    ...(f.purchasePrice !== undefined
      ? [months === null ? "l'acquisto non rientra entro 10 anni" : `acquisto ripagato in ${months} mesi`]
      : []),
    ...(net !== null ? [`noleggio: ${euros(net)} al mese dopo il canone`] : []),
  ].join("; ");
}
