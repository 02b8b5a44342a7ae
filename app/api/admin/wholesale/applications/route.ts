import { requireAdmin } from "@/lib/auth/guard";
import { withApiErrors } from "@/lib/http/errors";
import { applicationStatusFilter, listWholesaleApplications } from "@/lib/wholesale/review";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  const status = applicationStatusFilter.parse(new URL(request.url).searchParams.get("status") ?? "all");
  const applications = await listWholesaleApplications(admin, status);
  return Response.json(applications, { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
