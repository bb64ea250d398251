/**
 * The one error page: the 404 page and every other error (error boundary, fatal errors) render it.
 * This is the page with its <head> tags; the content is ErrorPageBody (which the runtime uses alone).
 */
import React from "react";
import { Helmet } from "react-helmet";
import { ErrorPageBody } from "./ErrorPageBody";
import { DEFAULT_ERROR, errorPageText, type ErrorPageProps } from "./error-texts";

export { DEFAULT_ERROR, NOT_FOUND, type ErrorPageProps } from "./error-texts";

export function ErrorPage(props: ErrorPageProps) {
  const statusCode = props.statusCode ?? DEFAULT_ERROR.statusCode;
  const { heading, lead } = errorPageText(statusCode);
  return (
    <>
      <Helmet>
        <title>{`${heading} (${statusCode})`}</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content={lead} />
      </Helmet>
      <ErrorPageBody {...props} />
    </>
  );
}
