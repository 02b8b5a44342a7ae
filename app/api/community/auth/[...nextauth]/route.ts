// The forum members' Auth.js endpoints (auth-community.ts), only those the
// e-mail sign-in needs: the link's callback, the session, the CSRF token, the
// providers, sign-out, and the error and "check your e-mail" addresses, with
// their errors in the API error format. Every other address of Auth.js, its
// own sign-in (`/signin`, `/signin/nodemailer`) above all, answers 404: links
// are asked for only through POST /api/community/sign-in, which applies the
// shop's limits and rules and calls Auth.js itself (requestSignInLink).
import type { NextRequest } from "next/server";
import { COMMUNITY_AUTH_PATH, handlers } from "@/auth-community";
import { memberOfRequest } from "@/lib/forum/members";
import { withJsonAuthErrors } from "@/lib/api/auth-errors";
import { errorResponse } from "@/lib/http/errors";
import { route } from "@/lib/api/route";

/** The Auth.js actions passed on, per method (the first segment after /api/community/auth). */
const PASSED_ON: Record<"GET" | "POST", ReadonlySet<string>> = {
  GET: new Set(["callback", "session", "csrf", "providers", "signout", "error", "verify-request"]),
  POST: new Set(["session", "signout"]),
};

function actionOf(request: Request): string | null {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${COMMUNITY_AUTH_PATH}/`)) return null;
  return pathname.slice(COMMUNITY_AUTH_PATH.length + 1).split("/")[0] ?? null;
}

type AuthHandler = (request: NextRequest) => Promise<Response>;

function passOn(method: "GET" | "POST", handler: AuthHandler): AuthHandler {
  const wrapped = withJsonAuthErrors(async (request) => {
    // A session ended by a sign-out reads as none here too, as at GET /api/community/me.
    if (actionOf(request) === "session" && !(await memberOfRequest(request))) return Response.json(null, { headers: { "Cache-Control": "private, no-store" } });
    return handler(request);
  });
  return async (request) => {
    const action = actionOf(request);
    if (!action || !PASSED_ON[method].has(action)) return errorResponse(404, "not_found", "Not found.", undefined, { "Cache-Control": "no-store" });
    return wrapped(request);
  };
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: passOn("GET", handlers.GET),
  POST: passOn("POST", handlers.POST),
});
