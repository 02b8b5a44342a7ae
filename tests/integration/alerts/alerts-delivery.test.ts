// Alerts reach the owner once: each event (by its name and key) is recorded
// once however often and however concurrently it is raised, e-mailed once to
// every admin, and POSTed once to the webhook, signed; a webhook answering 500
// is tried again later, with growing delays; a database that refuses the alert
// never fails the caller. The events raised by the shop's own code (a payment
// that could not become an order, a label that could not be voided, orders
// the reconcile made, an e-mail given up on, a stale backup) arrive the same way.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/db/client";
import { startWebhookReceiver, signatureIsValid, WEBHOOK_SECRET } from "./support";

const onServer = process.env.TEST_DATABASE_LABEL !== "embedded";
const MINUTE = 60 * 1000;

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
interface App {
  raise: typeof import("@/lib/alerts/raise");
  events: typeof import("@/lib/alerts/events");
  webhook: typeof import("@/lib/alerts/webhook");
  failedEmails: typeof import("@/lib/alerts/failed-emails");
  backup: typeof import("@/lib/alerts/backup-age");
  voidLabels: typeof import("@/lib/shipping/void-labels");
  reconcile: typeof import("@/lib/orders/reconcile");
  orders: typeof import("../support/orders");
  checkout: typeof import("../checkout/test-mode-support");
  requests: typeof import("../../support/requests");
  outbox: typeof import("@/lib/mail/outbox");
  db: PrismaClient;
}

let receiver: Receiver;
let app: App;
const admins: { id: string; email: string }[] = [];
const keys: string[] = [];

/** A key no other test (or run) uses. */
const newKey = (label: string) => {
  const key = `${label}-${randomUUID()}`;
  keys.push(key);
  return key;
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  process.env.ALERT_WEBHOOK_URL = receiver.url;
  process.env.ALERT_WEBHOOK_SECRET = WEBHOOK_SECRET;
  // The configuration is read once per module instance: the shop's modules are loaded under these settings.
  await jest.isolateModulesAsync(async () => {
    app = {
      raise: await import("@/lib/alerts/raise"),
      events: await import("@/lib/alerts/events"),
      webhook: await import("@/lib/alerts/webhook"),
      failedEmails: await import("@/lib/alerts/failed-emails"),
      backup: await import("@/lib/alerts/backup-age"),
      voidLabels: await import("@/lib/shipping/void-labels"),
      reconcile: await import("@/lib/orders/reconcile"),
      orders: await import("../support/orders"),
      checkout: await import("../checkout/test-mode-support"),
      requests: await import("../../support/requests"),
      outbox: await import("@/lib/mail/outbox"),
      db: (await import("@/lib/db")).db,
    };
    const { createTestAdmin } = await import("../support/admin-auth");
    for (const email of ["alerts-owner@example.com", "alerts-partner@example.com"]) admins.push((await createTestAdmin(app.db, email, "alerts-admin-password")).admin);
  });
});

afterAll(async () => {
  await app.raise.alertDeliveriesSettled();
  const alerts = await app.db.alert.findMany({ where: { OR: [{ key: { in: keys } }, { name: { in: ["email_failed", "reconcile_created_orders", "backup_stale", "payment_refunded_no_order", "label_void_refused"] } }] }, select: { id: true } });
  await app.db.outgoingEmail.deleteMany({ where: { OR: alerts.map((alert) => ({ dedupeKey: { startsWith: `alert:${alert.id}:` } })).concat([{ dedupeKey: { startsWith: "alerts-test:" } }]) } });
  await app.db.alert.deleteMany({ where: { id: { in: alerts.map((alert) => alert.id) } } });
  await app.orders.deleteMadeOrders(app.db);
  await app.db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS alerts_test_refuse ON "Alert"`);
  await app.db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS alerts_test_refuse()`);
  delete process.env.ALERT_WEBHOOK_URL;
  delete process.env.ALERT_WEBHOOK_SECRET;
  await receiver.close();
});

/** Waits for the deliveries raising started, then lets the schedule's deliverer run once more (it must find nothing left). */
async function settle() {
  await app.raise.alertDeliveriesSettled();
  await app.webhook.deliverAlertWebhooks();
}

