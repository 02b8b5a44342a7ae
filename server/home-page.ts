// The home page is prerendered with Google's site-verification tag of the
// configuration it was rendered with (GOOGLE_SITE_VERIFICATION). An instance
// whose setting differs from the page's regenerates the page before it
// listens, so a changed setting is in the page from the first request on,
// with no rebuild and no per-request proxy in front of `/`.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

const TAG = /<meta name="google-site-verification" content="([^"]*)"\/?>/;

/** The verification code in a page's HTML, or undefined when it has no tag. */
function verificationCodeIn(html: string): string | undefined {
  return TAG.exec(html)?.[1];
}

/**
 * Makes the prerendered home page carry the tag for `code` (none when
 * undefined), regenerating it through Next.js's on-demand revalidation when it
 * does not. Resolves with whether it regenerated the page.
 */
export async function matchHomePageVerification(handle: Handler, code: string | undefined, root = process.cwd()): Promise<boolean> {
  // A loopback server of its own, closed again before the shop listens.
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const home = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    if (verificationCodeIn(await (await fetch(home)).text()) === code) return false;
    const manifest = JSON.parse(readFileSync(path.join(root, ".next", "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
    const res = await fetch(home, { headers: { "x-prerender-revalidate": manifest.preview.previewModeId } });
    const html = await res.text();
    if (!res.ok || verificationCodeIn(html) !== code) throw new Error(`the home page could not be regenerated (status ${res.status})`);
    return true;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
