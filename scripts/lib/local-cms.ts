/**
 * Local editing (npm run cms): decap-server in git mode on a copy of its own of the checkout, never on the checkout
 * itself. decap-server keeps each draft on a `cms/...` branch and checks branches out in the folder it serves; on
 * the checkout that moved files under `gatsby develop` and left the development site and later builds without the
 * published changes. Here it serves a clone (in the system's temporary folder, one per checkout, kept between
 * sessions so drafts survive a restart), and each publication, a commit on the clone's `main`, is brought into the
 * checkout's `main` by a fast-forward, which `gatsby develop` sees as an ordinary file change.
 * Used by scripts/cms.ts (npm run cms) and scripts/check-develop.ts (npm run test:develop).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
/** The branch Decap publishes into (the backend's `branch` in src/gatsby/decap-config.ts). */
export const MAIN = "main";

const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
const tryGit = (cwd: string, ...args: string[]): string | null => {
  try {
    return git(cwd, ...args);
  } catch {
    return null;
  }
};

/** The copy decap-server serves for `checkout`: one per checkout, in the temporary folder. */
export function cmsCopyDir(checkout: string = ROOT): string {
  const id = createHash("sha1").update(path.resolve(checkout)).digest("hex").slice(0, 8);
  return path.join(os.tmpdir(), `venere-cms-${id}`);
}

/**
 * Makes (or brings up to date) the copy at `dir`: a clone of the checkout's `main`, on `main`, with a committer.
 * An existing copy keeps its drafts; publications it has and the checkout has not are brought over first.
 */
export function prepareCopy(checkout: string, dir: string, log: (line: string) => void): void {
  if (!tryGit(checkout, "rev-parse", "--verify", "--quiet", `refs/heads/${MAIN}`)) {
    throw new Error(`il repository ${checkout} non ha il ramo «${MAIN}», in cui la redazione locale pubblica.`);
  }
  if (!fs.existsSync(path.join(dir, ".git"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    git(checkout, "clone", "--quiet", "--branch", MAIN, checkout, dir);
    log(`copia per il CMS creata in ${dir}`);
  } else {
    bringPublications(checkout, dir, log);
    if (git(dir, "rev-parse", "--abbrev-ref", "HEAD") !== MAIN) git(dir, "checkout", "--quiet", MAIN);
    git(dir, "fetch", "--quiet", "origin", MAIN);
    if (tryGit(dir, "merge", "--ff-only", "--quiet", "FETCH_HEAD") === null) {
      throw new Error(
        `il «${MAIN}» della copia del CMS (${dir}) e quello del progetto sono divergenti: ` +
          `unite a mano (git pull ${dir} ${MAIN}) o cancellate la copia, perdendone le bozze.`,
      );
    }
  }
  const name = tryGit(checkout, "config", "user.name") || "Redazione (CMS locale)";
  const email = tryGit(checkout, "config", "user.email") || "redazione@localhost.invalid";
  git(dir, "config", "user.name", name);
  git(dir, "config", "user.email", email);
  git(dir, "config", "commit.gpgsign", "false");
  const dirty = tryGit(checkout, "status", "--porcelain", "--", "content");
  if (dirty) log("attenzione: content/ ha modifiche non ancora in un commit; il CMS non le vede finché non lo sono.");
}

/**
 * Brings the copy's `main` into the checkout's: a fast-forward of the checked-out `main` (its files change, as
 * after a `git pull`), or of the `main` branch when another one is checked out. True when it brought something.
 */
export function bringPublications(checkout: string, dir: string, log: (line: string) => void): boolean {
  const theirs = tryGit(dir, "rev-parse", MAIN);
  const ours = tryGit(checkout, "rev-parse", MAIN);
  if (!theirs || theirs === ours) return false;
  git(checkout, "fetch", "--quiet", dir, MAIN);
  if (tryGit(checkout, "merge-base", "--is-ancestor", "FETCH_HEAD", MAIN) !== null) return false; // already in
  const current = tryGit(checkout, "rev-parse", "--abbrev-ref", "HEAD");
  const done =
    current === MAIN
      ? tryGit(checkout, "merge", "--ff-only", "--quiet", "FETCH_HEAD")
      : tryGit(checkout, "fetch", "--quiet", dir, `${MAIN}:${MAIN}`);
  const subjects = tryGit(checkout, "log", "--format=%s", `${ours}..${theirs}`) ?? "";
  if (done === null) {
    log(
      `pubblicazione NON portata nel progetto: il «${MAIN}» del progetto è cambiato o ha file modificati. ` +
        `Eseguite: git pull ${dir} ${MAIN}`,
    );
    return false;
  }
  for (const s of subjects.split("\n").filter(Boolean).reverse()) log(`pubblicato in ${MAIN}: ${s}`);
  return true;
}

/** Watches the copy and brings every publication into the checkout; returns the function that stops watching. */
export function watchPublications(checkout: string, dir: string, log: (line: string) => void): () => void {
  const timer = setInterval(() => {
    try {
      bringPublications(checkout, dir, log);
    } catch (error) {
      log(`pubblicazione non portata nel progetto: ${(error as Error).message}`);
    }
  }, 1000);
  return () => clearInterval(timer);
}

/** A port nobody listens on now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A child in its own process group, its output kept (the last lines) and copied to `echo` when given. */
export interface Child {
  readonly process: ChildProcess;
  readonly output: string[];
  stop(): Promise<void>;
}

export function startChild(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  echo?: (line: string) => void,
): Child {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString("utf8").split(/\r?\n/)) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 400) output.shift();
      echo?.(line);
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output,
    async stop() {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      const signal = (name: NodeJS.Signals): void => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal("SIGTERM");
      const late = setTimeout(() => signal("SIGKILL"), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** decap-server in git mode on `dir`, on 127.0.0.1 only (it writes files for whoever asks). */
export function startDecapServer(dir: string, port: number, echo?: (line: string) => void): Child {
  return startChild(
    path.join(ROOT, "node_modules/.bin/decap-server"),
    [],
    {
      MODE: "git",
      BIND_HOST: "127.0.0.1",
      PORT: String(port),
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: "warn",
    },
    echo,
  );
}

/**
 * `gatsby develop` on `port`; `decapPort` is written into /admin's config.yml (CMS_LOCAL_BACKEND_PORT,
 * src/gatsby/decap-config.ts) when it is not decap-server's default.
 */
export function startDevelop(port: number, decapPort: number, host: string, echo?: (line: string) => void): Child {
  return startChild(
    path.join(ROOT, "node_modules/.bin/gatsby"),
    ["develop", "--host", host, "--port", String(port)],
    { CMS_LOCAL_BACKEND_PORT: String(decapPort), GATSBY_TELEMETRY_DISABLED: "1" },
    echo,
  );
}
