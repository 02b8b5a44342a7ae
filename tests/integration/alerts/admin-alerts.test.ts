// The dashboard's alerts through the admin API: the open alerts and failed
// e-mails (admins only), Resolve (recorded with the admin, in the change log,
// CSRF-checked like every cookie write) and Retry (a failed e-mail put back to
// pending and sent at once; failed again when the mail server still refuses).
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as listAlerts } from "@/app/api/admin/alerts/route";
import { POST as resolveRoute } from "@/app/api/admin/alerts/[id]/resolve/route";
import { POST as retryRoute } from "@/app/api/admin/emails/[id]/retry/route";
import { alertDeliveriesSettled, raiseAlert } from "@/lib/alerts/raise";
import type { AlertsPanelJson } from "@/lib/alerts/dashboard";
import { emailFailedKey } from "@/lib/alerts/failed-emails";
import { MAX_ATTEMPTS, queueEmail } from "@/lib/mail/outbox";
import { adminRequest, createTestAdmin } from "../support/admin-auth";
import { refusingMailServer, withSmtp } from "../support/mail";

const PREFIX = `admin-alerts-test:${randomUUID()}`;
let owner: Awaited<ReturnType<typeof createTestAdmin>>;
const alertIds: string[] = [];

beforeAll(async () => {
  owner = await createTestAdmin(db as never, "alerts-dashboard@example.com", "alerts-dashboard-password");
});
afterAll(async () => {
  await alertDeliveriesSettled();
  await db.outgoingEmail.deleteMany({ where: { OR: [{ dedupeKey: { startsWith: PREFIX } }, ...alertIds.map((id) => ({ dedupeKey: { startsWith: `alert:${id}:` } }))] } });
  await db.alert.deleteMany({ where: { id: { in: alertIds } } });
  await db.contentChange.deleteMany({ where: { entity: { in: ["alert", "email"] }, adminEmail: "alerts-dashboard@example.com" } });
});

