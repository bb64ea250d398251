/**
 * Started by playwright.config.ts: copies content/ into a fresh temporary folder, makes it a git repository
 * with one commit on main, and runs decap-server in git mode on it, the only mode in which decap-server keeps
 * drafts on branches as the GitHub backend does (editorial workflow).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sandboxFor } from "./cms-sandbox";

// `start-cms-sandbox.ts preview` starts the preview tests' own sandbox; without an argument, the workflow's.
const { port, dir } = sandboxFor(process.argv[2]);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
fs.cpSync(path.resolve(__dirname, "../../content"), path.join(dir, "content"), { recursive: true });

const git = (...args: string[]): void => {
  execFileSync("git", args, { cwd: dir, stdio: "ignore" });
};
git("init", "--quiet", "--initial-branch=main");
git("config", "user.name", "Redazione (test)");
git("config", "user.email", "redazione@example.invalid");
git("config", "commit.gpgsign", "false");
git("add", "--all");
git("commit", "--quiet", "--message", "Contenuti del sito");

process.env.PORT = String(port);
process.env.BIND_HOST = "127.0.0.1";
process.env.GIT_REPO_DIRECTORY = dir;
process.env.MODE = "git";
process.env.LOG_LEVEL = "warn";
// decap-server reads its settings from the environment when loaded and listens at once: it is loaded only after
// the settings above, hence a dynamic import rather than one at the top.
void import("decap-server/dist/index.js");
