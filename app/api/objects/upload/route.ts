import { withApiErrors } from "@/lib/http/errors";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";

// A signed, expiring address the browser PUTs one photo to.
export const POST = withApiErrors(async () => {
  return Response.json(await createUploadUrl(), { headers: { "Cache-Control": "no-store" } });
});