beforeEach(() => {
  for (const method of ["error", "info", "log"] as const) jest.spyOn(console, method).mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const ctx = (id: string) => ({ params: Promise.resolve({ id }) }) as never;
const get = (auth: { bearer?: string; cookie?: string }) => listAlerts(adminRequest("/api/admin/alerts", auth), ctx(""));
const resolve = (id: string, auth: { bearer?: string; cookie?: string }, headers: Record<string, string> = {}) =>
  resolveRoute(adminRequest(`/api/admin/alerts/${id}/resolve`, auth, { method: "POST", headers }), ctx(id));
const retry = (id: string, route = retryRoute) => route(adminRequest(`/api/admin/emails/${id}/retry`, { bearer: owner.token }, { method: "POST" }), ctx(id));

async function openAlert() {
  const key = `dashboard-${randomUUID()}`;
  const { id } = await raiseAlert("dispute_opened", key, { message: `Payment pi_${key} is disputed (fraudulent) and has no order`, facts: { disputeId: "dp_123", paymentIntentId: `pi_${key}`, reason: "fraudulent" } });
  alertIds.push(id!);
  await alertDeliveriesSettled();
  return { id: id!, key };
}

/** An e-mail the outbox gave up on. */
async function failedEmail(subject = "Your order is confirmed") {
  const dedupeKey = `${PREFIX}:${randomUUID()}`;
  await db.$transaction((tx) => queueEmail(tx, { dedupeKey, to: "customer@example.com", subject, text: "Thank you for your order." }));
  return db.outgoingEmail.update({ where: { dedupeKey }, data: { status: "failed", attempts: MAX_ATTEMPTS, lastError: "connect ECONNREFUSED 127.0.0.1:25" } });
}

describe("GET /api/admin/alerts", () => {
  it("is for admins only", async () => {
    const res = await get({});
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain("dispute");
  });

  it("lists the open alerts in words, with their facts and what to do, and the failed e-mails with their recipients", async () => {
    const alert = await openAlert();
    const email = await failedEmail();
    const res = await get({ bearer: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const panel = (await res.json()) as AlertsPanelJson;
    expect(panel.alerts.find((entry) => entry.id === alert.id)).toMatchObject({
      name: "dispute_opened",
      title: "A payment is disputed",
      action: expect.stringContaining("Respond in Stripe's Dashboard"),
      message: expect.stringContaining("is disputed (fraudulent)"),
      facts: [
        { label: "Payment", value: `pi_${alert.key}` },
        { label: "Dispute", value: "dp_123" },
        { label: "Reason", value: "fraudulent" },
      ],
    });
    expect(panel.openAlerts).toBeGreaterThanOrEqual(1);
    expect(panel.failedEmails.find((entry) => entry.id === email.id)).toMatchObject({ to: "customer@example.com", subject: "Your order is confirmed", attempts: MAX_ATTEMPTS, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
    expect(panel.failedTotal).toBeGreaterThanOrEqual(1);
  });
});

describe("POST /api/admin/alerts/{id}/resolve", () => {
  it("resolves the alert with the admin and the time, in the change log; a second resolve changes nothing", async () => {
    const alert = await openAlert();
    const res = await resolve(alert.id, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: alert.id, resolvedBy: "alerts-dashboard@example.com", alreadyResolved: false });
    expect(await db.alert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ resolvedAt: expect.any(Date), resolvedById: owner.admin.id, resolvedByEmail: "alerts-dashboard@example.com" });
    const changes = await db.contentChange.findMany({ where: { entity: "alert", entityId: alert.id } });
    expect(changes).toEqual([expect.objectContaining({ action: "update", adminEmail: "alerts-dashboard@example.com", summary: `Resolved the alert "A payment is disputed" (dispute_opened ${alert.key})` })]);
    const panel = (await (await get({ bearer: owner.token })).json()) as AlertsPanelJson;
    expect(panel.alerts.map((entry) => entry.id)).not.toContain(alert.id);

    const again = await resolve(alert.id, { bearer: owner.token });
    expect(await again.json()).toMatchObject({ alreadyResolved: true, resolvedBy: "alerts-dashboard@example.com" });
    expect(await db.contentChange.count({ where: { entity: "alert", entityId: alert.id } })).toBe(1);
  });

  it("refuses a cookie write from another site, no session, and an alert that does not exist", async () => {
    const alert = await openAlert();
    const crossSite = await resolve(alert.id, { cookie: owner.cookie }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await resolve(alert.id, {})).status).toBe(401);
    expect(await db.alert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ resolvedAt: null });
    const missing = await resolve(randomUUID(), { bearer: owner.token });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("alert_not_found");
    expect((await resolve("not-a-uuid", { bearer: owner.token })).status).toBe(404);
  });
});

describe("POST /api/admin/emails/{id}/retry", () => {
  it("puts the failed e-mail back and sends it at once, in the change log, and closes its email_failed alert", async () => {
    const email = await failedEmail("Your refund of $8.00");
    const { id: alertId } = await raiseAlert("email_failed", emailFailedKey(email.id, email.attempts), { message: "The e-mail could not be sent." });
    alertIds.push(alertId!);
    const res = await retry(email.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: email.id, status: "sent", lastError: null });
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "sent", sentAt: expect.any(Date), attempts: MAX_ATTEMPTS + 1 });
    expect(await db.contentChange.findMany({ where: { entity: "email", entityId: email.id } })).toEqual([
      expect.objectContaining({ summary: `Retried the failed e-mail "Your refund of $8.00" (${email.dedupeKey})`, adminEmail: "alerts-dashboard@example.com" }),
    ]);
    expect(await db.alert.findUniqueOrThrow({ where: { id: alertId! } })).toMatchObject({ resolvedById: owner.admin.id, resolvedAt: expect.any(Date) });

    // Sent: it cannot be retried again.
    const again = await retry(email.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "email_not_failed", message: "This e-mail has been sent already." });
    expect((await retry(randomUUID())).status).toBe(404);
  });

  it("answers failed, with the new error, when the mail server still refuses it", async () => {
    const email = await failedEmail();
    const server = await refusingMailServer();
    try {
      await withSmtp(server.url, async () => {
        const { POST } = await import("@/app/api/admin/emails/[id]/retry/route");
        const res = await retry(email.id, POST);
        expect(res.status).toBe(200);
        const outcome = await res.json();
        expect(outcome).toMatchObject({ id: email.id, status: "failed", lastError: expect.stringContaining("Recipient address rejected") });
      });
    } finally {
      await server.close();
    }
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS + 1 });
  });
});
