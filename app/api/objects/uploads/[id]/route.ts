// PUT /api/objects/uploads/{id}: the photo for a signed upload address; GET: the stored photo.
import { notFound } from "@/lib/errors";
import { route, withPublic } from "@/lib/http/route";
import { readUpload, receiveUpload } from "@/lib/uploads/photo-uploads";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withPublic(async ({ request, params }) => Response.json(await receiveUpload(params.id, request), { headers: { "Cache-Control": "no-store" } })),
  GET: withPublic(async ({ params }) => {
    const file = await readUpload(params.id);
    if (!file) throw notFound("Photo not found.");
    if (file.redirectTo) return Response.redirect(file.redirectTo, 302);
    return new Response(new Uint8Array(file.bytes!), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.bytes!.length),
        "Cache-Control": "private, max-age=86400, immutable",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
