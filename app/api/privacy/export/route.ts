// POST /api/privacy/export: { token } answers everything the shop keeps
// about the address of a privacy link, as a JSON file to save
// (Content-Disposition: attachment), and logs the download for the owner.
// A link that does not work: 404 (unknown), 403 (expired) or 409 (used up by
// a deletion), with a message that says which.
import { route, withPublic } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/csrf";
import { downloadPersonalData } from "@/lib/privacy/requests";
import { privacyTokenSchema } from "@/lib/privacy/schema";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ request, body }) => {
      assertSameOriginWrite(request);
      const data = await downloadPersonalData(body.token);
      const day = data.exportedAt.slice(0, 10);
      return new Response(`${JSON.stringify(data, null, 2)}\n`, {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="verdant-ink-data-${day}.json"`,
          "Cache-Control": "no-store",
        },
      });
    },
    { body: privacyTokenSchema, limit: LIMITS.privacyLinkUses },
  ),
});
