// GET /api/admin/alerts: the open alerts (newest first, each with its event in
// words, its facts and what to do) and the e-mails the outbox gave up on
// (admins only): { alerts, openAlerts, failedEmails, failedTotal, lateOrders }.
import { route, withAdmin } from "@/lib/api/route";
import { alertsPanel } from "@/lib/alerts/dashboard";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await alertsPanel(admin))),
});
