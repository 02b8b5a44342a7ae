// POST /api/admin/tutorials/media: { kind: video | thumbnail } gives an
// admin a signed address to PUT one tutorial video (MP4 or WebM) or thumbnail
// image to, through the shop's upload flow (lib/uploads/photo-uploads.ts).
import { route, withAdmin } from "@/lib/api/route";
import { tutorialMediaSchema } from "@/lib/tutorials/admin";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(
    async ({ admin, body }) =>
      Response.json(await createUploadUrl(`admin:${admin.id}`, Date.now(), body.kind === "video" ? "tutorial-video" : "tutorial-image"), {
        headers: { "Cache-Control": "no-store" },
      }),
    { body: tutorialMediaSchema },
  ),
});
