// No third-party tag sees a payment session, Stripe's return address or a
// privacy request's link: with a GA4 measurement ID configured, the layouts
// that wrap /checkout, /success, /privacy/request/manage and the customer's
// /account render no Google
// Analytics tag (nor its consent banner), while those of the other public
// pages do. Which layouts wrap a page follows Next.js's folder convention.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// The site footer (in the layouts of the public pages) reads the owner's
// claims from the database; it holds links only, no tag.
jest.mock("@/components/site/site-footer", () => ({ SiteFooter: () => null }));

const MEASUREMENT_ID = "G-CHECK0UT1";
process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = MEASUREMENT_ID;

const APP = path.join(process.cwd(), "app");

/** The folder of the page served at `route` (route groups are not part of the address). */
function pageFolder(route: string): string {
  const segments = route.split("/").filter(Boolean);
  const search = (folder: string, rest: string[]): string[] => {
    const found: string[] = rest.length === 0 && existsSync(path.join(folder, "page.tsx")) ? [folder] : [];
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (rest.length > 0 && entry.name === rest[0]) found.push(...search(path.join(folder, entry.name), rest.slice(1)));
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

/** What the layouts around the page at `route` render, with a marker standing for the page. */
async function renderedAround(route: string): Promise<string> {
  let tree: ReactNode = createElement("main", { "data-page": route });
  // Innermost first, as Next.js nests them.
  for (const file of filesAbove(pageFolder(route)).filter((file) => file.endsWith("layout.tsx"))) {
    const { default: Layout } = (await import(file)) as { default: ComponentType<{ children: ReactNode }> };
    tree = createElement(Layout, null, tree);
  }
  return renderToStaticMarkup(tree);
}

const PRIVATE_PAGES = ["/checkout", "/success", "/privacy/request/manage", "/account", "/orders/cancel", "/unsubscribe"];

it.each(PRIVATE_PAGES)("%s is wrapped by no layout that adds the Analytics tag", async (route) => {
  const html = await renderedAround(route);
  // The whole chain rendered, from the root layout down to the page.
  expect(html).toMatch(/^<html[^>]*>/);
  expect(html).toContain(`<main data-page="${route}">`);
  expect(html).not.toContain("googletagmanager");
  expect(html).not.toContain(MEASUREMENT_ID);
  expect(html).not.toContain("analytics-consent");
});

it.each(["/", "/tattoo-heal-fast", "/privacy/request"])("the other public pages keep it (behind the consent banner): %s", async (route) => {
  const html = await renderedAround(route);
  expect(html).toContain('<section id="analytics-consent"');
  expect(html).toContain(`"id":"${MEASUREMENT_ID}"`);
  expect(html).toContain("https://www.googletagmanager.com/gtag/js?id=");
});

// The pages themselves read the database or Next.js's request context, so they
// are not rendered here: their own files must not bring in the tag.
it.each(PRIVATE_PAGES)("%s's page does not add the Analytics tag itself", (route) => {
  const page = path.join(pageFolder(route), "page.tsx");
  expect(readFileSync(page, "utf8")).not.toMatch(/google-analytics|GoogleAnalytics|googletagmanager/);
});
