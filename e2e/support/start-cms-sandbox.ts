/**
 * Started by playwright.config.ts: copies content/ into a fresh temporary folder, makes it a git repository
 * with one commit on main, and runs decap-server in git mode on it, the only mode in which decap-server keeps
 * drafts on branches as the GitHub backend does (editorial workflow).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CMS_SANDBOX_CONTENT, CMS_SANDBOX_DIR, CMS_SANDBOX_PORT } from "./cms-sandbox";

fs.rmSync(CMS_SANDBOX_DIR, { recursive: true, force: true });
fs.mkdirSync(CMS_SANDBOX_DIR, { recursive: true });
fs.cpSync(path.resolve(__dirname, "../../content"), CMS_SANDBOX_CONTENT, { recursive: true });

const git = (...args: string[]): void => {
  execFileSync("git", args, { cwd: CMS_SANDBOX_DIR, stdio: "ignore" });
};
git("init", "--quiet", "--initial-branch=main");
git("config", "user.name", "Redazione (test)");
git("config", "user.email", "redazione@example.invalid");
git("config", "commit.gpgsign", "false");
git("add", "--all");
git("commit", "--quiet", "--message", "Contenuti del sito");

process.env.PORT = String(CMS_SANDBOX_PORT);
process.env.BIND_HOST = "127.0.0.1";
process.env.GIT_REPO_DIRECTORY = CMS_SANDBOX_DIR;
process.env.MODE = "git";
process.env.LOG_LEVEL = "warn";
// decap-server reads its settings from the environment when loaded and listens at once: it is loaded only after
// the settings above, hence a dynamic import rather than one at the top.
void import("decap-server/dist/index.js");
