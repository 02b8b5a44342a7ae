import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const [path, w, h, ...ys] = process.argv.slice(2);
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, reducedMotion: "reduce" });
const page = await ctx.newPage();
await page.goto("http://localhost:3031" + path, { waitUntil: "networkidle" });
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, y), +y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots3/v-${w}-${y}.png` });
}
await browser.close();
