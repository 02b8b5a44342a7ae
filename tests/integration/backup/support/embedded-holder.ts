// Holds an embedded database as `npm start` does, in a process of its own
// (PGlite does not load inside Jest): `tsx embedded-holder.ts DATA_DIR/pglite PORT`
// prints "ready" once it serves, and stops cleanly on SIGTERM.
import { startEmbeddedDatabase } from "../../../../scripts/lib/embedded-db";

async function main() {
  const [dataDir, port] = process.argv.slice(2);
  const database = await startEmbeddedDatabase({ dataDir: dataDir!, port: Number(port) });
  process.on("SIGTERM", () => {
    void database.stop().then(() => process.exit(0));
  });
  console.log(`ready ${database.url}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
