// No third-party tag sees a payment session or Stripe's return address: the
// layouts above /checkout and /success include no Google Analytics.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const APP = path.join(process.cwd(), "app");

/** The folder of the page served at `route` (route groups are not part of the address). */
function pageFolder(route: string): string {
  const segments = route.split("/").filter(Boolean);
  const search = (folder: string, rest: string[]): string[] => {
    if (rest.length === 0) return existsSync(path.join(folder, "page.tsx")) ? [folder] : [];
    const found: string[] = [];
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (entry.name === rest[0]) found.push(...search(path.join(folder, entry.name), rest.slice(1)));
      else if (/^\(.+\)$/.test(entry.name)) found.push(...search(path.join(folder, entry.name), rest));
    }
    return found;
  };
  const folders = search(APP, segments);
  expect(folders).toHaveLength(1);
  return folders[0];
}

/** The page and every layout that wraps it. */
function filesAbove(folder: string): string[] {
  const files = [path.join(folder, "page.tsx")];
  for (let dir = folder; dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (existsSync(layout)) files.push(layout);
  }
  return files;
}

const usesAnalytics = (file: string) => /google-analytics|GoogleAnalytics|googletagmanager/.test(readFileSync(file, "utf8"));

it.each(["/checkout", "/success"])("%s is wrapped by no layout that adds the Analytics tag", (route) => {
  const files = filesAbove(pageFolder(route));
  expect(files.some((file) => file.endsWith(path.join("app", "layout.tsx")))).toBe(true);
  expect(files.filter(usesAnalytics)).toEqual([]);
});

it("the other public pages keep it", () => {
  expect(filesAbove(pageFolder("/tattoo-heal-fast")).some(usesAnalytics)).toBe(true);
});
