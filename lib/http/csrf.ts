// Cross-site request forgery: a write that a browser authenticates with a
// cookie must come from the shop's own pages. Browsers say where a request
// comes from in Sec-Fetch-Site (and Origin); a request that says neither is
// not taken for one of ours.
import { getConfig } from "@/lib/config";
import { DomainError } from "@/lib/errors";

function ownOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(getConfig().siteUrl).origin]);
  try {
    origins.add(new URL(request.url).origin);
  } catch {
    // A request without an absolute address has only the configured origin.
  }
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const proto = request.headers.get("x-forwarded-proto") ?? "https";
  if (host) origins.add(`${proto}://${host}`);
  return origins;
}

export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin) return origin !== "null" && ownOrigins(request).has(origin);
  return site === "same-origin";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Throws a 403 for a write (not GET, HEAD or OPTIONS) that did not come from the shop's own pages. */
export function assertSameOriginWrite(request: Request): void {
  if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) {
    throw new DomainError("forbidden", "cross_site_request", "This request did not come from the shop's own pages.");
  }
}
