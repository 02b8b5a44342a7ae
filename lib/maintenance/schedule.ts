// Runs the retention purges in every server process: once a minute after the
// start, then every hour. A run that is still going when the next one is due
// is not doubled; the next hour tries again. Several instances may run at the
// same time: each purge deletes only rows past their time, and uploads are
// claimed with SKIP LOCKED.
import "server-only";
import { runRetention } from "@/lib/maintenance/retention";

export const FIRST_RUN_DELAY_MS = 60 * 1000;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

interface RetentionSchedule {
  first: ReturnType<typeof setTimeout>;
  every: ReturnType<typeof setInterval>;
  running: boolean;
}

const started = globalThis as unknown as { shopRetentionSchedule?: RetentionSchedule };

export function startRetentionSchedule(): void {
  if (started.shopRetentionSchedule) return;
  const run = () => {
    const schedule = started.shopRetentionSchedule;
    if (!schedule || schedule.running) return;
    schedule.running = true;
    runRetention()
      .catch((error) => console.error("[retention] run failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        schedule.running = false;
      });
  };
  const schedule: RetentionSchedule = {
    first: setTimeout(run, FIRST_RUN_DELAY_MS),
    every: setInterval(run, RETENTION_INTERVAL_MS),
    running: false,
  };
  // The timers never keep a process alive on their own.
  schedule.first.unref?.();
  schedule.every.unref?.();
  started.shopRetentionSchedule = schedule;
}

/**
 * Stops this process's schedule (a run under way finishes).
 * @public for the tests that start one
 */
export function stopRetentionSchedule(): void {
  const schedule = started.shopRetentionSchedule;
  if (!schedule) return;
  clearTimeout(schedule.first);
  clearInterval(schedule.every);
  delete started.shopRetentionSchedule;
}
