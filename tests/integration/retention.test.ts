// Retention: one run deletes exactly the rows past their time (ended limit
// windows, ended admin sessions, login attempts older than 90 days, login
// delays idle for a day, webhook events older than 90 days, uploads no order
// used for 24 hours, local payment intents older than 30 days, expired
// community sign-in links, links sent by e-mail a day after they expired,
// page visits after an hour, e-mails older than 90 days, order photos 90 days
// after delivery; files and the owner's setting: retention-privacy.test.ts) and keeps the
// rest; a purge that fails does not stop the others; the schedule runs it a
// minute after start and hourly, never twice at once; `npm run retention`
// runs it from the command line.
import "../support/checkout-env";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { runRetention, RETENTION_PURGES } from "@/lib/maintenance/retention";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { logEntries } from "./support/mail";

jest.setTimeout(60_000);

// The upload purge runs for real; one test makes it fail once.
jest.mock("@/lib/uploads/purge", () => {
  const actual = jest.requireActual<typeof import("@/lib/uploads/purge")>("@/lib/uploads/purge");
  return { ...actual, purgeUnattachedUploads: jest.fn(actual.purgeUnattachedUploads) };
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

const tag = randomUUID().slice(0, 8);
let adminId = "";
let memberId = "";

beforeAll(async () => {
  const admin = await db.adminUser.create({ data: { email: `retention-${tag}@example.com`, passwordHash: "not-a-real-hash" } });
  adminId = admin.id;
  memberId = (await db.member.create({ data: { email: `retention-${tag}@members.example.com` } })).id;
  // Order photos are kept the default 90 days (a test of the owner's setting may have left another).
  await db.contentBlock.deleteMany({ where: { key: "retention" } });
});

afterAll(async () => {
  // Whatever a test left behind (the admin's sessions go with it).
  await db.adminUser.deleteMany({ where: { id: adminId } });
  await db.member.deleteMany({ where: { id: memberId } });
  await db.loginAttempt.deleteMany({ where: { email: { startsWith: `retention-${tag}` } } });
  await db.loginThrottle.deleteMany({ where: { email: { startsWith: `retention-${tag}` } } });
  await db.processedWebhookEvent.deleteMany({ where: { id: { startsWith: `evt_retention_${tag}` } } });
  await db.storedUpload.deleteMany({ where: { key: { startsWith: `retention-${tag}` } } });
  await db.localPaymentIntent.deleteMany({ where: { id: { startsWith: `pi_retention_${tag}` } } });
  await db.memberSignInToken.deleteMany({ where: { tokenHash: { startsWith: `retention-${tag}` } } });
  await db.emailLink.deleteMany({ where: { tokenHash: { startsWith: `retention-${tag}` } } });
  await db.pageVisit.deleteMany({ where: { visitor: { startsWith: `retention-${tag}` } } });
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { startsWith: `retention-${tag}` } } });
  await db.order.deleteMany({ where: { paymentIntentId: { startsWith: `pi_retention_${tag}` } } });
  await db.discountCode.deleteMany({ where: { code: { startsWith: `RET${tag}`.toUpperCase() } } });
  await db.$disconnect();
});