const alertRow = (name: string, key: string) => app.db.alert.findUnique({ where: { name_key: { name, key } } });

/** The alert was recorded once, e-mailed once to each admin and POSTed once (signed, 200). */
async function expectToldOnce(name: string, key: string, { email = true } = {}) {
  const row = await alertRow(name, key);
  expect(row).toMatchObject({ webhookStatus: "sent", webhookAttempts: 1, resolvedAt: null });
  const posts = receiver.about(name, key);
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post!.status).toBe(200);
  expect(signatureIsValid(post!.headers["x-shop-signature"], post!.body)).toBe(true);
  expect(signatureIsValid(post!.headers["x-shop-signature"], post!.body, "another-secret-of-16-chars")).toBe(false);
  expect(post!.headers["content-type"]).toBe("application/json");
  expect(post!.headers["x-shop-alert"]).toBe(name);
  expect(post!.headers["x-shop-alert-id"]).toBe(row!.id);
  const event = app.events.ALERT_EVENTS[name as keyof typeof app.events.ALERT_EVENTS];
  expect(post!.json.text).toContain(event.title);
  expect(post!.json.text).toContain(row!.message);
  expect(post!.json.alert).toMatchObject({ id: row!.id, name, key, title: event.title, message: row!.message, action: event.action, details: row!.details });
  expect(post!.json.alert.dashboardUrl).toMatch(/\/admin\/dashboard$/);

  const emails = await app.db.outgoingEmail.findMany({ where: { dedupeKey: { startsWith: `alert:${row!.id}:` } } });
  // No other e-mail names the event: it was e-mailed for one raise only.
  expect(await app.db.outgoingEmail.count({ where: { text: { contains: `Event: ${name} (${key})` } } })).toBe(emails.length);
  if (!email) {
    expect(emails).toEqual([]);
    expect(row!.notifiedAt).toBeNull();
    return row!;
  }
  const everyAdmin = await app.db.adminUser.findMany({ select: { id: true, email: true } });
  expect(emails.map((mail) => mail.to).sort()).toEqual(everyAdmin.map((admin) => admin.email).sort());
  expect(emails.map((mail) => mail.dedupeKey).sort()).toEqual(everyAdmin.map((admin) => `alert:${row!.id}:${admin.id}`).sort());
  for (const mail of emails) {
    expect(mail.subject).toBe(`[Verdant Ink] ${event.title}`);
    expect(mail.html).toBeNull();
    expect(mail.text).toContain(`What happened: ${row!.message}`);
    expect(mail.text).toContain(`What to do: ${event.action}`);
    expect(mail.text).toContain("/admin/dashboard");
    expect(mail.text).toContain("Contact us:");
  }
  expect(row!.notifiedAt).toBeInstanceOf(Date);
  return row!;
}

