// GET /api/google-my-business/accounts (admins only): { accounts, message }.
import { requireAdmin } from "@/lib/auth/guard";
import { listBusinessAccounts } from "@/lib/google/business-profile";
import { withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const GET = withApiErrors(async (request: Request) => {
  const admin = await requireAdmin(request);
  return Response.json(await listBusinessAccounts(admin), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
