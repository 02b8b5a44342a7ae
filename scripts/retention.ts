// npm run retention
// Runs every retention purge once (the same run the server does hourly) and
// prints how many rows each deleted: ended abuse-limit windows and admin
// sessions, login records past their time, old webhook event ids, uploads no
// order uses, old local test payment intents, sent e-mails after 90 days and
// order photos the owner's number of days after delivery. Safe to repeat and
// to run beside the shop. Exits 1 when a purge failed (run again).
// Runs with the react-server condition (see package.json), as the server does.
import type { RetentionPurge, RetentionSummary } from "../lib/maintenance/retention";
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";

function print(summary: RetentionSummary, purges: readonly RetentionPurge[]) {
  console.log("Rows deleted:");
  for (const name of purges) console.log(`  ${name}: ${summary[name] ?? "failed"}`);
}

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  // The shop's own modules, loaded once the database they use is open.
  const { runRetention, RETENTION_PURGES } = await import("../lib/maintenance/retention");
  const { db } = await import("../lib/db");
  try {
    const summary = await runRetention();
    print(summary, RETENTION_PURGES);
    const failed = RETENTION_PURGES.filter((name) => summary[name] === undefined);
    if (failed.length) throw new Error(`${failed.join(", ")} failed; run the command again.`);
  } finally {
    await db.$disconnect();
    await database.close();
  }
});
