// POST /api/objects/upload: a signed address to upload one photo to (limited per client).
import { route, withPublic } from "@/lib/api/route";
import { LIMITS } from "@/lib/security/limits";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(async ({ client }) => Response.json(await createUploadUrl(client), { headers: { "Cache-Control": "no-store" } }), {
    limit: LIMITS.uploadAddresses,
  }),
});
