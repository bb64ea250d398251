/**
 * The error page's content, without its <head> tags: what ErrorPage renders (with the head, for the 404
 * page) and what the runtime renders for other errors (error boundary, fatal errors). The runtime loads it only
 * when an error is to be shown (LazyErrorPage.tsx), so it is not part of every page's start-up script.
 * People read Italian; the technical message and status text are kept as they are (English), for support.
 */
import React from "react";
import { SECTION_PATHS } from "../config/site-structure";
import { DEFAULT_ERROR, errorPageText, type ErrorPageProps } from "./error-texts";
import * as styles from "./ErrorPage.module.css";
import { SmartLink } from "./SmartLink";
import * as heroStyles from "./ui/PageHero.module.css";

export { DEFAULT_ERROR, NOT_FOUND, errorPageText, type ErrorPageProps } from "./error-texts";

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

export default ErrorPageBody;
