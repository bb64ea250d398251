/**
 * The error page's content, without its <head> tags: what ErrorPage renders (with the head, for the 404
 * page) and what the runtime renders for other errors (error boundary, fatal errors). It is kept apart
 * from react-helmet so that the runtime, which is in every page's first-load script, does not carry it.
 * People read Italian; the technical message and status text are kept as they are (English), for support.
 */
import React from "react";
import { SECTION_PATHS } from "../config/site-structure";
import * as styles from "./ErrorPage.module.css";
import { SmartLink } from "./SmartLink";
import * as heroStyles from "./ui/PageHero.module.css";

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

export function ErrorPageBody({
  statusCode = DEFAULT_ERROR.statusCode,
  statusMessage = DEFAULT_ERROR.statusMessage,
  description,
  retry = false,
  retryHref,
}: ErrorPageProps) {
  const { heading, lead } = errorPageText(statusCode);
  return (
    <section className={heroStyles.hero} aria-labelledby="page-heading" data-status-code={statusCode}>
      <div className="container">
        <p className="eyebrow">
          Errore {statusCode} · <span lang="en">{statusMessage}</span>
        </p>
        <h1 id="page-heading" tabIndex={-1}>
          {heading}
        </h1>
        <p className={heroStyles.lead}>{lead}</p>
        {description ? (
          <p>
            <span className="visually-hidden">Dettaglio tecnico: </span>
            <code className={styles.detail} data-testid="error-description" lang="en">
              {description}
            </code>
          </p>
        ) : null}
        <div className={heroStyles.actions}>
          {retryHref ? (
            <a href={retryHref} className="btn btn-primary">
              Riprovate
            </a>
          ) : retry ? (
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              Riprovate
            </button>
          ) : null}
          <SmartLink to="/" className={retry || retryHref ? "btn btn-secondary" : "btn btn-primary"}>
            Tornate alla home
          </SmartLink>
          <SmartLink to={SECTION_PATHS.machines} className="btn btn-secondary">
            Vedete i macchinari
          </SmartLink>
          <SmartLink to="/contatti" className="btn btn-secondary">
            Contattateci
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
