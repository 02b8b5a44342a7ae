// The query addresses of the tutorials page and the prerendered page each is
// served from (lib/tutorials/rewrites.ts), checked with the functions the
// Next.js server itself validates and applies rewrites with. (Next.js's
// `unstable_getResponseFromNextConfig` drops the parameters that `has`
// captures, so it cannot check these rules.)
import loadCustomRoutes from "next/dist/lib/load-custom-routes";
import { defaultConfig, type NextConfigComplete } from "next/dist/server/config-shared";
import { buildCustomRoute } from "next/dist/server/lib/router-utils/filesystem";
import type { BaseNextRequest } from "next/dist/server/base-http";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { searchParamsToUrlQuery } from "next/dist/shared/lib/router/utils/querystring";
import { tutorialsRewrites } from "@/lib/tutorials/rewrites";

const ID = "0b6f3c8e-4a1d-4e5b-9c2a-7d8e9f001122";

async function rules() {
  const config = { ...defaultConfig, rewrites: async () => ({ beforeFiles: tutorialsRewrites, afterFiles: [], fallback: [] }) };
  // Validates the rules as `next build` does (it throws on an invalid one).
  const routes = await loadCustomRoutes(config as unknown as NextConfigComplete);
  return routes.rewrites.beforeFiles.map((item) => buildCustomRoute("before_files_rewrite", item));
}

/** The path `address` is served from, or null when no rule rewrites it. */
async function servedFrom(address: string): Promise<string | null> {
  const url = new URL(address, "https://shop.example");
  const query = searchParamsToUrlQuery(url.searchParams);
  const request = { headers: {}, cookies: {} } as unknown as BaseNextRequest;
  for (const route of await rules()) {
    const params = route.match(url.pathname);
    if (!params) continue;
    const captured = matchHas(request, query, route.has, route.missing);
    if (!captured) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: route.destination, params: { ...params, ...captured }, query });
    return parsedDestination.pathname ?? null;
  }
  return null;
}

describe("tutorials rewrites", () => {
  it.each([
    ["/tutorials", "/tutorials/season/all"],
    ["/tutorials?season=spring", "/tutorials/season/spring"],
    ["/tutorials?season=summer", "/tutorials/season/summer"],
    ["/tutorials?season=fall", "/tutorials/season/fall"],
    ["/tutorials?season=winter", "/tutorials/season/winter"],
    [`/tutorials?video=${ID}`, `/tutorials/watch/all/${ID}`],
    [`/tutorials?season=winter&video=${ID}`, `/tutorials/watch/winter/${ID}`],
    [`/tutorials?video=${ID}&season=fall`, `/tutorials/watch/fall/${ID}`],
    // Other query parameters change nothing.
    ["/tutorials?season=summer&utm_source=mail", "/tutorials/season/summer"],
  ])("%s is served from %s", async (address, path) => {
    expect(await servedFrom(address)).toBe(path);
  });

  it.each([
    // Not a season (whole value, case and all): every season, as before.
    ["/tutorials?season=autumn", "/tutorials/season/all"],
    ["/tutorials?season=Winter", "/tutorials/season/all"],
    ["/tutorials?season=winterx", "/tutorials/season/all"],
    ["/tutorials?season=", "/tutorials/season/all"],
    // A video with a season that is not one plays from the list of every season.
    [`/tutorials?season=autumn&video=${ID}`, `/tutorials/watch/all/${ID}`],
    // A video parameter that cannot be a tutorial id: the list.
    ["/tutorials?video=not-a-tutorial", "/tutorials/season/all"],
    [`/tutorials?video=${ID.toUpperCase()}`, "/tutorials/season/all"],
    [`/tutorials?video=${ID}x`, "/tutorials/season/all"],
    [`/tutorials?season=fall&video=../../admin`, "/tutorials/season/fall"],
  ])("%s falls back to %s", async (address, path) => {
    expect(await servedFrom(address)).toBe(path);
  });

  it("leaves every other address alone", async () => {
    for (const address of ["/", "/forum?season=winter", "/tutorials/season/winter", `/tutorials/watch/all/${ID}`, "/api/tutorials?season=winter"]) {
      expect(await servedFrom(address)).toBeNull();
    }
  });
});
