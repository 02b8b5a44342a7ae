import { withApiErrors } from "@/lib/http/errors";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";
import { otherMethods } from "@/lib/http/methods";

// A signed, expiring address the browser PUTs one photo to.
export const POST = withApiErrors(async () => {
  return Response.json(await createUploadUrl(), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
