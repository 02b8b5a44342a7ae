// Every e-mail is sent once, however many deliverers run at once: each claims
// a message in one statement that skips rows another is claiming, a claim keeps
// the message from every other deliverer until it goes stale, a send is cut
// off well before that, and a message the server accepted is not sent again
// when the database fails to record it.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { db } from "@/lib/db";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import { BACKGROUND_SCHEDULES, MAIL_TICK_BUDGET_MS } from "@/lib/maintenance/background";
import { deliverPendingEmails, queueEmail, RECORD_RETRY_DELAYS_MS, STALE_CLAIM_MS } from "@/lib/mail/outbox";
import { SMTP_TIMEOUTS, type MailMessage, type SmtpTimeouts } from "@/lib/mail/transport";
import { consoleOutput, logEntries, silentMailServer, tcpServer, withSmtp } from "./support/mail";

const PREFIX = `mail-delivery-test:${randomUUID()}`;
const onServer = process.env.TEST_DATABASE_LABEL !== "embedded";
const MINUTE = 60 * 1000;

afterAll(async () => {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS mail_test_refuse_sent ON "OutgoingEmail"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS mail_test_refuse_sent()`);
  await db.$executeRawUnsafe(`DROP SEQUENCE IF EXISTS mail_test_blips`);
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { startsWith: PREFIX } } });
  await db.$disconnect();
});

/** Queues `count` messages under keys of their own (with `label`), oldest first; returns their ids. */
async function queued(count: number, label = "message"): Promise<{ id: string; dedupeKey: string }[]> {
  const keys = Array.from({ length: count }, (_, i) => `${PREFIX}:${label}:${randomUUID()}:${i}`);
  for (const dedupeKey of keys) {
    await db.$transaction((tx) => queueEmail(tx, { dedupeKey, to: "reader@example.com", subject: "Hello", text: "Hello!" }));
  }
  const rows = await db.outgoingEmail.findMany({ where: { dedupeKey: { in: keys } }, select: { id: true, dedupeKey: true } });
  return keys.map((key) => rows.find((row) => row.dedupeKey === key)!);
}

/** How many times the message was written to the outbox folder. */
function timesSent(id: string): number {
  const outbox = path.join(process.env.DATA_DIR!, "outbox");
  try {
    return readdirSync(outbox).filter((name) => name.endsWith(`-${id}.eml`)).length;
  } catch {
    return 0;
  }
}

/**
 * `count` deliverers as separate instances would run them: on a PostgreSQL
 * server each has its own module instances and its own Prisma client (its own
 * connections); PGlite serves one connection at a time, so there they share the
 * app's client and their statements interleave on it.
 */
async function deliverers(count: number): Promise<{ deliver: typeof deliverPendingEmails; close(): Promise<void> }[]> {
  if (!onServer) return Array.from({ length: count }, () => ({ deliver: deliverPendingEmails, close: async () => {} }));
  const holder = globalThis as { prisma?: PrismaClient };
  const shared = holder.prisma;
  const list: { deliver: typeof deliverPendingEmails; close(): Promise<void> }[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const client = createPrismaClient();
      await jest.isolateModulesAsync(async () => {
        holder.prisma = client; // taken by this instance's lib/db
        const outbox = await import("@/lib/mail/outbox");
        list.push({ deliver: outbox.deliverPendingEmails, close: () => client.$disconnect() });
      });
    }
  } finally {
    holder.prisma = shared;
  }
  return list;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("gives a claim several times the longest send, and every SMTP step a limit well under it", () => {
  const longestSend = SMTP_TIMEOUTS.deadlineMs + RECORD_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
  expect(STALE_CLAIM_MS).toBeGreaterThanOrEqual(4 * longestSend);
  expect(SMTP_TIMEOUTS.deadlineMs).toBeLessThanOrEqual(2 * MINUTE);
  for (const step of [SMTP_TIMEOUTS.connectionMs, SMTP_TIMEOUTS.greetingMs, SMTP_TIMEOUTS.socketMs]) expect(step).toBeLessThan(SMTP_TIMEOUTS.deadlineMs);
});

it("sends each of 30 messages exactly once when 5 deliverers run at the same time", async () => {
  const messages = await queued(30);
  const running = await deliverers(5);
  try {
    const { result: results, lines } = await consoleOutput(() => Promise.all(running.map(({ deliver }) => deliver())));
    // Between them they sent all 30 (and whatever else was due), none twice.
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(30);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    expect(lines.filter((line) => !line.includes("written to"))).toEqual([]);
  } finally {
    await Promise.all(running.map(({ close }) => close()));
  }
  expect(messages.map(({ id }) => timesSent(id))).toEqual(messages.map(() => 1));
  const rows = await db.outgoingEmail.findMany({ where: { id: { in: messages.map(({ id }) => id) } } });
  expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));

  // A later run finds nothing of them left to send.
  await consoleOutput(() => deliverPendingEmails({ now: new Date(Date.now() + 2 * STALE_CLAIM_MS) }));
  expect(messages.map(({ id }) => timesSent(id))).toEqual(messages.map(() => 1));
});

it("sends a whole backlog in one tick of the mail schedule (an alert to many admins never holds a customer's e-mail back for several ticks)", async () => {
  const tick = BACKGROUND_SCHEDULES.find((schedule) => schedule.name === "mail")!;
  expect(MAIL_TICK_BUDGET_MS).toBeLessThan(tick.intervalMs);
  const backlog = await queued(45, "backlog");
  const customers = await queued(1, "customer");
  await consoleOutput(() => tick.run());
  expect([...backlog, ...customers].map(({ id }) => timesSent(id))).toEqual([...backlog, ...customers].map(() => 1));
});

// Row locks between connections: only a PostgreSQL server has more than one session.
(onServer ? it : it.skip)("skips a message another deliverer is claiming instead of waiting for it", async () => {
  const [locked, free] = await queued(2, "locked");
  const other = new pg.Client({ connectionString: process.env.TEST_DIRECT_DATABASE_URL });
  await other.connect();
  try {
    await other.query("BEGIN");
    await other.query(`SELECT "id" FROM "OutgoingEmail" WHERE "id" = $1 FOR UPDATE`, [locked!.id]);
    const started = Date.now();
    await consoleOutput(() => deliverPendingEmails());
    // Not held up by the lock (the database's statement timeout is 10 s) …
    expect(Date.now() - started).toBeLessThan(5_000);
    // … the locked message was left to its holder, the other one sent.
    expect(timesSent(locked!.id)).toBe(0);
    expect(timesSent(free!.id)).toBe(1);
    await other.query("ROLLBACK");
  } finally {
    await other.end();
  }
  // Released, it is sent by the next run, once.
  await consoleOutput(() => deliverPendingEmails());
  expect(timesSent(locked!.id)).toBe(1);
  expect(timesSent(free!.id)).toBe(1);
});

it("keeps a claimed message from other deliverers while it is sent, and gives up on a server that never answers", async () => {
  const [message] = await queued(1, "mute");
  const mute = await silentMailServer();
  try {
    await withSmtp(mute.url, async ({ outbox }) => {
      const started = Date.now();
      const sending = consoleOutput(() => outbox.deliverPendingEmails({ dedupeKey: message!.dedupeKey }));
      await waitFor(async () => (await db.outgoingEmail.findUniqueOrThrow({ where: { id: message!.id } })).status === "sending");

      // Another deliverer, now and a few minutes later, leaves the claimed message alone.
      expect(await deliverPendingEmails({ dedupeKey: message!.dedupeKey })).toEqual({ sent: 0, failed: 0 });
      expect(await deliverPendingEmails({ dedupeKey: message!.dedupeKey, now: new Date(Date.now() + STALE_CLAIM_MS - MINUTE) })).toEqual({ sent: 0, failed: 0 });
      expect(timesSent(message!.id)).toBe(0);

      // The hanging send ends after the greeting timeout (10 s), not nodemailer's 30 s, and is retried later.
      const { result, lines } = await sending;
      expect(result).toEqual({ sent: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(lines).toHaveLength(1);
      expect(logEntries(lines)[0]).toMatchObject({ area: "mail", msg: "sending a message failed", messageId: message!.id, dedupeKey: message!.dedupeKey, attempt: 1 });
    });
  } finally {
    await mute.close();
  }
  const row = await db.outgoingEmail.findUniqueOrThrow({ where: { id: message!.id } });
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  expect(row.lastError).toMatch(/greeting/i);
  expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
}, 25_000);

it("ends a run within its budget when the server never answers, leaving the message pending", async () => {
  const [message] = await queued(1, "budget");
  const mute = await silentMailServer();
  try {
    await withSmtp(mute.url, async ({ outbox }) => {
      const started = Date.now();
      const { result } = await consoleOutput(() => outbox.deliverPendingEmails({ dedupeKey: message!.dedupeKey, budgetMs: 1_500 }));
      expect(result).toEqual({ sent: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(3_000);
    });
  } finally {
    await mute.close();
  }
  const row = await db.outgoingEmail.findUniqueOrThrow({ where: { id: message!.id } });
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
});

it("cuts off a send that keeps the server talking but never finishes, closing its connection", async () => {
  // Greets, then answers EHLO with a reply that never ends: the connection is never silent.
  const timers = new Set<ReturnType<typeof setInterval>>();
  const dripping = await tcpServer((socket) => {
    socket.write("220 mail.test ESMTP\r\n");
    socket.once("data", () => {
      const timer = setInterval(() => socket.write("250-mail.test still thinking\r\n"), 100);
      timers.add(timer);
      socket.on("close", () => clearInterval(timer));
    });
  });
  const timeouts: SmtpTimeouts = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, deadlineMs: 1_500 };
  const message: MailMessage = { id: randomUUID(), to: "reader@example.com", subject: "Hello", text: "Hello!" };
  try {
    await withSmtp(dripping.url, async ({ transport }) => {
      const started = Date.now();
      const error = await transport.sendMail(message, timeouts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(transport.MailDeadlineError);
      expect((error as Error).message).toBe("SMTP send did not finish within 1.5 s; the connection was closed");
      expect(Date.now() - started).toBeLessThan(3_000);
    });
    // The shop closed its side: nothing more of this send reaches the server.
    await waitFor(async () => dripping.state.closed === dripping.state.connections);
    expect(dripping.state.connections).toBe(1);
  } finally {
    for (const timer of timers) clearInterval(timer);
    await dripping.close();
  }
});

/** Makes marking a message "sent" fail in the database: always for `refuse-sent` keys, the first two times for `blip` keys. */
async function failMarkingSent() {
  await db.$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS mail_test_blips`);
  await db.$executeRawUnsafe(`
    CREATE OR REPLACE FUNCTION mail_test_refuse_sent() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'sent' AND NEW."dedupeKey" LIKE '${PREFIX}:refuse-sent:%' THEN
        RAISE EXCEPTION 'simulated database failure';
      END IF;
      IF NEW.status = 'sent' AND NEW."dedupeKey" LIKE '${PREFIX}:blip:%' AND nextval('mail_test_blips') <= 2 THEN
        RAISE EXCEPTION 'simulated database blip';
      END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS mail_test_refuse_sent ON "OutgoingEmail"`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER mail_test_refuse_sent BEFORE UPDATE ON "OutgoingEmail" FOR EACH ROW EXECUTE FUNCTION mail_test_refuse_sent()`,
  );
}

describe("when the database fails after the server accepted a message", () => {
  beforeAll(failMarkingSent);

  it("records the send on a second try after a short blip, and sends once", async () => {
    const [message] = await queued(1, "blip");
    const { result, lines } = await consoleOutput(() => deliverPendingEmails({ dedupeKey: message!.dedupeKey }));
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(lines.filter((line) => !line.includes("written to"))).toEqual([]);
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: message!.id } })).toMatchObject({ status: "sent", attempts: 1 });
    expect(timesSent(message!.id)).toBe(1);
  });

  it("keeps the claim when the send cannot be recorded, so the message is not sent again within the claim's window", async () => {
    const [message] = await queued(1, "refuse-sent");
    const { result, lines } = await consoleOutput(() => deliverPendingEmails({ dedupeKey: message!.dedupeKey }));
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(timesSent(message!.id)).toBe(1);
    const errors = lines.filter((line) => !line.includes("written to"));
    expect(errors).toHaveLength(1);
    expect(logEntries(errors)[0]).toMatchObject({ area: "mail", msg: expect.stringContaining("was sent but could not be marked sent"), messageId: message!.id, dedupeKey: message!.dedupeKey });
    expect(errors[0]).toContain("simulated database failure");
    expect(errors[0]).not.toContain("reader@example.com");
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: message!.id } })).toMatchObject({ status: "sending", attempts: 1 });

    // Later runs, up to the end of the claim's window, leave it alone.
    for (const later of [MINUTE, 5 * MINUTE, STALE_CLAIM_MS - MINUTE]) {
      expect(await deliverPendingEmails({ dedupeKey: message!.dedupeKey, now: new Date(Date.now() + later) })).toEqual({ sent: 0, failed: 0 });
    }
    expect(timesSent(message!.id)).toBe(1);
  }, 30_000);
});

it("takes over the claim of a deliverer that died mid-send once it is older than the stale window, not before", async () => {
  const [recent, stale] = await queued(2, "dead");
  await db.outgoingEmail.update({ where: { id: recent!.id }, data: { status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - STALE_CLAIM_MS + MINUTE) } });
  await db.outgoingEmail.update({ where: { id: stale!.id }, data: { status: "sending", attempts: 1, nextAttemptAt: new Date(Date.now() - STALE_CLAIM_MS - MINUTE) } });

  const { result, lines } = await consoleOutput(() => deliverPendingEmails());
  expect(result.failed).toBe(0);
  expect(timesSent(recent!.id)).toBe(0);
  expect(timesSent(stale!.id)).toBe(1);
  expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: stale!.id } })).toMatchObject({ status: "sent", attempts: 2 });
  expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: recent!.id } })).toMatchObject({ status: "sending", attempts: 1 });
  expect(logEntries(lines)).toContainEqual(
    expect.objectContaining({ area: "mail", msg: "a message was claimed and never finished: sending it again", messageId: stale!.id, dedupeKey: stale!.dedupeKey, attempt: 2 }),
  );
});
