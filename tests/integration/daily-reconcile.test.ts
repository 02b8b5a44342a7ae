// `orders:reconcile` runs daily by itself: the background schedules list it,
// and of every instance ticking at once one runs it, once a day (claimed in
// ScheduledJob "reconcile"); it makes the order of a payment that had none.
import "../support/checkout-env";
import { db } from "@/lib/db";
import { alertDeliveriesSettled } from "@/lib/alerts/raise";
import { BACKGROUND_SCHEDULES } from "@/lib/maintenance/background";
import { jobState } from "@/lib/maintenance/jobs";
import { DAILY_RECONCILE, runDailyReconcile } from "@/lib/orders/reconcile";
import { SHIPPING } from "../support/requests";
import { paidIntent } from "./checkout/test-mode-support";

const HOUR = 60 * 60 * 1000;
const made: string[] = [];

beforeAll(async () => {
  await db.scheduledJob.deleteMany({ where: { name: "reconcile" } });
});
afterAll(async () => {
  await alertDeliveriesSettled();
  await db.order.deleteMany({ where: { paymentIntentId: { in: made } } });
  await db.scheduledJob.deleteMany({ where: { name: "reconcile" } });
});

beforeEach(() => {
  for (const method of ["error", "info", "log"] as const) jest.spyOn(console, method).mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const schedule = (name: string) => BACKGROUND_SCHEDULES.find((spec) => spec.name === name)!;

/** Moves the job's recorded times into the past, as if `ms` had passed. */
async function age(ms: number) {
  const back = `${Math.round(ms / 1000)} seconds`;
  await db.$executeRaw`UPDATE "ScheduledJob" SET "lastStartedAt" = "lastStartedAt" - ${back}::interval,
    "lastFinishedAt" = "lastFinishedAt" - ${back}::interval, "lastSucceededAt" = "lastSucceededAt" - ${back}::interval WHERE name = 'reconcile'`;
}

describe("the daily reconcile", () => {
  it("is one of the background schedules, ticking hourly for a job due daily", () => {
    expect(schedule("reconcile").intervalMs).toBe(HOUR);
    expect(DAILY_RECONCILE.everyMs).toBe(24 * HOUR);
    expect(schedule("refunds")).toBeDefined();
    expect(schedule("alerts")).toBeDefined();
  });

  it("runs on one of several instances ticking at once, makes the missing order, and not again until a day has passed", async () => {
    const intent = await paidIntent("1oz", { ...SHIPPING, customerEmail: "daily-reconcile@example.com" });
    made.push(intent.id);
    expect(await db.order.count({ where: { paymentIntentId: intent.id } })).toBe(0);

    const results = await Promise.all(Array.from({ length: 5 }, () => runDailyReconcile()));
    const ran = results.filter((result) => result.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.ran && ran[0]!.result.created).toContainEqual({ paymentIntentId: intent.id, orderId: expect.any(String) });
    expect(await db.order.count({ where: { paymentIntentId: intent.id } })).toBe(1);
    const first = await jobState("reconcile");
    expect(first).toMatchObject({ runningUntil: null, lastError: null, lastSucceededAt: expect.any(Date) });

    // The schedule's next hourly ticks find it done.
    const started = async () => (await jobState("reconcile"))!.lastStartedAt!.getTime();
    let before = await started();
    await schedule("reconcile").run();
    await age(23 * HOUR);
    before -= 23 * HOUR;
    await schedule("reconcile").run();
    expect(await started()).toBe(before);
    // A day after its last run, the schedule's tick runs it again.
    await age(HOUR);
    await schedule("reconcile").run();
    expect(await started()).toBeGreaterThan(Date.now() - 60_000);
    expect(await jobState("reconcile")).toMatchObject({ runningUntil: null, lastError: null });
  });
});
