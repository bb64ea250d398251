/**
 * Business facts live in content/business.json only, and facts the site repeats in content/fatti.json. Markdown
 * bodies and FAQ answers refer to them with placeholders such as {{whatsapp}}, {{vatNumber}} or
 * {{fatto:operatrice-pressoterapia}}, replaced when the page is built (bodies: src/components/Markdown.tsx; FAQ
 * answers: the `@placeholders` field of src/gatsby/schema.ts); an unknown placeholder, or one in a field where it
 * is not replaced, fails the build.
 */
import { PLACEHOLDER_TOKEN } from "./fill-placeholders";
import type { ContentError } from "./validate";

export { fillPlaceholders } from "./fill-placeholders";

export interface PlaceholderBusiness {
  readonly legalName: string;
  readonly brandName: string;
  readonly address: { street: string; postalCode: string; city: string; province: string };
  readonly phoneDisplay: string;
  readonly email: string;
  readonly privacyEmail: string;
  readonly whatsappDisplay: string;
  readonly vatNumber: string;
  readonly rea: string;
  readonly pec: string;
  readonly registryOffice?: string | null;
  readonly registryNumber?: string | null;
  readonly shareCapital?: string | null;
  readonly retention?: {
    readonly formDeletionDays?: number | null;
    readonly requestMonths?: number | null;
    readonly analyticsMonths?: string | null;
  } | null;
}

/** A fact of content/fatti.json, as the placeholder {{fatto:<key>}} gives it. */
export interface PlaceholderFact {
  readonly key: string;
  readonly text: string;
}

export const PLACEHOLDERS = [
  "legalName",
  "brandName",
  "address",
  "phone",
  "email",
  "privacyEmail",
  "whatsapp",
  "vatNumber",
  "rea",
  "pec",
  "siteDomain",
  "registryOffice",
  "registryNumber",
  "shareCapital",
  "formDeletionDays",
  "requestRetentionMonths",
  "analyticsRetentionMonths",
] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

/** Placeholders that stand alone in a paragraph and become a whole block (src/components/Markdown.tsx). */
export const BLOCK_PLACEHOLDERS = ["cookieTable"] as const;

/**
 * Paragraphs that open and close a part of a legal page shown only in a build with analytics, or only in one
 * without (src/lib/build-conditions.ts): {{ifAnalytics}} … {{endIf}}, {{ifNoAnalytics}} … {{endIf}}.
 */
export const CONDITION_PLACEHOLDERS = ["ifAnalytics", "ifNoAnalytics", "endIf"] as const;

/** The prefix of a fact's placeholder: {{fatto:<key>}}. */
export const FACT_PREFIX = "fatto:";

/** A phone number never wraps in the middle: non-breaking spaces, as the shell shows it (use-site-data.ts). */
const unbroken = (text: string): string => text.replace(/ /g, "\u00a0");

/** Every placeholder's value: the business facts, the site's domain and each fact as fatto:<key>. */
export function placeholderValues(
  business: PlaceholderBusiness,
  siteUrl: string,
  facts: readonly PlaceholderFact[] = [],
): Record<string, string> {
  const a = business.address;
  const retention = business.retention ?? {};
  const values: Record<PlaceholderName, string> = {
    legalName: business.legalName,
    brandName: business.brandName,
    address: `${a.street}, ${a.postalCode} ${a.city} (${a.province})`,
    phone: unbroken(business.phoneDisplay),
    email: business.email,
    privacyEmail: business.privacyEmail,
    whatsapp: unbroken(business.whatsappDisplay),
    vatNumber: business.vatNumber,
    rea: business.rea,
    pec: business.pec,
    siteDomain: siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, ""),
    registryOffice: business.registryOffice ?? "",
    registryNumber: business.registryNumber ?? "",
    shareCapital: business.shareCapital ?? "",
    formDeletionDays: String(retention.formDeletionDays ?? ""),
    requestRetentionMonths: String(retention.requestMonths ?? ""),
    analyticsRetentionMonths: String(retention.analyticsMonths ?? ""),
  };
  return { ...values, ...Object.fromEntries(facts.map((f) => [`${FACT_PREFIX}${f.key}`, f.text])) };
}

/** The placeholders written in `text`, by name (fatto:<key> for a fact). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_TOKEN)].map((m) => m[1]);
}

/**
 * The unknown placeholders of a text where placeholders are replaced (the body, a FAQ answer). `factKeys`: the
 * keys of content/fatti.json; undefined when the list cannot be read (its own check reports it).
 */
export function checkPlaceholders(
  file: string,
  field: string,
  text: string,
  factKeys?: readonly string[],
  { blocks = true }: { blocks?: boolean } = {},
): ContentError[] {
  const known = new Set<string>([
    ...PLACEHOLDERS,
    ...(blocks ? [...BLOCK_PLACEHOLDERS, ...CONDITION_PLACEHOLDERS] : []),
  ]);
  return placeholdersIn(text).flatMap((name) => {
    if (name.startsWith(FACT_PREFIX)) {
      const key = name.slice(FACT_PREFIX.length);
      if (!factKeys || factKeys.includes(key)) return [];
      return [
        {
          file,
          field,
          message:
            `il segnaposto {{${name}}} non corrisponde a nessun fatto di content/fatti.json ` +
            `(ci sono: ${factKeys.map((k) => `{{${FACT_PREFIX}${k}}}`).join(", ") || "nessuno"})`,
        },
      ];
    }
    if (known.has(name)) return [];
    return [
      {
        file,
        field,
        message: `il segnaposto {{${name}}} non esiste (ci sono: ${[...known].join(", ")}, {{${FACT_PREFIX}…}})`,
      },
    ];
  });
}

/** A placeholder in a field where the site does not replace it: it would be shown as written. */
export function misplacedPlaceholders(
  file: string,
  texts: ReadonlyArray<{ field: string; text: string }>,
): ContentError[] {
  return texts.flatMap(({ field, text }) => {
    const names = placeholdersIn(text);
    return names.length === 0
      ? []
      : [
          {
            file,
            field,
            message:
              `contiene {{${names[0]}}}, ma i segnaposto funzionano solo nel testo della pagina e nelle risposte ` +
              "delle domande frequenti: qui comparirebbe così com'è. Scrivete il testo per intero",
          },
        ];
  });
}
