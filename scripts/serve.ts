// Serves the built site (public/) on http://localhost:9000 (PORT to change it) as Netlify serves it: the rules of
// _headers, _redirects and netlify.toml read by Netlify's own packages, contact-form posts kept in
// .netlify-forms/submissions.ndjson. Listens on 127.0.0.1 only.
import path from "node:path";
import { createStaticServer, DEFAULT_FORMS_FILE } from "../src/server/static-server";

const port = Number(process.env.PORT ?? 9000);
const root = path.resolve(process.argv[2] ?? "public");

createStaticServer({ root, configPath: path.resolve("netlify.toml"), formsFile: DEFAULT_FORMS_FILE }).listen(
  port,
  "127.0.0.1",
  () => {
    console.log(
      `Sito servito da ${root} su http://localhost:${port} (moduli inviati: ${path.relative(process.cwd(), DEFAULT_FORMS_FILE)})`,
    );
  },
);
