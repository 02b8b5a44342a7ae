// Finds a Chromium for the browser tests. The project never downloads a
// browser: it uses the system's (Debian's package on CI).
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = [
  "/usr/lib/chromium/chromium", // Debian's real binary (/usr/bin/chromium is a wrapper script)
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const CHROMIUM_MISSING_MESSAGE = `No Chromium found for the end-to-end tests.
Install Debian's Chromium (as root):   apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary. (Never run "npx playwright install".)`;
