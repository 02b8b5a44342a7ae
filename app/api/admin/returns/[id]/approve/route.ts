// POST /api/admin/returns/{id}/approve: { amount?, restock? } approves an open
// return request and refunds it through the owner's refund path: `amount`
// dollars (everything still refundable when left out), the tins back into
// stock when `restock`, the refund e-mail to the customer (admins only).
// 409 when the request was decided already (of two approvals at once, one
// refunds); a refund the provider refuses leaves the request open.
import { route, withAdmin } from "@/lib/api/route";
import { approveReturnSchema } from "@/lib/account/return-schemas";
import { approveReturn } from "@/lib/account/return-queue";
import { centsToDollars, dollarsToCents } from "@/lib/catalog/money";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(
    async ({ admin, params, body }) => {
      const outcome = await approveReturn(admin, params.id, { amountCents: body.amount === undefined ? undefined : dollarsToCents(body.amount), restock: body.restock });
      return Response.json({ success: true, refundedNow: centsToDollars(outcome.refundedCents), request: outcome.request });
    },
    { body: approveReturnSchema },
  ),
});
