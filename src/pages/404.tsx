import type { PageProps } from "gatsby";
import React from "react";
import { ErrorPage, NOT_FOUND } from "../components/ErrorPage";
import { useRequestedPath } from "../hooks/use-requested-path";

export default function NotFoundPage(_props: PageProps) {
  const path = useRequestedPath();
  return <ErrorPage {...NOT_FOUND} description={`Page not found: ${path}`} />;
}
