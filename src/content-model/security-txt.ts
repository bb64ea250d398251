/**
 * static/.well-known/security.txt (RFC 9116) tells who to write to about a vulnerability of the site. The build
 * fails when it has expired or will within 30 days (so it is renewed before it lapses), when its Contact is not
 * the company's e-mail in content/business.json, or when a required field is missing.
 */
import type { ContentError } from "./validate";

export const SECURITY_TXT = "static/.well-known/security.txt";
/** Renewal warning: the build fails this many days before Expires. */
export const RENEW_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/** Field name (lower case) -> values, in file order; comments and blank lines skipped. */
export function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^([A-Za-z-]+):\s*(.+?)\s*$/.exec(line);
    if (!m || line.startsWith("#")) continue;
    const name = m[1].toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), m[2]]);
  }
  return fields;
}

export interface SecurityTxtExpectations {
  /** The company's e-mail (content/business.json). */
  readonly email: string;
  /** The site's address (content/site.json), for Canonical. */
  readonly siteUrl: string;
  readonly now: Date;
}

export function checkSecurityTxt(
  text: string | null,
  { email, siteUrl, now }: SecurityTxtExpectations,
): ContentError[] {
  const err = (field: string, message: string): ContentError => ({ file: SECURITY_TXT, field, message });
  if (text === null) return [err("(file)", "manca: il sito deve dire dove segnalare una vulnerabilità (RFC 9116)")];
  const fields = parseSecurityTxt(text);
  const errors: ContentError[] = [];
  const contacts = fields.get("contact") ?? [];
  if (!contacts.includes(`mailto:${email}`)) {
    errors.push(
      err(
        "Contact",
        `deve essere mailto:${email}, l'e-mail di content/business.json (trovato: ${contacts.join(", ") || "nessuno"})`,
      ),
    );
  }
  const expires = fields.get("expires") ?? [];
  const when = expires.length === 1 ? Date.parse(expires[0]) : Number.NaN;
  if (Number.isNaN(when)) {
    errors.push(err("Expires", "deve comparire una volta, come data e ora, per esempio 2027-11-01T00:00:00.000Z"));
  } else if (when - now.getTime() <= RENEW_DAYS * DAY) {
    const state = when <= now.getTime() ? "è scaduto" : `scade entro ${RENEW_DAYS} giorni`;
    errors.push(err("Expires", `${state} (${expires[0]}): impostate una nuova data, a meno di un anno da oggi`));
  } else if (when - now.getTime() > 366 * DAY) {
    errors.push(err("Expires", `è a più di un anno da oggi (${expires[0]}); RFC 9116 chiede meno di un anno`));
  }
  const languages = (fields.get("preferred-languages") ?? [])
    .join(",")
    .split(",")
    .map((l) => l.trim());
  if (!languages.includes("it")) errors.push(err("Preferred-Languages", "deve comprendere it"));
  const canonical = `${siteUrl.replace(/\/+$/, "")}/.well-known/security.txt`;
  if (!(fields.get("canonical") ?? []).includes(canonical)) errors.push(err("Canonical", `deve essere ${canonical}`));
  return errors;
}
