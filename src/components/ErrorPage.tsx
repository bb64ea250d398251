/**
 * The one error page: the 404 page and every other error (error boundary, fatal errors) render it.
 * People read Italian; the technical message is kept as it is, for support.
 */
import React from "react";
import { Helmet } from "react-helmet";
import { SmartLink } from "./SmartLink";
import * as styles from "../templates/templates.module.css";
import * as heroStyles from "./ui/PageHero.module.css";

export interface ErrorPageProps {
  readonly statusCode?: number;
  readonly statusMessage?: string;
  /** Technical description, e.g. "Page not found: /x". */
  readonly description?: string;
  /** Offer a "try again" link (a reload of the current address). */
  readonly retry?: boolean;
}

export const DEFAULT_ERROR = { statusCode: 500, statusMessage: "Internal Server Error" } as const;
export const NOT_FOUND = { statusCode: 404, statusMessage: "Page Not Found" } as const;

export function ErrorPage({ statusCode = DEFAULT_ERROR.statusCode, statusMessage = DEFAULT_ERROR.statusMessage, description, retry = false }: ErrorPageProps) {
  const notFound = statusCode === 404;
  const heading = notFound ? "Pagina non trovata" : "Si è verificato un errore";
  const lead = notFound
    ? "L'indirizzo che avete aperto non corrisponde a nessuna pagina del sito: forse è stato digitato in modo errato o la pagina è stata spostata."
    : "Qualcosa non ha funzionato durante il caricamento della pagina. Riprovate tra qualche istante oppure tornate alla home.";
  return (
    <>
      <Helmet>
        <title>{`${heading} (${statusCode})`}</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content={lead} />
      </Helmet>
      <section className={heroStyles.hero} aria-labelledby="page-heading" data-status-code={statusCode}>
        <div className="container">
          <p className="eyebrow">
            Errore {statusCode} · {statusMessage}
          </p>
          <h1 id="page-heading" tabIndex={-1}>
            {heading}
          </h1>
          <p className={heroStyles.lead}>{lead}</p>
          {description ? (
            <p>
              <span className="visually-hidden">Dettaglio tecnico: </span>
              <code className={styles.notFoundDetail} data-testid="error-description">
                {description}
              </code>
            </p>
          ) : null}
          <div className={heroStyles.actions}>
            {retry ? (
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                Riprova
              </button>
            ) : null}
            <SmartLink to="/" className={retry ? "btn btn-secondary" : "btn btn-primary"}>
              Torna alla home
            </SmartLink>
            <SmartLink to="/macchinari-estetici-roma" className="btn btn-secondary">
              Vedi i macchinari
            </SmartLink>
            <SmartLink to="/contatti" className="btn btn-secondary">
              Contattaci
            </SmartLink>
          </div>
        </div>
      </section>
    </>
  );
}