let serial = 0;
/** One old and one fresh row of every kind, relative to `now`; returns how to find each again. */
async function seedRows(now: Date) {
  const n = ++serial;
  const ids = { old: {} as Record<string, string>, fresh: {} as Record<string, string> };

  // Abuse-limit counters: window ended a second ago / ends in a minute.
  await db.rateLimitCounter.createMany({
    data: [
      { key: `retention:${tag}:${n}:old`, windowStart: ago(now, MINUTE), count: 3, expiresAt: ago(now, 1000) },
      { key: `retention:${tag}:${n}:fresh`, windowStart: now, count: 1, expiresAt: later(now, MINUTE) },
    ],
  });

  // Admin sessions: expired; idle for 31 minutes; used 29 minutes ago and still valid.
  const session = (lastSeenAt: Date, expiresAt: Date) =>
    db.adminSession.create({ data: { adminId, kind: "browser", createdAt: ago(now, 2 * HOUR), lastSeenAt, expiresAt }, select: { id: true } });
  ids.old.expiredSession = (await session(ago(now, MINUTE), ago(now, 1000))).id;
  ids.old.idleSession = (await session(ago(now, 31 * MINUTE), later(now, HOUR))).id;
  ids.fresh.session = (await session(ago(now, 29 * MINUTE), later(now, HOUR))).id;

  // Login attempts: 91 / 89 days old.
  const attempt = (createdAt: Date) =>
    db.loginAttempt.create({ data: { ip: "192.0.2.90", email: `retention-${tag}-${n}@example.com`, succeeded: false, createdAt }, select: { id: true } });
  ids.old.attempt = (await attempt(ago(now, 91 * DAY))).id;
  ids.fresh.attempt = (await attempt(ago(now, 89 * DAY))).id;

  // Login delays: last failure 25 / 23 hours ago.
  ids.old.throttle = `retention-${tag}-${n}-idle@example.com`;
  ids.fresh.throttle = `retention-${tag}-${n}-recent@example.com`;
  await db.loginThrottle.create({ data: { email: ids.old.throttle, failures: 7, nextAttemptAt: ago(now, 25 * HOUR), updatedAt: ago(now, 25 * HOUR) } });
  await db.loginThrottle.create({ data: { email: ids.fresh.throttle, failures: 7, nextAttemptAt: ago(now, 23 * HOUR), updatedAt: ago(now, 23 * HOUR) } });

  // Webhook events: processed 91 / 89 days ago.
  ids.old.event = `evt_retention_${tag}_${n}_old`;
  ids.fresh.event = `evt_retention_${tag}_${n}_fresh`;
  await db.processedWebhookEvent.createMany({
    data: [
      { id: ids.old.event, type: "payment_intent.succeeded", processedAt: ago(now, 91 * DAY) },
      { id: ids.fresh.event, type: "payment_intent.succeeded", processedAt: ago(now, 89 * DAY) },
    ],
  });

  // Uploads no order uses (never stored, so no file): 25 / 23 hours old.
  ids.old.upload = `retention-${tag}-${n}-old`;
  ids.fresh.upload = `retention-${tag}-${n}-fresh`;
  await db.storedUpload.createMany({
    data: [
      { key: ids.old.upload, expiresAt: ago(now, 24 * HOUR), createdAt: ago(now, 25 * HOUR) },
      { key: ids.fresh.upload, expiresAt: ago(now, 22 * HOUR), createdAt: ago(now, 23 * HOUR) },
    ],
  });

  // Local test payment intents: opened 31 / 29 days ago.
  ids.old.intent = `pi_retention_${tag}_${n}_old`;
  ids.fresh.intent = `pi_retention_${tag}_${n}_fresh`;
  await db.localPaymentIntent.createMany({
    data: [
      { id: ids.old.intent, clientSecret: `${ids.old.intent}_secret`, amountCents: 1599, createdAt: ago(now, 31 * DAY) },
      { id: ids.fresh.intent, clientSecret: `${ids.fresh.intent}_secret`, amountCents: 1599, createdAt: ago(now, 29 * DAY) },
    ],
  });

  // Community sign-in links: expired a second ago / valid for a minute more.
  ids.old.signInLink = `retention-${tag}-${n}-old`;
  ids.fresh.signInLink = `retention-${tag}-${n}-fresh`;
  await db.memberSignInToken.createMany({
    data: [
      { tokenHash: ids.old.signInLink, identifier: "member@example.com", expires: ago(now, 1000) },
      { tokenHash: ids.fresh.signInLink, identifier: "member@example.com", expires: later(now, MINUTE) },
    ],
  });

  // Members' sessions: expired a second ago / valid for a minute more.
  ids.old.memberSession = (await db.memberSession.create({ data: { memberId, createdAt: ago(now, 14 * DAY), expiresAt: ago(now, 1000) } })).id;
  ids.fresh.memberSession = (await db.memberSession.create({ data: { memberId, createdAt: ago(now, 13 * DAY), expiresAt: later(now, MINUTE) } })).id;

  // Links sent by e-mail: expired 25 / 23 hours ago.
  const emailLink = (expiresAt: Date) =>
    db.emailLink.create({ data: { tokenHash: `retention-${tag}-${n}-${expiresAt.getTime()}`, purpose: "review", email: `retention-${tag}@example.com`, expiresAt }, select: { id: true } });
  ids.old.emailLink = (await emailLink(ago(now, 25 * HOUR))).id;
  ids.fresh.emailLink = (await emailLink(ago(now, 23 * HOUR))).id;

  // Page visits ("people viewing now"): 61 / 59 minutes old.
  ids.old.pageVisit = `retention-${tag}-${n}-old`;
  ids.fresh.pageVisit = `retention-${tag}-${n}-fresh`;
  await db.pageVisit.createMany({
    data: [
      { minute: ago(now, 61 * MINUTE), visitor: ids.old.pageVisit },
      { minute: ago(now, 59 * MINUTE), visitor: ids.fresh.pageVisit },
    ],
  });
  // E-mails queued 91 / 89 days ago.
  const email = (createdAt: Date, age: string) =>
    db.outgoingEmail.create({ data: { dedupeKey: `retention-${tag}-${n}-${age}`, to: "someone@example.com", subject: "Hi", text: "Hi", status: "sent", createdAt, sentAt: createdAt }, select: { id: true } });
  ids.old.email = (await email(ago(now, 91 * DAY), "old")).id;
  ids.fresh.email = (await email(ago(now, 89 * DAY), "fresh")).id;

  // Order photos: delivered 91 / 89 days ago (the default setting is 90 days).
  const delivered = (deliveredAt: Date, age: string) =>
    db.order.create({
      data: {
        customerEmail: "someone@example.com",
        customerName: "Someone",
        shippingName: "Someone",
        shippingAddress: "1 Main St",
        shippingCity: "Austin",
        shippingState: "TX",
        shippingZipCode: "73301",
        paymentIntentId: `pi_retention_${tag}_${n}_${age}`,
        amountCents: 900,
        subtotalCents: 900,
        status: "delivered",
        deliveredAt,
        photoUrl: `/api/objects/uploads/${randomUUID()}`,
      },
      select: { id: true },
    });
  ids.old.photo = (await delivered(ago(now, 91 * DAY), "old")).id;
  ids.fresh.photo = (await delivered(ago(now, 89 * DAY), "fresh")).id;

  // Checkouts' contacts (the abandoned-checkout reminder's): last changed 31 / 29 days ago.
  const contact = (updatedAt: Date, age: string) =>
    db.checkoutContact.create({ data: { paymentIntentId: `pi_retention_contact_${tag}_${n}_${age}`, email: "someone@example.com", updatedAt, createdAt: updatedAt }, select: { id: true } });
  ids.old.contact = (await contact(ago(now, 31 * DAY), "old")).id;
  ids.fresh.contact = (await contact(ago(now, 29 * DAY), "fresh")).id;

  // A discount code's reservations with their client: expired a second ago / live for a minute more.
  const code = await db.discountCode.create({ data: { code: `RET${tag}${n}`.toUpperCase(), kind: "percent", percentOff: 10, createdByEmail: "owner@example.com" }, select: { id: true } });
  const hold = (expiresAt: Date, age: string) =>
    db.discountRedemption.create({ data: { codeId: code.id, paymentIntentId: `pi_retention_hold_${tag}_${n}_${age}`, clientHash: "client-hash", discountCents: 90, expiresAt }, select: { id: true } });
  ids.old.hold = (await hold(ago(now, 1000), "old")).id;
  ids.fresh.hold = (await hold(later(now, MINUTE), "fresh")).id;
  return { n, ids };
}

