import { readJson, withApiErrors } from "@/lib/http/errors";
import { submitWholesaleApplication } from "@/lib/wholesale/applications";
import { wholesaleApplicationSchema } from "@/lib/wholesale/schema";
import { otherMethods } from "@/lib/http/methods";

export const POST = withApiErrors(async (request: Request) => {
  const input = wholesaleApplicationSchema.parse(await readJson(request));
  const application = await submitWholesaleApplication(input);
  return Response.json(
    { id: application.id, status: application.status },
    { status: application.duplicate ? 200 : 201, headers: { "Cache-Control": "no-store" } },
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
