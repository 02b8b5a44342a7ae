// The id of the build this process serves (.next/BUILD_ID, written by
// `next build`): reported with errors, so an error names the release it
// came from. Null in development or before a build.
import { readFileSync } from "node:fs";
import path from "node:path";

let cached: string | null | undefined;

export function readBuildId(): string | null {
  if (cached !== undefined) return cached;
  try {
    cached = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim() || null;
  } catch {
    cached = null;
  }
  return cached;
}
