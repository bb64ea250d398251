// Serves the built site (public/) on http://localhost:9000 with Netlify's headers and redirects.
import path from "node:path";
import { createStaticServer } from "../src/server/static-server";

const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";
const root = path.resolve(process.argv[2] ?? "public");

createStaticServer({ root }).listen(port, host, () => {
  console.log(`Sito servito da ${root} su http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});
