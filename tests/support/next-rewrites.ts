// Which prerendered path a query address is served from under a set of
// rewrite rules, worked out with the functions the Next.js server itself
// validates and applies rewrites with. (Next.js's
// `unstable_getResponseFromNextConfig` drops the parameters that `has`
// captures, so it cannot check these rules.)
import loadCustomRoutes, { type Rewrite } from "next/dist/lib/load-custom-routes";
import { defaultConfig, type NextConfigComplete } from "next/dist/server/config-shared";
import { buildCustomRoute } from "next/dist/server/lib/router-utils/filesystem";
import type { BaseNextRequest } from "next/dist/server/base-http";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { searchParamsToUrlQuery } from "next/dist/shared/lib/router/utils/querystring";

async function rules(rewrites: Rewrite[]) {
  const config = { ...defaultConfig, rewrites: async () => ({ beforeFiles: rewrites, afterFiles: [], fallback: [] }) };
  // Validates the rules as `next build` does (it throws on an invalid one).
  const routes = await loadCustomRoutes(config as unknown as NextConfigComplete);
  return routes.rewrites.beforeFiles.map((item) => buildCustomRoute("before_files_rewrite", item));
}

/** The path `address` is served from, or null when no rule rewrites it. */
export async function servedFrom(rewrites: Rewrite[], address: string): Promise<string | null> {
  const url = new URL(address, "https://shop.example");
  const query = searchParamsToUrlQuery(url.searchParams);
  const request = { headers: {}, cookies: {} } as unknown as BaseNextRequest;
  for (const route of await rules(rewrites)) {
    const params = route.match(url.pathname);
    if (!params) continue;
    const captured = matchHas(request, query, route.has, route.missing);
    if (!captured) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: route.destination, params: { ...params, ...captured }, query });
    return parsedDestination.pathname ?? null;
  }
  return null;
}

