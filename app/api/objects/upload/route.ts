import { withApiErrors } from "@/lib/http/errors";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";
import { createUploadUrl } from "@/lib/uploads/photo-uploads";
import { otherMethods } from "@/lib/http/methods";

// A signed, expiring address the browser PUTs one photo to. Each client gets a
// limited number of addresses, and none once its daily bytes are used up.
export const POST = withApiErrors(async (request: Request) => {
  const clientKey = await enforceClientLimit(request, LIMITS.uploadAddresses);
  return Response.json(await createUploadUrl(clientKey), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
