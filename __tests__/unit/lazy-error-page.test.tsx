/**
 * The runtime's error page loads its markup only when an error is shown; when that chunk cannot load (the network
 * is down), the same words stay, with a link that loads the page again.
 */
import { render, screen } from "@testing-library/react";
import React from "react";
import { LazyErrorPage } from "../../src/components/LazyErrorPage";

// Hoisted above the imports by babel-jest: the dynamic import of the page's markup fails.
jest.mock("../../src/components/ErrorPageBody", () => {
  throw new Error("ChunkLoadError: Loading chunk onuse-error-page failed.");
});

it("keeps the plain error page, with a working link, when its chunk cannot be loaded", async () => {
  render(<LazyErrorPage statusCode={500} retryHref="/blog" />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Si è verificato un errore");
  // Give the failed import its turn: the plain page stays, and the full page never appears.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole("link", { name: "Riprovate" })).toHaveAttribute("href", "/blog");
  expect(screen.queryByText(/^Errore 500/)).toBeNull();
});
