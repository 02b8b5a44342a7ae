// POST /api/admin/emails/{id}/retry: puts an e-mail the outbox gave up on back
// to pending and sends it at once (admins only; in the change log). Answers
// { id, status: "sent" | "failed" | "pending", lastError }; 409 when the
// e-mail is not failed, 404 when there is none.
import { route, withAdmin } from "@/lib/api/route";
import { retryFailedEmail } from "@/lib/alerts/dashboard";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, params }) => Response.json(await retryFailedEmail(admin, params.id ?? ""))),
});