/** Which of the seeded rows are still there, by kind. */
async function present(n: number, ids: Record<string, string>) {
  const counters = await db.rateLimitCounter.findMany({ where: { key: { startsWith: `retention:${tag}:${n}:` } }, select: { key: true } });
  const sessions = await db.adminSession.findMany({ where: { id: { in: [ids.expiredSession, ids.idleSession, ids.session].filter(Boolean) } }, select: { id: true } });
  return {
    counters: counters.map((row) => row.key.split(":").pop()).sort(),
    sessions: sessions.map((row) => row.id).sort(),
    attempts: await db.loginAttempt.count({ where: { id: ids.attempt } }),
    throttles: await db.loginThrottle.count({ where: { email: ids.throttle } }),
    events: await db.processedWebhookEvent.count({ where: { id: ids.event } }),
    uploads: await db.storedUpload.count({ where: { key: ids.upload } }),
    intents: await db.localPaymentIntent.count({ where: { id: ids.intent } }),
    signInLinks: await db.memberSignInToken.count({ where: { tokenHash: ids.signInLink } }),
    memberSessions: await db.memberSession.count({ where: { id: ids.memberSession } }),
    emailLinks: await db.emailLink.count({ where: { id: ids.emailLink } }),
    pageVisits: await db.pageVisit.count({ where: { visitor: ids.pageVisit } }),
    emails: await db.outgoingEmail.count({ where: { id: ids.email } }),
    photos: await db.order.count({ where: { id: ids.photo, photoUrl: { not: null } } }),
    contacts: await db.checkoutContact.count({ where: { id: ids.contact } }),
    holdClients: await db.discountRedemption.count({ where: { id: ids.hold, clientHash: { not: null } } }),
  };
}

