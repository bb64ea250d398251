/**
 * Business facts live in content/business.json only. Markdown bodies refer to them with placeholders such as
 * {{whatsapp}} or {{vatNumber}}, replaced when the page is rendered; an unknown placeholder fails the build.
 */
import type { ContentError } from "./validate";

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
] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number];

/** Placeholders that stand alone in a paragraph and become a whole block (src/components/Markdown.tsx). */
export const BLOCK_PLACEHOLDERS = ["cookieTable"] as const;

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export function placeholderValues(business: PlaceholderBusiness, siteUrl: string): Record<PlaceholderName, string> {
  const a = business.address;
  return {
    legalName: business.legalName,
    brandName: business.brandName,
    address: `${a.street}, ${a.postalCode} ${a.city} (${a.province})`,
    phone: business.phoneDisplay,
    email: business.email,
    privacyEmail: business.privacyEmail,
    whatsapp: business.whatsappDisplay,
    vatNumber: business.vatNumber,
    rea: business.rea,
    pec: business.pec,
    siteDomain: siteUrl.replace(/^https?:\/\//, "").replace(/\/+$/, ""),
  };
}

export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

export function checkPlaceholders(file: string, field: string, text: string): ContentError[] {
  const known = new Set<string>([...PLACEHOLDERS, ...BLOCK_PLACEHOLDERS]);
  return [...text.matchAll(TOKEN)]
    .filter((m) => !known.has(m[1]))
    .map((m) => ({
      file,
      field,
      message: `il segnaposto {{${m[1]}}} non esiste (ci sono: ${[...PLACEHOLDERS, ...BLOCK_PLACEHOLDERS].join(", ")})`,
    }));
}
