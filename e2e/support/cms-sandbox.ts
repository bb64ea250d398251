/**
 * The browser tests of /admin edit a copy of content/ in a temporary folder, served by its own decap-server,
 * so a test never writes into the working tree. The CMS asks for decap-server at its default address
 * (http://localhost:8081/api/v1, npm run cms); the tests forward those calls to this sandbox.
 */
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100);
/** decap-server of the sandbox: one per E2E_PORT, so parallel runs on one machine do not meet. */
export const CMS_SANDBOX_PORT = E2E_PORT + 10000;
export const CMS_SANDBOX_DIR = path.join(os.tmpdir(), `venere-cms-e2e-${E2E_PORT}`);
export const CMS_SANDBOX_CONTENT = path.join(CMS_SANDBOX_DIR, "content");
/** Where the generated config.yml sends the CMS on localhost (decap-server's default). */
export const LOCAL_BACKEND_URL = "http://localhost:8081/api/v1";
