// PUT /api/objects/uploads/{id}: the file for a signed upload address (a
// customer's photo, or the owner's tutorial video or thumbnail); GET: the
// stored file, a single byte range of it when asked, streamed from its store
// (lib/uploads/serve.ts).
import { route, withPublic } from "@/lib/api/route";
import { receiveUpload } from "@/lib/uploads/photo-uploads";
import { serveUpload } from "@/lib/uploads/serve";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withPublic(async ({ request, params }) => Response.json(await receiveUpload(params.id, request), { headers: { "Cache-Control": "no-store" } })),
  GET: withPublic(({ request, params }) => serveUpload(params.id, request)),
});
