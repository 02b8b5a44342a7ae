// A refresh of every page of a route names the route as Next.js stores it:
// its folder under app/, route groups included. A name that is no page's
// folder refreshes nothing, silently; so each one must be a page here.
import { existsSync } from "node:fs";
import path from "node:path";
import { PAGE_ROUTES } from "@/lib/cache/routes";

describe("PAGE_ROUTES", () => {
  it.each(Object.entries(PAGE_ROUTES))("%s is the folder of a page under app/ (%s)", (_name, route) => {
    expect(existsSync(path.join(process.cwd(), "app", ...route.split("/").filter(Boolean), "page.tsx"))).toBe(true);
  });

  it("keeps the route groups in the names", () => {
    for (const route of Object.values(PAGE_ROUTES)) expect(route).toMatch(/^\/\([a-z-]+\)\//);
  });
});
