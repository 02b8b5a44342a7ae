// POST /api/privacy/deletion: { token, forum: "keep" | "remove", confirm: true }
// deletes (or anonymises, where an order must be kept for tax and
// accounting) what the shop keeps about the address of a privacy link, in one
// transaction (lib/privacy/erase.ts), and answers what was done. Without the
// explicit confirmation 400; an order still on its way 409; a link that does
// not work 404, 403 or 409 as for the download.
import { route, withPublic } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { erasePersonalData } from "@/lib/privacy/erase";
import { privacyDeletionSchema } from "@/lib/privacy/schema";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body }) => {
      assertSameOriginWrite(request);
      const deleted = await erasePersonalData(body);
      return Response.json({ deleted }, { headers: { "Cache-Control": "no-store" } });
    },
    { body: privacyDeletionSchema, limit: LIMITS.privacyLinkUses },
  ),
});
