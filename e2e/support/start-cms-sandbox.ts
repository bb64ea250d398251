/**
 * Started by playwright.config.ts: copies content/ into a fresh temporary folder and runs decap-server
 * (local file-system mode) on it.
 */
import fs from "node:fs";
import path from "node:path";
import { CMS_SANDBOX_CONTENT, CMS_SANDBOX_DIR, CMS_SANDBOX_PORT } from "./cms-sandbox";

fs.rmSync(CMS_SANDBOX_DIR, { recursive: true, force: true });
fs.mkdirSync(CMS_SANDBOX_DIR, { recursive: true });
fs.cpSync(path.resolve(__dirname, "../../content"), CMS_SANDBOX_CONTENT, { recursive: true });

process.env.PORT = String(CMS_SANDBOX_PORT);
process.env.BIND_HOST = "127.0.0.1";
process.env.GIT_REPO_DIRECTORY = CMS_SANDBOX_DIR;
process.env.MODE = "fs";
process.env.LOG_LEVEL = "warn";
// decap-server reads its settings from the environment when loaded and listens at once: it is loaded only after
// the settings above, hence a dynamic import rather than one at the top.
void import("decap-server/dist/index.js");
