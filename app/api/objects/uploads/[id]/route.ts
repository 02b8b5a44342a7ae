// PUT /api/objects/uploads/{id}: the file for a signed upload address (a
// customer's photo, or the owner's tutorial video or thumbnail); GET: the
// stored file, a single byte range of it when asked (lib/uploads/serve.ts).
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/http/route";
import { readUpload, receiveUpload } from "@/lib/uploads/photo-uploads";
import { uploadResponse } from "@/lib/uploads/serve";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withPublic(async ({ request, params }) => Response.json(await receiveUpload(params.id, request), { headers: { "Cache-Control": "no-store" } })),
  GET: withPublic(async ({ request, params }) => {
    const file = await readUpload(params.id);
    if (!file) throw notFound("File not found.");
    if (file.redirectTo) return Response.redirect(file.redirectTo, 302);
    return uploadResponse({ contentType: file.contentType, bytes: file.bytes!, shared: file.purpose !== "photo" }, request.headers.get("range"));
  }),
});
