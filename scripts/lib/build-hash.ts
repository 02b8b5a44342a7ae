// A build is current when the code and the configuration that shapes it are
// unchanged: this hash covers both and is stored next to the build.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib", "server", "public", "prisma"];
const SOURCE_FILES = [
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "proxy.ts",
  "instrumentation.ts",
  "auth.ts",
  "auth-community.ts",
  // How the build is made: the server's compilation is set there.
  "scripts/lib/build.ts",
];
const SKIP = new Set(["node_modules", ".next", ".data", "generated", "migrations"]);

function walk(dir: string, files: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (entry.isFile()) files.push(full);
  }
}

export function computeBuildHash(root: string, env: Record<string, string | undefined>): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir), files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  const shaping = Object.keys(env)
    .filter((key) => key.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((key) => `${key}=${env[key] ?? ""}`);
  hash.update(shaping.join("\n"));
  return hash.digest("hex");
}

export const BUILD_HASH_FILE = path.join(".next", "shop-build-hash");
/** The shop's server compiled to JavaScript by the build (scripts/lib/build.ts); `npm run serve` runs it. */
export const SERVER_ENTRY = path.join(".next", "shop-server", "serve.js");

export function isBuildCurrent(root: string, hash: string): boolean {
  const file = path.join(root, BUILD_HASH_FILE);
  return (
    existsSync(file) &&
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(path.join(root, SERVER_ENTRY)) &&
    statSync(file).isFile() &&
    readFileSync(file, "utf8").trim() === hash
  );
}
