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
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Holds the page data of `path` (from now on, prefetches included) until the returned function lets it go. */
export async function holdPageData(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/page-data${path}/page-data.json`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A link of the header's desktop menu. */
export const menuLink = (page: Page, name: string) =>
  page.locator("header").getByRole("link", { name, exact: true }).first();
