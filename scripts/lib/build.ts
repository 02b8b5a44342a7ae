// One production build of the shop, made the same way by `npm run build` and
// by `npm start` (so a build made by either is current for both): `next build`
// with a fixed build id and a server-actions key derived from configuration,
// so builds of the same code and settings on different machines match; the
// shop's server (server/) compiled to JavaScript next to it, so instances run
// it with plain node; and the hash of the code and settings written last.
import { execFileSync, spawn } from "node:child_process";
import { hkdfSync } from "node:crypto";
import { copyFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, stop } from "esbuild";
import { BUILD_HASH_FILE, SERVER_ENTRY, computeBuildHash } from "./build-hash";
import { staticDir, writeBrotliCopies } from "../../server/precompressed";

/**
 * The key Next.js encrypts server actions' closures with, and salts their
 * ids with: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY when set, otherwise derived
 * from AUTH_SECRET, so every build made with the same secret has the same one.
 * The key is built into the output, which every instance then uses as it is:
 * it does not decide whether a build is current (a second shop on the same
 * machine with its own secret serves the same build).
 */
export function serverActionsKey(env: NodeJS.ProcessEnv): string {
  if (env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) return env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (!env.AUTH_SECRET) throw new Error("AUTH_SECRET (or NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) is needed to build the shop.");
  return Buffer.from(hkdfSync("sha256", env.AUTH_SECRET, "verdant-ink", "next-server-actions-key", 32)).toString("base64");
}

/** The build id: SHOP_BUILD_ID when set, otherwise the git commit, otherwise the code's hash. */
export function buildId(root: string, env: NodeJS.ProcessEnv, hash: string): string {
  if (env.SHOP_BUILD_ID) return env.SHOP_BUILD_ID;
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
    if (commit && !dirty) return commit;
  } catch {
    // Not a git checkout.
  }
  return hash.slice(0, 16);
}

/** The environment a production build and its server run with. */
export function productionEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const prodEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  prodEnv.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKey(prodEnv);
  return prodEnv;
}

/**
 * What the build compiles next to the server, for machines that run the
 * build without the TypeScript loader (the container image): the database's
 * release step, migrations and the catalogue seed (`node
 * .next/shop-server/db-seed.js`, what `npm run db:seed` runs), and the
 * operator's commands, run as `node --conditions=react-server
 * .next/shop-server/<name>.js …` (the flag npm's scripts give tsx: the shop's
 * server-only modules load outside Next.js): backup, restore,
 * secrets-reencrypt, admin-reset-2fa, orders-reconcile.
 */
export const COMMAND_ENTRIES = {
  "db-seed": path.join("scripts", "db-seed.ts"),
  backup: path.join("scripts", "backup.ts"),
  restore: path.join("scripts", "restore.ts"),
  "secrets-reencrypt": path.join("scripts", "secrets-reencrypt.ts"),
  "admin-reset-2fa": path.join("scripts", "admin-reset-2fa.ts"),
  "orders-reconcile": path.join("scripts", "orders-reconcile.ts"),
};

/** Files the compiled commands load beside them at run time (the embedded backup's row counter runs in a worker). */
const COMMAND_FILES = [path.join("scripts", "lib", "snapshot-facts-worker.mjs")];

/**
 * Compiles the shop's server (server/serve.ts and the modules of lib/ it
 * imports) into one CommonJS file, SERVER_ENTRY, and each of
 * COMMAND_ENTRIES into one beside it. Packages (next, pg, zod, …) stay
 * imports, loaded from node_modules at run time.
 */
export async function compileServer(root: string): Promise<void> {
  // esbuild's helper process would otherwise stay beside `npm start` while it serves.
  await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(SERVER_ENTRY, ".js")]: path.join("server", "serve.ts"), ...COMMAND_ENTRIES },
    outdir: path.dirname(SERVER_ENTRY),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    legalComments: "none",
  }).finally(() => stop());
  for (const file of COMMAND_FILES) copyFileSync(path.join(root, file), path.join(root, path.dirname(SERVER_ENTRY), path.basename(file)));
}

/**
 * Runs `next build` with a fixed build id, writes the brotli copies of its
 * scripts and stylesheets (server/precompressed.ts), compiles the server
 * (`next build` empties .next first, so it comes second) and writes the
 * build's hash.
 * `prodEnv` is the production environment (productionEnv); `hash` its build
 * hash, when the caller has already computed it. Resolves with the exit code.
 */
export async function buildShop(
  root: string,
  prodEnv: NodeJS.ProcessEnv,
  log: (line: string) => void,
  hash: string = computeBuildHash(root, prodEnv),
): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...prodEnv, SHOP_BUILD_ID: buildId(root, prodEnv, hash) };
  log(`building the shop (next build, build id ${env.SHOP_BUILD_ID})…`);
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "build"], { cwd: root, env, stdio: "inherit" });
  const code = await new Promise<number>((resolve) => child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  if (code !== 0) return code;
  const copies = writeBrotliCopies(staticDir(root));
  log(`brotli copies of ${copies.files} scripts and stylesheets: ${Math.round(copies.bytes / 1024)} kB → ${Math.round(copies.compressedBytes / 1024)} kB`);
  log(`compiling the shop's server (${SERVER_ENTRY})…`);
  try {
    await compileServer(root);
  } catch (error) {
    console.error(`[build] the server did not compile: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  writeFileSync(path.join(root, BUILD_HASH_FILE), hash);
  return 0;
}
