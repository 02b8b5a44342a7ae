// The id of the build this process serves: `npm run build` (and `npm start`)
// make each build with a fixed id (scripts/lib/build.ts: SHOP_BUILD_ID, else
// the git commit, else the code's hash) that Next.js writes to .next/BUILD_ID.
// The health answers report it, and next.config.ts makes it Next.js's
// deploymentId, so a browser holding a page of another build reloads it whole.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The build id in `root`/.next/BUILD_ID, or undefined when there is no production build there. */
export function readBuildId(root: string = process.cwd()): string | undefined {
  try {
    return readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

let served: string | undefined;

/** The build this process serves ("development" without a production build); read once. */
export function servedBuildId(): string {
  served ??= readBuildId() ?? "development";
  return served;
}
