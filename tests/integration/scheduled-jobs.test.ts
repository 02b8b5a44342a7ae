// A job that runs once for the whole shop (lib/maintenance/jobs.ts): claimed
// by one caller at a time, due again only after its period, retried after a
// failure, and taken over when a crashed run's lease has passed.
import "../support/checkout-env";
import { db } from "@/lib/db";
import { claimJob, finishJob, jobState, runJob } from "@/lib/maintenance/jobs";

const HOUR = 60 * 60 * 1000;
const DAILY = { everyMs: 24 * HOUR, leaseMs: HOUR, retryMs: 10 * 60 * 1000 };
let counter = 0;
const jobName = () => `test-job-${process.pid}-${++counter}`;

/** Moves the job's recorded times into the past, as if `ms` had passed. */
async function age(name: string, ms: number) {
  const back = `${Math.round(ms / 1000)} seconds`;
  await db.$executeRaw`UPDATE "ScheduledJob" SET
    "runningUntil" = "runningUntil" - ${back}::interval, "lastStartedAt" = "lastStartedAt" - ${back}::interval,
    "lastFinishedAt" = "lastFinishedAt" - ${back}::interval, "lastSucceededAt" = "lastSucceededAt" - ${back}::interval
    WHERE name = ${name}`;
}

afterAll(async () => {
  await db.scheduledJob.deleteMany({ where: { name: { startsWith: `test-job-${process.pid}-` } } });
});

describe("a job claimed once for the whole shop", () => {
  it("is run by one of many callers at once, then not again until its period has passed", async () => {
    const name = jobName();
    const task = jest.fn(async () => "done");
    const results = await Promise.all(Array.from({ length: 8 }, () => runJob(name, DAILY, task)));
    expect(task).toHaveBeenCalledTimes(1);
    expect(results.filter((result) => result.ran)).toEqual([{ ran: true, result: "done" }]);
    expect(await runJob(name, DAILY, task)).toEqual({ ran: false });

    await age(name, 23 * HOUR);
    expect(await runJob(name, DAILY, task)).toEqual({ ran: false });
    await age(name, HOUR);
    expect(await runJob(name, DAILY, task)).toEqual({ ran: true, result: "done" });
    expect(task).toHaveBeenCalledTimes(2);
    const state = await jobState(name);
    expect(state).toMatchObject({ runningUntil: null, lastError: null });
    expect(state!.lastSucceededAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records a failure and is tried again after the retry delay, not at every tick", async () => {
    const name = jobName();
    await expect(runJob(name, DAILY, async () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(await jobState(name)).toMatchObject({ runningUntil: null, lastSucceededAt: null, lastError: "disk full" });
    expect(await claimJob(name, DAILY)).toBe(false);
    await age(name, 10 * 60 * 1000);
    expect(await claimJob(name, DAILY)).toBe(true);
    await finishJob(name, null);
    expect(await jobState(name)).toMatchObject({ lastError: null, runningUntil: null });
  });

  it("is taken over when a run crashed and its lease has passed", async () => {
    const name = jobName();
    expect(await claimJob(name, DAILY)).toBe(true);
    // The instance holding it stops without finishing: nobody else may run it during the lease.
    await age(name, 30 * 60 * 1000);
    expect(await claimJob(name, DAILY)).toBe(false);
    await age(name, 31 * 60 * 1000);
    expect(await claimJob(name, DAILY)).toBe(true);
  });
});
