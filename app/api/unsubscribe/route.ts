// The unsubscribe link of every marketing e-mail (List-Unsubscribe).
// POST unsubscribes at once (RFC 8058: mail providers send
// "List-Unsubscribe=One-Click" from another site, with no cookie and no other
// step; the /unsubscribe page's button posts here too). GET changes nothing
// (mail scanners follow links): it sends the reader to the page with the
// button. A wrong signature: 400 with a message, nothing changed.
import { route, withPublic } from "@/lib/api/route";
import { invalidInput } from "@/lib/errors";
import { badUnsubscribeLink, unsubscribeByLink } from "@/lib/marketing/unsubscribe";
import { LIMITS } from "@/lib/security/limits";

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(({ request }) => {
    const page = new URL("/unsubscribe", request.url);
    page.searchParams.set("token", tokenOf(request));
    return new Response(null, { status: 303, headers: { Location: `${page.pathname}${page.search}`, "Cache-Control": "no-store" } });
  }),
  POST: withPublic(
    async ({ request }) => {
      const token = tokenOf(request);
      // The page's own form says so; a mail provider's one-click POST does not.
      const fromPage = (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded") && (await request.text()).includes("from=page");
      const { ok } = await unsubscribeByLink(token, fromPage ? "unsubscribe-page" : "one-click");
      if (fromPage) {
        const page = new URLSearchParams({ token });
        if (ok) page.set("done", "1");
        return new Response(null, { status: 303, headers: { Location: `/unsubscribe?${page}`, "Cache-Control": "no-store" } });
      }
      if (!ok) throw invalidInput(badUnsubscribeLink(), { token: badUnsubscribeLink() });
      return Response.json({ ok: true, message: "You are unsubscribed: we will send you no more marketing e-mail." }, { headers: { "Cache-Control": "no-store" } });
    },
    { limit: LIMITS.unsubscribes },
  ),
});
