// Generates the Prisma client (lib/generated/prisma) without the schema-engine
// binary, which Prisma would otherwise try to download: generation never uses it.
import { spawnSync } from "node:child_process";
import path from "node:path";

const result = spawnSync(process.execPath, [path.join("node_modules", "prisma", "build", "index.js"), "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/false", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(result.status ?? 1);
