// npm run admin:reset-2fa -- --email owner@example.com
// The break-glass for an admin who lost their phone (and their recovery
// codes): turns off that admin's two-factor authentication, ends every
// session and bearer token of theirs and writes it to the audit log (the
// change log of /admin/content). Run it on the shop's server, with the shop's
// configuration; it works beside a running shop.
// Runs with the react-server condition (see package.json), as the server does.
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

runCommand(async (config) => {
  const email = argument("email")?.trim();
  if (!email || email.startsWith("--")) {
    console.error("Name the admin: npm run admin:reset-2fa -- --email owner@example.com");
    return 2;
  }
  const database = await openDatabase(config, { reuseRunning: true });
  // The shop's own modules, loaded once the database they use is open.
  const { resetAdminTwoFactor } = await import("../lib/auth/break-glass");
  const { db } = await import("../lib/db");
  try {
    const result = await resetAdminTwoFactor(email);
    if (result.status === "unknown") {
      console.error(`No admin has the e-mail ${email.toLowerCase()}; nothing was changed.`);
      console.error(result.admins.length ? `The admins are: ${result.admins.join(", ")}.` : "There is no admin yet: create one with npm run admin:create.");
      return 1;
    }
    if (result.status === "already_off") {
      console.log(`Two-factor authentication is not on for ${result.email}; nothing was changed. They sign in with their password.`);
      return 0;
    }
    console.log(`Two-factor authentication of ${result.email} is off: its secret and ${result.recoveryCodesRemoved} recovery code(s) were removed.`);
    console.log(`${result.sessionsEnded} session(s) and API token(s) of ${result.email} ended. This is written to the change log (/admin/content).`);
    console.log(`${result.email} signs in with their password${config.auth.requireTwoFactor ? " and must set up two-factor authentication again at /admin/security before anything else" : " and should set up two-factor authentication again at /admin/security"}.`);
  } finally {
    await db.$disconnect();
    await database.close();
  }
});
