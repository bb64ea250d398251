/**
 * The error page as the runtime shows it (error boundary, fatal errors): its markup (ErrorPageBody.tsx) is a chunk
 * of its own, loaded only when an error is to be shown, as the specification lazy-loads the error pages. Until it
 * arrives, and if it cannot arrive (the network is down: often the very reason of the error), the same words
 * are shown plainly, with a link that loads the page again.
 */
import React, { Suspense } from "react";
import { DEFAULT_ERROR, errorPageText, type ErrorPageProps } from "./error-texts";

function PlainErrorPage({ statusCode = DEFAULT_ERROR.statusCode, retryHref }: ErrorPageProps) {
  const { heading, lead } = errorPageText(statusCode);
  return (
    <section className="section" aria-labelledby="page-heading" data-status-code={statusCode}>
      <div className="container">
        <h1 id="page-heading" tabIndex={-1}>
          {heading}
        </h1>
        <p>{lead}</p>
        <p>
          <a href={retryHref ?? "/"} className="btn btn-primary">
            {retryHref ? "Riprovate" : "Tornate alla home"}
          </a>
        </p>
      </div>
    </section>
  );
}

const ErrorPageBody = React.lazy(() =>
  import(/* webpackChunkName: "onuse-error-page" */ "./ErrorPageBody").catch(() => ({ default: PlainErrorPage })),
);

export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<PlainErrorPage {...props} />}>
      <ErrorPageBody {...props} />
    </Suspense>
  );
}