describe("a retention run", () => {
  it("deletes exactly the rows past their time and keeps the others", async () => {
    const now = new Date();
    // Rows past their time left by earlier test files go first, so the counts below are this test's alone.
    await runRetention(now);
    const { n, ids } = await seedRows(now);
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const summary = await runRetention(now);

      expect(summary).toEqual({
        rateLimitCounters: 1,
        adminSessions: 2,
        loginAttempts: 1,
        loginThrottles: 1,
        webhookEvents: 1,
        unattachedUploads: 1,
        localPaymentIntents: 1,
        signInLinks: 1,
        memberSessions: 1,
        emailLinks: 1,
        pageVisits: 1,
        sentEmails: 1,
        orderPhotos: 1,
        checkoutContacts: 1,
        discountHoldClients: 1,
      });
      expect(Object.keys(summary).sort()).toEqual([...RETENTION_PURGES].sort());
      expect(await present(n, ids.old)).toEqual({ counters: ["fresh"], sessions: [], attempts: 0, throttles: 0, events: 0, uploads: 0, intents: 0, signInLinks: 0, memberSessions: 0, emailLinks: 0, pageVisits: 0, emails: 0, photos: 0, contacts: 0, holdClients: 0 });
      expect(await present(n, ids.fresh)).toEqual({ counters: ["fresh"], sessions: [ids.fresh.session], attempts: 1, throttles: 1, events: 1, uploads: 1, intents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, emails: 1, photos: 1, contacts: 1, holdClients: 1 });
      // One summary line, no errors.
      const lines = logEntries(log.mock.calls.map((args) => args.join(" "))).filter((entry) => entry.area === "retention");
      expect(lines).toEqual([
        expect.objectContaining({
          level: "info",
          msg: "purged",
          deleted: { rateLimitCounters: 1, adminSessions: 2, loginAttempts: 1, loginThrottles: 1, webhookEvents: 1, unattachedUploads: 1, localPaymentIntents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, sentEmails: 1, orderPhotos: 1, checkoutContacts: 1, discountHoldClients: 1 },
        }),
      ]);
      expect(error).not.toHaveBeenCalled();

      // Again at the same time: nothing left to delete, and nothing logged.
      log.mockClear();
      expect(await runRetention(now)).toEqual(Object.fromEntries(RETENTION_PURGES.map((name) => [name, 0])));
      expect(log).not.toHaveBeenCalled();
      expect(await present(n, ids.fresh)).toEqual({ counters: ["fresh"], sessions: [ids.fresh.session], attempts: 1, throttles: 1, events: 1, uploads: 1, intents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, emails: 1, photos: 1, contacts: 1, holdClients: 1 });
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it("runs every other purge when one fails, logs the failure and leaves that purge's rows for the next run", async () => {
    const now = new Date();
    await runRetention(now);
    const { n, ids } = await seedRows(now);
    const failing = jest.mocked(purgeUnattachedUploads);
    failing.mockClear();
    failing.mockRejectedValueOnce(new Error("the upload store is unreachable"));
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const summary = await runRetention(now);

      expect(failing).toHaveBeenCalledTimes(1);
      expect(failing).toHaveBeenCalledWith(now);
      expect(summary).toEqual({ rateLimitCounters: 1, adminSessions: 2, loginAttempts: 1, loginThrottles: 1, webhookEvents: 1, localPaymentIntents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, sentEmails: 1, orderPhotos: 1, checkoutContacts: 1, discountHoldClients: 1 });
      expect(await present(n, ids.old)).toEqual({ counters: ["fresh"], sessions: [], attempts: 0, throttles: 0, events: 0, uploads: 1, intents: 0, signInLinks: 0, memberSessions: 0, emailLinks: 0, pageVisits: 0, emails: 0, photos: 0, contacts: 0, holdClients: 0 });
      expect(error).toHaveBeenCalledTimes(1);
      expect(logEntries([error.mock.calls[0]!.join(" ")])).toEqual([
        expect.objectContaining({ level: "error", area: "retention", msg: "purge failed", purge: "unattachedUploads", error: "the upload store is unreachable" }),
      ]);
      expect(logEntries(log.mock.calls.map((args) => args.join(" ")))).toEqual([
        expect.objectContaining({
          msg: "purged",
          deleted: { rateLimitCounters: 1, adminSessions: 2, loginAttempts: 1, loginThrottles: 1, webhookEvents: 1, localPaymentIntents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, sentEmails: 1, orderPhotos: 1, checkoutContacts: 1, discountHoldClients: 1 },
        }),
      ]);

      // The next run deletes what the failed one left.
      expect(await runRetention(now)).toMatchObject({ unattachedUploads: 1 });
      expect(await present(n, ids.old)).toMatchObject({ uploads: 0 });
      expect(await present(n, ids.fresh)).toMatchObject({ uploads: 1 });
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});

describe("the background schedules", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("run a task after its delay, then at its interval, never overlapping, and start once per process", async () => {
    jest.useFakeTimers();
    const finishers: Array<() => void> = [];
    const runs = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const { startSchedule, stopSchedule } = await import("@/lib/maintenance/schedule");
    const spec = { name: "test-retention", firstDelayMs: 60 * 1000, intervalMs: HOUR, run: runs };
    startSchedule(spec);
    startSchedule(spec);

    await jest.advanceTimersByTimeAsync(59 * 1000);
    expect(runs).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveBeenCalledTimes(1);
    // Still running an hour later: the hourly run is skipped, not doubled.
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveBeenCalledTimes(1);
    finishers.shift()!();
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveBeenCalledTimes(2);
    finishers.shift()!();
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(runs).toHaveBeenCalledTimes(3);
    finishers.shift()!();

    stopSchedule(spec.name);
    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(runs).toHaveBeenCalledTimes(3);
  });

  it("include the retention purges, hourly and a minute after the start", async () => {
    const { BACKGROUND_SCHEDULES } = await import("@/lib/maintenance/background");
    expect(BACKGROUND_SCHEDULES.find((spec) => spec.name === "retention")).toMatchObject({ firstDelayMs: 60 * 1000, intervalMs: HOUR });
  });
});

describe("npm run retention", () => {
  it("runs every purge once and prints what each deleted", async () => {
    const now = new Date();
    const { n, ids } = await seedRows(now);
    const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.retention;
    const [, ...tsxArgs] = script.split(" ");
    const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), ...tsxArgs], {
      env: { ...process.env, SMTP_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));

    expect({ code, output }).toMatchObject({ code: 0 });
    for (const name of RETENTION_PURGES) expect(output).toMatch(new RegExp(`^  ${name}: \\d+$`, "m"));
    expect(output).not.toMatch(/failed/);
    expect(await present(n, ids.old)).toEqual({ counters: ["fresh"], sessions: [], attempts: 0, throttles: 0, events: 0, uploads: 0, intents: 0, signInLinks: 0, memberSessions: 0, emailLinks: 0, pageVisits: 0, emails: 0, photos: 0, contacts: 0, holdClients: 0 });
    expect(await present(n, ids.fresh)).toEqual({ counters: ["fresh"], sessions: [ids.fresh.session], attempts: 1, throttles: 1, events: 1, uploads: 1, intents: 1, signInLinks: 1, memberSessions: 1, emailLinks: 1, pageVisits: 1, emails: 1, photos: 1, contacts: 1, holdClients: 1 });
  });
});
