// npm run build: the release step that makes the one production build every
// instance serves (npm run serve). The database comes first: migrations and
// the catalogue seed are applied (once, under Prisma's advisory lock), because
// prerendering the pages reads the catalogue. Then `next build` with a fixed
// build id and server-actions key, and the shop's server compiled to
// JavaScript (scripts/lib/build.ts).
// Without DATABASE_URL it builds for one machine, on the embedded database.
import { mkdirSync } from "node:fs";
import { oneMachineAuthSecret } from "./lib/auth-secret";
import { buildShop, productionEnv } from "./lib/build";
import { runCommand } from "./lib/command";
import { openDatabase, prepareDatabase } from "./lib/database";

const log = (line: string) => console.log(`[build] ${line}`);

runCommand(async (config) => {
  mkdirSync(config.dataDir, { recursive: true });
  const secret = config.database.embedded ? oneMachineAuthSecret(config, log) : config.auth.secret;
  if (!secret && !process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) {
    console.error("[build] AUTH_SECRET is not set: set the same AUTH_SECRET (32+ characters) for the build and every instance.");
    return 1;
  }
  const database = await openDatabase(config, { reuseRunning: true });
  try {
    await prepareDatabase(config, database.url, log);
    return await buildShop(process.cwd(), productionEnv({ ...process.env, ...(secret ? { AUTH_SECRET: secret } : {}) }), log);
  } finally {
    await database.close();
  }
});
