// POST /api/privacy/requests: { email } e-mails a link to see or delete the
// data the shop keeps about that address (lib/privacy/requests.ts). Limited
// per client address and per e-mail address; every address gets the same
// answer (202) and the same e-mail, so nobody learns who is a customer.
import { route, withPublic } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { requestPrivacyLink } from "@/lib/privacy/requests";
import { privacyRequestSchema } from "@/lib/privacy/schema";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body }) => {
      assertSameOriginWrite(request);
      const { message } = await requestPrivacyLink(body.email);
      return Response.json({ sent: true, message }, { status: 202, headers: { "Cache-Control": "no-store" } });
    },
    { body: privacyRequestSchema, limit: LIMITS.privacyRequests, limitMessage: "You asked for several links already. Please use the last one, or try again in an hour." },
  ),
});
