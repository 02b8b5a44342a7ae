// npm run admin:create -- --email owner@example.com [--password '…']
// Creates an admin account (or sets a new password). Without arguments it asks.
import { createInterface } from "node:readline/promises";
import { migrateDatabase } from "../lib/db/migrator";
import { createPrismaClient } from "../lib/db/client";
import { upsertAdminUser } from "../lib/auth/admin-users";
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(s);
    };
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
    if (hidden) process.stdout.write("\n");
  }
}

runCommand(async (config) => {
  const email = argument("email") ?? (await ask("Admin e-mail: "));
  const password = argument("password") ?? process.env.ADMIN_PASSWORD_INPUT ?? (await ask("Password (10+ characters): ", true));
  const database = await openDatabase(config, { reuseRunning: true });
  try {
    await migrateDatabase(database.url);
    const db = createPrismaClient(database.url);
    try {
      const admin = await upsertAdminUser(db, { email, password });
      console.log(`Admin ${admin.email} ${admin.created ? "created" : "updated"}.`);
    } finally {
      await db.$disconnect();
    }
  } finally {
    await database.close();
  }
});
