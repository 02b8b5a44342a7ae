// npm run db:migrate: applies pending migrations to the configured database.
import { migrateDatabase } from "../lib/db/migrator";
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  try {
    const result = await migrateDatabase(database.url, { log: console.log });
    console.log(result.applied.length ? `Applied ${result.applied.length} migration(s).` : "The database is up to date.");
  } finally {
    await database.close();
  }
});
