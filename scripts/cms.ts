/**
 * npm run cms: the CMS on this computer, without an account. decap-server in git mode (port 8081, 127.0.0.1 only)
 * on a copy of its own of this repository (scripts/lib/local-cms.ts), `gatsby develop` on http://localhost:8000,
 * and every publication brought into this checkout's `main`, so the development site and the next build see it.
 * Ctrl-C stops both.
 */
import {
  cmsCopyDir,
  prepareCopy,
  ROOT,
  startDecapServer,
  startDevelop,
  watchPublications,
  type Child,
} from "./lib/local-cms";

const DECAP_PORT = 8081;
const SITE_PORT = Number(process.env.PORT ?? 8000);

const say = (name: string) => (line: string) => console.log(`[${name}] ${line}`);
const log = say("cms");

const dir = cmsCopyDir(ROOT);
prepareCopy(ROOT, dir, log);
log(`bozze e pubblicazioni nella copia ${dir}; ogni pubblicazione arriva nel «main» di ${ROOT}`);
const stopWatching = watchPublications(ROOT, dir, log);
const children: Child[] = [
  startDecapServer(dir, DECAP_PORT, say("decap")),
  startDevelop(SITE_PORT, DECAP_PORT, "localhost", say("gatsby")),
];
log(`la gestione dei contenuti sarà su http://localhost:${SITE_PORT}/admin quando gatsby dirà «You can now view»`);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopWatching();
  await Promise.all(children.map((c) => c.stop()));
  process.exit(code);
}
for (const child of children) {
  child.process.once("exit", (status) => {
    if (!stopping) log(`un processo si è fermato (codice ${status ?? "?"}): fermo anche l'altro.`);
    void stop(status ?? 1);
  });
}
process.once("SIGINT", () => void stop(0));
process.once("SIGTERM", () => void stop(0));
