// Reading an Auth.js session from a plain Request, so route handlers work the
// same in Next.js and when called directly. Used by both Auth.js instances:
// the admins' (auth.ts) and the forum members' (auth-community.ts).
import "server-only";
import type { Session } from "next-auth";
import { readCookie } from "@/lib/http/cookies";

type RequestAuth = (context: { req: { headers: Headers }; res: { headers: Headers } }) => Promise<Session | null>;

/**
 * The request's cookies, each name once with its first readable value
 * (`readCookie`): Auth.js reads the first cookie of a name as it is, so a
 * broken one sent before the real session cookie would hide it.
 */
function readableCookies(header: string): string {
  const names = new Set<string>();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0) names.add(part.slice(0, index).trim());
  }
  return [...names]
    .flatMap((name) => {
      const value = readCookie(header, name);
      return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
    })
    .join("; ");
}

/**
 * The session an Auth.js instance's `auth` reads from this request's cookie; a
 * missing, forged or expired cookie gives none. Auth.js picks the cookie's
 * name from the request's protocol; a request without host or protocol
 * headers (called directly, not through the server) is taken to be at its own
 * URL.
 */
export async function sessionOfRequest(auth: unknown, request: Request): Promise<Session | null> {
  const cookies = readableCookies(request.headers.get("cookie") ?? "");
  if (!cookies) return null;
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set("cookie", cookies);
  if (!headers.has("host")) headers.set("host", url.host);
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  // A refreshed cookie Auth.js would set goes nowhere: the checks only read.
  return (auth as RequestAuth)({ req: { headers }, res: { headers: new Headers() } });
}
