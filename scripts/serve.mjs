// npm run serve: one production instance of this release's build. The server
// (server/serve.ts) is compiled by `npm run build` into .next/shop-server;
// this runs it with plain Node, or says what is missing.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const compiled = path.join(process.cwd(), ".next", "shop-server", "serve.js");
if (!existsSync(compiled)) {
  console.error("[shop] cannot start: BUILD there is no production build here: run `npm run build` once per release; instances never build.");
  process.exit(1);
}
await import(pathToFileURL(compiled).href);