beforeEach(() => {
  for (const method of ["info", "log"] as const) jest.spyOn(console, method).mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("raising an alert", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  it("tells the owner once of every event, raised twice in a row and twice at once", async () => {
    for (const name of app.events.ALERT_NAMES) {
      const key = newKey(name);
      const details = { message: `Test event ${name} happened to order 1234.`, facts: { orderId: "1234", reason: "a test" } };
      const first = await app.raise.raiseAlert(name, key, details);
      const again = await app.raise.raiseAlert(name, key, details);
      const atOnce = await Promise.all([app.raise.raiseAlert(name, key, details), app.raise.raiseAlert(name, key, details)]);
      expect(first).toMatchObject({ raised: true, id: expect.any(String) });
      expect([again, ...atOnce].map((result) => result.raised)).toEqual([false, false, false]);
      await settle();
      const row = await expectToldOnce(name, key);
      expect(row.details).toEqual({ orderId: "1234", reason: "a test" });
    }
    expect(await app.db.alert.count({ where: { key: { in: keys } } })).toBe(app.events.ALERT_NAMES.length);
  });

  it("is told once when two instances raise the same event at the same moment", async () => {
    const instances = await separateInstances(2);
    try {
      const key = newKey("two-instances");
      const details = { message: "Payment pi_twoInstances was refunded in full: a test.", facts: { paymentIntentId: "pi_twoInstances" } };
      const results = await Promise.all(instances.flatMap((instance) => [instance.raise.raiseAlert("payment_refunded_no_order", key, details), instance.raise.raiseAlert("payment_refunded_no_order", key, details)]));
      expect(results.filter((result) => result.raised)).toHaveLength(1);
      await Promise.all(instances.map((instance) => instance.raise.alertDeliveriesSettled()));
      // Every instance's schedule runs its deliverer at once: nothing is left to send.
      expect((await Promise.all(instances.map((instance) => instance.webhook.deliverAlertWebhooks()))).map((result) => result.sent)).toEqual([0, 0]);
      await expectToldOnce("payment_refunded_no_order", key);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("never fails its caller: a database that refuses the alert leaves the log line", async () => {
    await app.db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION alerts_test_refuse() RETURNS trigger AS $$
      BEGIN IF NEW."key" LIKE 'refused-%' THEN RAISE EXCEPTION 'the test refuses this alert'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await app.db.$executeRawUnsafe(`CREATE TRIGGER alerts_test_refuse BEFORE INSERT ON "Alert" FOR EACH ROW EXECUTE FUNCTION alerts_test_refuse()`);
    const lines: string[] = [];
    const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    try {
      const key = newKey("refused");
      await expect(app.raise.raiseAlert("dispute_opened", key, { message: "Payment pi_refused is disputed (fraudulent) and has no order" })).resolves.toEqual({ raised: false, id: null });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(expect.objectContaining({ level: "error", area: "alert", msg: "Payment pi_refused is disputed (fraudulent) and has no order", alert: "dispute_opened" }));
      expect(entries).toContainEqual(expect.objectContaining({ msg: "the alert could not be recorded, so no one was told but this log", alert: "dispute_opened", key }));
      expect(await alertRow("dispute_opened", key)).toBeNull();
    } finally {
      spy.mockRestore();
      await app.db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS alerts_test_refuse ON "Alert"`);
    }
  });

  it("keeps e-mail addresses out of the alert, its webhook and its log", async () => {
    const key = newKey("redacted");
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await app.raise.raiseAlert("email_failed", key, { message: "550 no such user ada.lovelace@example.com", facts: { error: "550 no such user ada.lovelace@example.com" } });
      await settle();
      expect(spy.mock.calls.flat().join(" ")).not.toContain("ada.lovelace@example.com");
    } finally {
      spy.mockRestore();
    }
    const row = await alertRow("email_failed", key);
    expect(row!.message).toBe("550 no such user a***@example.com");
    expect(row!.details).toEqual({ error: "550 no such user a***@example.com" });
    expect(receiver.about("email_failed", key)[0]!.body).not.toContain("ada.lovelace");
  });
});

describe("the webhook", () => {
  it("is tried again after a 500, with growing delays, and delivered once", async () => {
    receiver.state.failNext = 2;
    const key = newKey("retried");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const before = Date.now();
      await app.raise.raiseAlert("refund_failed", key, { message: "Payment pi_retried cannot become an order and its refund failed: a test." });
      await app.raise.alertDeliveriesSettled();
      let row = await alertRow("refund_failed", key);
      expect(row).toMatchObject({ webhookStatus: "pending", webhookAttempts: 1, webhookLastError: "HTTP 500: receiver is down" });
      // One minute after the first failed attempt.
      expect(row!.webhookNextAttemptAt!.getTime() - before).toBeGreaterThanOrEqual(MINUTE - 1000);
      expect(row!.webhookNextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(MINUTE);
      // Not due yet: nothing is sent.
      expect(await app.webhook.deliverAlertWebhooks()).toEqual({ sent: 0, failed: 0 });

      const second = new Date(Date.now() + MINUTE + 1000);
      expect(await app.webhook.deliverAlertWebhooks({ now: second })).toEqual({ sent: 0, failed: 1 });
      row = await alertRow("refund_failed", key);
      expect(row).toMatchObject({ webhookStatus: "pending", webhookAttempts: 2 });
      // Two minutes after the second.
      expect(row!.webhookNextAttemptAt!.getTime() - second.getTime()).toBe(2 * MINUTE);

      // Three deliverers at once when it is due: one POST.
      const third = new Date(second.getTime() + 2 * MINUTE + 1000);
      const results = await Promise.all([1, 2, 3].map(() => app.webhook.deliverAlertWebhooks({ now: third })));
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
      expect(errors.mock.calls.flat().join(" ")).toContain(`"msg":"the alert webhook failed","alertId":"${row!.id}","alert":"refund_failed","attempt":1,`);
    } finally {
      errors.mockRestore();
    }
    const posts = receiver.about("refund_failed", key);
    expect(posts.map((post) => post.status)).toEqual([500, 500, 200]);
    expect(posts.every((post) => signatureIsValid(post.headers["x-shop-signature"], post.body))).toBe(true);
    expect(await alertRow("refund_failed", key)).toMatchObject({ webhookStatus: "sent", webhookAttempts: 3, webhookLastError: null, webhookSentAt: expect.any(Date) });
    expect(await app.webhook.deliverAlertWebhooks({ now: new Date(Date.now() + 24 * 60 * MINUTE) })).toEqual({ sent: 0, failed: 0 });
  });

  it("gives up after its last attempt", async () => {
    const key = newKey("given-up");
    receiver.state.failNext = app.webhook.WEBHOOK_MAX_ATTEMPTS;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await app.raise.raiseAlert("refund_stuck", key, { message: "Refund r1 cannot be settled: a test." });
      await app.raise.alertDeliveriesSettled();
      let now = Date.now();
      for (let attempt = 2; attempt <= app.webhook.WEBHOOK_MAX_ATTEMPTS + 1; attempt++) {
        now += 7 * 60 * MINUTE;
        await app.webhook.deliverAlertWebhooks({ now: new Date(now) });
      }
      expect(errors.mock.calls.flat().join(" ")).toContain(`"attempt":${app.webhook.WEBHOOK_MAX_ATTEMPTS},"lastAttempt":true`);
    } finally {
      errors.mockRestore();
      receiver.state.failNext = 0;
    }
    expect(receiver.about("refund_stuck", key)).toHaveLength(app.webhook.WEBHOOK_MAX_ATTEMPTS);
    expect(await alertRow("refund_stuck", key)).toMatchObject({ webhookStatus: "failed", webhookAttempts: app.webhook.WEBHOOK_MAX_ATTEMPTS });
  });
});

describe("events the shop raises", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));

  it("payment_refunded_no_order: a paid payment without shipping details, posted several times", async () => {
    const intent = await app.checkout.openIntent("4oz");
    expect((await app.checkout.confirm(intent.clientSecret)).status).toBe(200);
    const answers = await Promise.all([1, 2, 3].map(() => app.checkout.postOrder({ paymentIntentId: intent.id })));
    expect(answers.every((res) => res.status === 422)).toBe(true);
    await settle();
    const row = await expectToldOnce("payment_refunded_no_order", intent.id);
    expect(row.message).toMatch(new RegExp(`^Payment ${intent.id} cannot become an order and was refunded in full: `));
    expect(row.details).toMatchObject({ paymentIntentId: intent.id, amount: "$15.99" });
  });

  it("label_void_refused: a label bought from a provider that is not configured now", async () => {
    const order = await app.orders.makeOrder({ status: "processing" }, app.db);
    const label = await app.db.shippingLabel.create({
      data: { orderId: order.id, provider: "easypost", providerRef: "shp_alerts_test", carrier: "USPS", service: "Priority", trackingNumber: `9400${Date.now()}`, rateCents: 800 },
    });
    await app.voidLabels.voidLabelsOf(order.id);
    await app.voidLabels.voidLabelsOf(order.id);
    await settle();
    const row = await expectToldOnce("label_void_refused", label.id);
    expect(row.details).toMatchObject({ labelId: label.id, orderId: order.id, provider: "easypost" });
  });

  it("reconcile_created_orders: the reconcile made an order for a payment that had none", async () => {
    const intent = await app.checkout.paidIntent("1oz", { ...app.requests.SHIPPING, customerEmail: "reconciled@example.com" });
    const report = await app.reconcile.reconcileOrders({ days: 1 });
    const made = report.created.find((entry) => entry.paymentIntentId === intent.id);
    expect(made).toBeDefined();
    // A second run makes nothing, and tells nothing.
    expect((await app.reconcile.reconcileOrders({ days: 1 })).created).toEqual([]);
    await settle();
    const alerts = await app.db.alert.findMany({ where: { name: "reconcile_created_orders" } });
    const row = alerts.find((alert) => alert.message.includes(intent.id));
    expect(row).toBeDefined();
    expect(row!.message).toContain(`${intent.id} → order ${made!.orderId}`);
    await expectToldOnce("reconcile_created_orders", row!.key);
    await app.db.order.deleteMany({ where: { paymentIntentId: intent.id } });
  });

  it("email_failed: an e-mail the outbox gave up on, once; an alert's own e-mail without e-mails", async () => {
    const ids: string[] = [];
    for (const dedupeKey of [`alerts-test:${randomUUID()}`, `alert:${randomUUID()}:${randomUUID()}`]) {
      await app.db.$transaction((tx) => app.outbox.queueEmail(tx, { dedupeKey, to: "gone@example.com", subject: "Your order is confirmed", text: "Hello" }));
      const row = await app.db.outgoingEmail.update({ where: { dedupeKey }, data: { status: "failed", attempts: app.outbox.MAX_ATTEMPTS, lastError: "550 5.1.1 <gone@example.com>: no such user" } });
      ids.push(row.id);
    }
    await app.failedEmails.raiseFailedEmailAlerts();
    await app.failedEmails.raiseFailedEmailAlerts();
    await settle();
    const [customer, alertOwn] = ids.map((id) => app.failedEmails.emailFailedKey(id, app.outbox.MAX_ATTEMPTS));
    keys.push(customer!, alertOwn!);
    const row = await expectToldOnce("email_failed", customer!);
    expect(row.message).toBe(`The e-mail "Your order is confirmed" (${(await app.db.outgoingEmail.findUniqueOrThrow({ where: { id: ids[0] } })).dedupeKey}) could not be sent after 8 attempts: 550 5.1.1 <g***@example.com>: no such user`);
    await expectToldOnce("email_failed", alertOwn!, { email: false });
    await app.db.outgoingEmail.deleteMany({ where: { id: { in: ids } } });
  });

  it("backup_stale: a last backup older than 26 hours, once; closed by the shop once a new one is made", async () => {
    await app.db.alert.deleteMany({ where: { name: "backup_stale" } });
    const last = { at: new Date(Date.now() - 27 * 60 * MINUTE), bytes: 123_456 };
    expect(await app.backup.checkBackupAge(last)).toMatch(/^The last backup was made 27 hours ago/);
    expect(await app.backup.checkBackupAge(last)).not.toBeNull();
    await settle();
    await expectToldOnce("backup_stale", last.at.toISOString());
    // None at all, in a shop whose database is a day old.
    expect(await app.backup.checkBackupAge(null, new Date(Date.now() + 2 * 24 * 60 * MINUTE))).toMatch(/^No backup has been made since/);
    await settle();
    await expectToldOnce("backup_stale", "none");
    expect(await app.backup.checkBackupAge({ at: new Date(), bytes: 200_000 })).toBeNull();
    const closed = await app.db.alert.findMany({ where: { name: "backup_stale" } });
    expect(closed.map((alert) => alert.resolvedByEmail)).toEqual(["shop", "shop"]);
    expect(closed.every((alert) => alert.resolvedAt instanceof Date)).toBe(true);
  });
});

/**
 * `count` instances of the shop's alert modules, as separate servers run
 * them: on a PostgreSQL server each has its own Prisma client (its own
 * connections); PGlite serves one connection at a time, so there they share
 * the app's client and their statements interleave on it.
 */
async function separateInstances(count: number) {
  type Instance = { raise: App["raise"]; webhook: App["webhook"]; close(): Promise<void> };
  if (!onServer) return Array.from({ length: count }, (): Instance => ({ raise: app.raise, webhook: app.webhook, close: async () => {} }));
  const { createPrismaClient } = await import("@/lib/db/client");
  const holder = globalThis as { prisma?: PrismaClient };
  const shared = holder.prisma;
  const list: Instance[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const client = createPrismaClient();
      await jest.isolateModulesAsync(async () => {
        holder.prisma = client; // taken by this instance's lib/db
        list.push({ raise: await import("@/lib/alerts/raise"), webhook: await import("@/lib/alerts/webhook"), close: () => client.$disconnect() });
      });
    }
  } finally {
    holder.prisma = shared;
  }
  return list;
}
