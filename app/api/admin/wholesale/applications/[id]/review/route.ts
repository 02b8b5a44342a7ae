import { requireAdmin } from "@/lib/auth/guard";
import { readJson, withApiErrors } from "@/lib/http/errors";
import { reviewDecisionSchema, reviewWholesaleApplication } from "@/lib/wholesale/review";
import { otherMethods } from "@/lib/http/methods";

export const POST = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const admin = await requireAdmin(request);
  const decision = reviewDecisionSchema.parse(await readJson(request));
  const { id } = await params;
  return Response.json(await reviewWholesaleApplication(admin, id, decision));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
