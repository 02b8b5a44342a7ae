// npm run secrets:reencrypt
// Seals every stored secret (admins' two-factor secrets and recovery codes,
// Google's tokens) again with the newest data key, the first of
// DATA_ENCRYPTION_KEYS: values from before the key ring (sealed with a key
// from AUTH_SECRET or GOOGLE_TOKEN_KEY) and values of older keys. Prints how
// many it moved, found current and could not open. Safe to repeat (a second
// run moves nothing) and to run beside the shop. Exits 1 when some value no
// key opens (listed; run `npm run admin:reset-2fa` for an admin whose
// two-factor secret is lost).
// On one machine (embedded database) it reads DATA_DIR/data-keys and
// DATA_DIR/auth-secret as `npm start` does; with DATABASE_URL, run it with the
// instances' DATA_ENCRYPTION_KEYS (and AUTH_SECRET, for values from before the key ring).
// Runs with the react-server condition (see package.json), as the server does.
import type { ReencryptReport, ResealCounts } from "../lib/maintenance/reencrypt-secrets";
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";
import { fillOneMachineSecrets } from "./lib/data-keys";

const line = (name: string, counts: ResealCounts, extra = "") =>
  `  ${name.padEnd(20)}${counts.resealed} re-encrypted, ${counts.current} already current, ${counts.unopened} unreadable${extra}`;

function print(report: ReencryptReport) {
  console.log(`Stored secrets, sealed with the newest data key "${report.keyId}":`);
  console.log(line("two-factor secrets:", report.twoFactorSecrets));
  console.log(line("recovery codes:", report.recoveryCodes, `, ${report.recoveryCodes.legacy} from before the key ring`));
  console.log(line("Google tokens:", report.googleTokens));
  if (report.legacyRecoveryAdmins.length) {
    console.log(
      `Recovery codes from before the key ring cannot be moved (only their keyed hashes are kept): they work while AUTH_SECRET is unchanged. ` +
        `Ask ${report.legacyRecoveryAdmins.join(", ")} to make new recovery codes at /admin/security before AUTH_SECRET changes.`,
    );
  }
  for (const problem of report.problems) console.error(`  cannot be opened: ${problem}`);
}

fillOneMachineSecrets();

runCommand(async (config) => {
  if (!config.dataKeys) {
    console.error(
      config.database.embedded
        ? "No data key yet: DATA_ENCRYPTION_KEYS is not set and DATA_DIR/data-keys does not exist. Start the shop once with `npm start` (it makes the key), or set DATA_ENCRYPTION_KEYS."
        : "DATA_ENCRYPTION_KEYS is not set: run the command with the value the shop's instances have (the new key first).",
    );
    return 2;
  }
  const database = await openDatabase(config, { reuseRunning: true });
  // The shop's own modules, loaded once the database they use is open.
  const { reencryptStoredSecrets } = await import("../lib/maintenance/reencrypt-secrets");
  const { db } = await import("../lib/db");
  try {
    const report = await reencryptStoredSecrets();
    print(report);
    if (report.problems.length) throw new Error(`${report.problems.length} stored value(s) could not be opened with DATA_ENCRYPTION_KEYS; they were left as they are.`);
  } finally {
    await db.$disconnect();
    await database.close();
  }
});
