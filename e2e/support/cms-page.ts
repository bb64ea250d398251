/**
 * A browser page of /admin talking to the sandbox's decap-server: shared by the browser tests (e2e/cms.spec.ts) and
 * the editor guide's screenshots (scripts/cms-screenshots.ts).
 */
import type { Page } from "@playwright/test";
import { CMS_SANDBOX_PORT, LOCAL_BACKEND_URL } from "./cms-sandbox";

/** The configuration sends the CMS to decap-server's default address; this page's calls go to the sandbox instead. */
export async function routeCmsToSandbox(page: Page, sandboxPort: number = CMS_SANDBOX_PORT): Promise<void> {
  await page.route(LOCAL_BACKEND_URL, async (route) => {
    try {
      const response = await route.fetch({ url: `http://localhost:${sandboxPort}/api/v1` });
      await route.fulfill({ response });
    } catch {
      // The page cancelled the call or closed meanwhile; if the sandbox is down, the CMS shows it.
      await route.abort().catch(() => undefined);
    }
  });
}

/** A column of the workflow board («Bozze», «In revisione», «Pronto»): its heading and the cards under it. */
export const boardColumn = (page: Page, heading: string) =>
  page.getByRole("heading", { level: 2, name: heading, exact: true }).locator("xpath=..");
