// npm run db:seed: migrates and seeds the configured database (idempotent).
import { runCommand } from "./lib/command";
import { openDatabase, prepareDatabase } from "./lib/database";

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  try {
    await prepareDatabase(config, database.url);
  } finally {
    await database.close();
  }
});
