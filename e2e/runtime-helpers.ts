/** Helpers of the client-runtime browser tests. */
import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until the app has rendered (the runtime marks <html data-runtime="ready">). */
export async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-runtime", "ready");
}

/** The paths of the documents (full page loads) the page requests from now on. */
export function documentRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame()) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A promise and the function that settles it: holds routed requests until the test lets them go. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/** A link of the header's desktop menu. */
export const menuLink = (page: Page, name: string) => page.locator("header").getByRole("link", { name, exact: true }).first();
