/**
 * In the browser, <Seo> leaves the head of the page the server rendered alone and loads nothing for it; for a page
 * shown by navigating it loads the tags' code and writes the head. (The tags themselves: seo.test.tsx.)
 */
import { act, render } from "@testing-library/react";
import React from "react";

const mockLoads = { count: 0 };
jest.mock("../../src/components/SeoTags", () => {
  mockLoads.count += 1;
  return { __esModule: true, default: ({ title }: { title: string }) => <title>{title}</title> };
});

/** Seo.tsx as the browser bundle has it: read with the build's HTML stage unset (this file's own module registry). */
function browserSeo() {
  const stage = process.env.BUILD_STAGE;
  delete process.env.BUILD_STAGE;
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded now, with the stage unset */
    return {
      ...(require("../../src/runtime/parts") as typeof import("../../src/runtime/parts")),
      ...(require("../../src/components/Seo") as typeof import("../../src/components/Seo")),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  } finally {
    process.env.BUILD_STAGE = stage;
  }
}

it("leaves the server's page alone (nothing loaded); loads the tags for a page shown by navigating", async () => {
  const { Seo, markStarted } = browserSeo();
  const first = render(<Seo title="Home" description="" />);
  await act(async () => undefined);
  expect(first.container).toBeEmptyDOMElement();
  expect(mockLoads.count).toBe(0);

  markStarted();
  const next = render(<Seo title="Contatti" description="" />);
  await act(async () => undefined);
  expect(mockLoads.count).toBe(1);
  expect(next.container.querySelector("title")).toHaveTextContent("Contatti");
});
