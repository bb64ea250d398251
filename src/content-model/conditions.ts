/**
 * Parts of a legal page shown only in a build with analytics, or only in one without (issue 29: the cookie policy
 * and the privacy notice say what is in use now). The Markdown body marks them with paragraphs that hold only a
 * placeholder:
 *
 *     {{ifAnalytics}}
 *
 *     Text shown only when the build has an analytics id (content/site.json or GATSBY_GTM_ID / GATSBY_GA4_ID).
 *
 *     {{endIf}}
 *
 * and {{ifNoAnalytics}} … {{endIf}} for the opposite. The page template drops the other part when it renders
 * (src/lib/build-conditions.ts); this module checks the markers, so a page never shows one as text.
 */
import type { ContentError } from "./validate";

export const OPENERS = ["ifAnalytics", "ifNoAnalytics"] as const;
export const CLOSER = "endIf";

const MARKER = /\{\{\s*(ifAnalytics|ifNoAnalytics|endIf)\s*\}\}/;
const ALONE = /^\s*\{\{\s*(ifAnalytics|ifNoAnalytics|endIf)\s*\}\}\s*$/;

/**
 * The problems of the condition markers in a body: a marker not alone in its paragraph, an {{endIf}} without its
 * opening, an opening inside another or never closed. `allowed`: whether the page's template applies them (the legal
 * pages); elsewhere any marker is refused.
 */
export function checkConditions(file: string, body: string, allowed: boolean): ContentError[] {
  const err = (message: string): ContentError => ({ file, field: "body", message });
  const paragraphs = body.split(/\n\s*\n/);
  const found = paragraphs.filter((p) => MARKER.test(p));
  if (found.length === 0) return [];
  if (!allowed) {
    return [
      err(
        "i segnaposto {{ifAnalytics}}, {{ifNoAnalytics}} e {{endIf}} funzionano solo nelle pagine legali " +
          "(«Impaginazione»: legal): qui comparirebbero così come sono",
      ),
    ];
  }
  const errors: ContentError[] = [];
  let open: string | null = null;
  for (const paragraph of found) {
    const alone = ALONE.exec(paragraph);
    if (!alone) {
      const name = /\{\{\s*(\w+)/.exec(paragraph)?.[1] ?? "";
      errors.push(err(`{{${name}}} deve stare da solo in un paragrafo, con una riga vuota prima e una dopo`));
      continue;
    }
    const name = alone[1];
    if (name === CLOSER) {
      if (open === null)
        errors.push(err(`{{${CLOSER}}} chiude una parte che nessun {{ifAnalytics}} o {{ifNoAnalytics}} apre`));
      open = null;
    } else {
      if (open !== null)
        errors.push(err(`{{${name}}} si apre dentro {{${open}}}: chiudete prima la parte con {{${CLOSER}}}`));
      open = name;
    }
  }
  if (open !== null) errors.push(err(`{{${open}}} apre una parte che nessun {{${CLOSER}}} chiude`));
  return errors;
}
