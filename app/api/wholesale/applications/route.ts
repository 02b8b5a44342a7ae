import { readJson, withApiErrors } from "@/lib/http/errors";
import { submitWholesaleApplication } from "@/lib/wholesale/applications";
import { wholesaleApplicationSchema } from "@/lib/wholesale/schema";
import { otherMethods } from "@/lib/http/methods";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const POST = withApiErrors(async (request: Request) => {
  const input = wholesaleApplicationSchema.parse(await readJson(request));
  await enforceClientLimit(request, LIMITS.wholesaleApplications, "Too many applications from your network. Please try again later or write to us.");
  const application = await submitWholesaleApplication(input);
  return Response.json(
    { id: application.id, status: application.status },
    { status: application.duplicate ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
