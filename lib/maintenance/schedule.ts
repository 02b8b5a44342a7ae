// The shop's background schedules, in every server process: a task runs a
// while after the start, then at a fixed interval. A run that is still going
// when the next one is due is not doubled; the next interval tries again.
// Several instances run the same schedules: each task is safe to run
// concurrently (rows claimed with SKIP LOCKED or a conditional update), and a
// task that must run once for the whole shop claims itself through
// lib/maintenance/jobs.ts. The timers never keep a process alive on their own.
// instrumentation.ts starts them.
import "server-only";
import { redactEmails } from "@/lib/security/redact";
import { logger } from "@/lib/log";

const log = logger("schedule");

export interface ScheduleSpec {
  /** Names the schedule in its log lines ("retention", "mail", …); one schedule per name and process. */
  name: string;
  firstDelayMs: number;
  intervalMs: number;
  run: () => Promise<unknown>;
}

interface RunningSchedule {
  first: ReturnType<typeof setTimeout>;
  every: ReturnType<typeof setInterval>;
  running: boolean;
}

const state = globalThis as unknown as { shopSchedules?: Map<string, RunningSchedule> };
const schedules = (state.shopSchedules ??= new Map());

export function startSchedule(spec: ScheduleSpec): void {
  if (schedules.has(spec.name)) return;
  const tick = () => {
    const schedule = schedules.get(spec.name);
    if (!schedule || schedule.running) return;
    schedule.running = true;
    spec
      .run()
      .catch((error) => log.error("scheduled run failed", { schedule: spec.name, error: redactEmails(error instanceof Error ? error.message : String(error)) }))
      .finally(() => {
        schedule.running = false;
      });
  };
  const schedule: RunningSchedule = { first: setTimeout(tick, spec.firstDelayMs), every: setInterval(tick, spec.intervalMs), running: false };
  schedule.first.unref?.();
  schedule.every.unref?.();
  schedules.set(spec.name, schedule);
}

/**
 * Stops one schedule of this process (a run under way finishes).
 * @public for the tests that start one
 */
export function stopSchedule(name: string): void {
  const schedule = schedules.get(name);
  if (!schedule) return;
  clearTimeout(schedule.first);
  clearInterval(schedule.every);
  schedules.delete(name);
}
