/**
 * The error page's words and defaults, apart from its markup (ErrorPageBody.tsx): the runtime needs them at
 * start-up (the document's title while an error is shown), the page itself only when an error happens.
 */
export interface ErrorPageProps {
  readonly statusCode?: number;
  readonly statusMessage?: string;
  /** Technical description, e.g. "Page not found: /x". */
  readonly description?: string;
  /** Offer a "try again" button (a reload of the current address). */
  readonly retry?: boolean;
  /** Offer a "try again" link to this address (a full page load), e.g. the page that failed to load. */
  readonly retryHref?: string;
}

export const DEFAULT_ERROR = { statusCode: 500, statusMessage: "Internal Server Error" } as const;
export const NOT_FOUND = { statusCode: 404, statusMessage: "Page Not Found" } as const;

/** The heading and the lead of the page for a status code. */
export function errorPageText(statusCode: number): { heading: string; lead: string } {
  return statusCode === 404
    ? {
        heading: "Pagina non trovata",
        lead:
          "L'indirizzo che avete aperto non corrisponde a nessuna pagina del sito: forse è stato digitato in " +
          "modo errato o la pagina è stata spostata.",
      }
    : {
        heading: "Si è verificato un errore",
        lead:
          "Qualcosa non ha funzionato durante il caricamento della pagina. Riprovate tra qualche istante " +
          "oppure tornate alla home.",
      };
}
