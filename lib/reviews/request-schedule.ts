// Runs the review e-mails' pass (lib/reviews/requests.ts) in every server
// process: a few minutes after the start, then every hour (a delay is counted
// in days). A run still going when the next is due is not doubled. Several
// instances may run it at once: each order is claimed by one of them, and its
// e-mail has a dedupe key. The e-mails queued are sent by the run itself;
// one that fails is retried by the mail schedule.
import "server-only";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { requestReviews } from "@/lib/reviews/requests";
import { redactEmails } from "@/lib/security/redact";

const FIRST_RUN_DELAY_MS = 3 * 60 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;

interface Schedule {
  first: ReturnType<typeof setTimeout>;
  every: ReturnType<typeof setInterval>;
  running: boolean;
}

const started = globalThis as unknown as { shopReviewRequestSchedule?: Schedule };

/** One pass: queues the e-mails that are due and sends them. */
async function runOnce(): Promise<void> {
  for (const dedupeKey of await requestReviews()) await deliverPendingEmails({ dedupeKey, limit: 1 });
}

export function startReviewRequestSchedule(): void {
  if (started.shopReviewRequestSchedule) return;
  const run = () => {
    const schedule = started.shopReviewRequestSchedule;
    if (!schedule || schedule.running) return;
    schedule.running = true;
    runOnce()
      .catch((error) => console.error("[reviews] scheduled review e-mails failed:", redactEmails(error instanceof Error ? error.message : String(error))))
      .finally(() => {
        schedule.running = false;
      });
  };
  const schedule: Schedule = { first: setTimeout(run, FIRST_RUN_DELAY_MS), every: setInterval(run, INTERVAL_MS), running: false };
  // The timers never keep a process alive on their own.
  schedule.first.unref?.();
  schedule.every.unref?.();
  started.shopReviewRequestSchedule = schedule;
}
