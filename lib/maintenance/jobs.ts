// Jobs that run once for the whole shop, however many instances run their
// schedule: the daily backup, the daily reconcile. Each has a row in
// ScheduledJob; an instance runs it only after claiming it with one
// conditional UPDATE (the database's clock decides, never the instances'):
//   - due: never succeeded, or last succeeded at least `everyMs` ago;
//   - not held: no other run holds its lease (runningUntil in the future);
//   - a failed run is tried again after `retryMs`, not at every tick.
// A run that crashes keeps its lease until runningUntil, then the job is
// claimed again. The outcome (time, error) is kept for the dashboard.
import "server-only";
import { db } from "@/lib/db";

export interface JobTiming {
  /** How often the job succeeds at most. */
  everyMs: number;
  /** How long a run may hold the job before another instance may take it over. */
  leaseMs: number;
  /** How long after a failed (or crashed) start the job is tried again; default the smaller of everyMs and 15 minutes. */
  retryMs?: number;
}

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** Claims the job when it is due and free; true when this caller now holds it. */
export async function claimJob(name: string, timing: JobTiming): Promise<boolean> {
  const retryMs = timing.retryMs ?? Math.min(timing.everyMs, 15 * 60 * 1000);
  await db.$executeRaw`INSERT INTO "ScheduledJob" (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`;
  const claimed = await db.$executeRaw`
    UPDATE "ScheduledJob"
       SET "runningUntil" = now() + make_interval(secs => ${seconds(timing.leaseMs)}), "lastStartedAt" = now()
     WHERE name = ${name}
       AND ("runningUntil" IS NULL OR "runningUntil" < now())
       AND ("lastSucceededAt" IS NULL OR "lastSucceededAt" <= now() - make_interval(secs => ${seconds(timing.everyMs)}))
       AND ("lastStartedAt" IS NULL OR "lastSucceededAt" >= "lastStartedAt" OR "lastStartedAt" <= now() - make_interval(secs => ${seconds(retryMs)}))`;
  return claimed === 1;
}

/** Records the end of a run this caller claimed and frees the job. */
export async function finishJob(name: string, error: string | null): Promise<void> {
  await db.$executeRaw`
    UPDATE "ScheduledJob"
       SET "runningUntil" = NULL, "lastFinishedAt" = now(), "lastError" = ${error},
           "lastSucceededAt" = CASE WHEN ${error}::text IS NULL THEN now() ELSE "lastSucceededAt" END
     WHERE name = ${name}`;
}

/**
 * Runs `task` when this caller claims the job; its error is recorded and
 * thrown again. Resolves with `{ ran: false }` when the job was not due or
 * held elsewhere.
 */
export async function runJob<T>(name: string, timing: JobTiming, task: () => Promise<T>): Promise<{ ran: false } | { ran: true; result: T }> {
  if (!(await claimJob(name, timing))) return { ran: false };
  try {
    const result = await task();
    await finishJob(name, null);
    return { ran: true, result };
  } catch (error) {
    await finishJob(name, (error instanceof Error ? error.message : String(error)).slice(0, 2000)).catch(() => {});
    throw error;
  }
}

export interface JobState {
  name: string;
  runningUntil: Date | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastSucceededAt: Date | null;
  lastError: string | null;
}

/** The job's last run as recorded, or null when it never ran. */
export async function jobState(name: string): Promise<JobState | null> {
  return db.scheduledJob.findUnique({ where: { name } });
}
