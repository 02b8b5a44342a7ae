// POST /api/admin/auth/sign-out-everywhere: "Sign out everywhere" of
// /admin/security. Ends every session of the signed-in admin, in every
// browser, and every bearer token of theirs, this request's own included;
// answers { ended } (how many there were) and clears this browser's cookie.
// Cookie-authenticated, it must come from the shop's own pages (withAdmin).
import { endAllAdminSessions } from "@/lib/auth/sessions";
import { serializeCookie } from "@/lib/http/cookies";
import { route, withAdmin } from "@/lib/api/route";

/** The admins' Auth.js session cookie (auth.ts), under both names Auth.js may use. */
const ADMIN_COOKIES = [
  { name: "authjs.session-token", secure: false },
  { name: "__Secure-authjs.session-token", secure: true },
];

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin }) => {
    const ended = await endAllAdminSessions(admin.id);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const { name, secure } of ADMIN_COOKIES) headers.append("Set-Cookie", serializeCookie(name, "", { path: "/", maxAge: 0, secure }));
    return Response.json({ ended }, { headers });
  }),
});
