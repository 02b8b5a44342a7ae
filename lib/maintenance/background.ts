// Every background task of a server process, in one list: what runs, how soon
// after the start and how often (lib/maintenance/schedule.ts runs them).
//   - mail: e-mails whose first send failed are retried; each message is
//     claimed with FOR UPDATE SKIP LOCKED, so it goes out once whatever the
//     number of instances.
//   - retention: data kept only for a while is purged (lib/maintenance/retention.ts).
//   - reviews: customers are asked for a review some days after delivery
//     (the owner's setting), once per order (lib/reviews/requests.ts).
//   - backup: the daily backup, claimed once for the whole shop; each tick
//     only asks whether it is due (lib/backup/run.ts).
import "server-only";
import { runScheduledBackup } from "@/lib/backup/run";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { runRetention } from "@/lib/maintenance/retention";
import { startSchedule, type ScheduleSpec } from "@/lib/maintenance/schedule";
import { sendDueReviewRequests } from "@/lib/reviews/requests";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const BACKGROUND_SCHEDULES: readonly ScheduleSpec[] = [
  { name: "mail", firstDelayMs: 2 * MINUTE, intervalMs: 2 * MINUTE, run: () => deliverPendingEmails() },
  { name: "retention", firstDelayMs: MINUTE, intervalMs: HOUR, run: () => runRetention() },
  { name: "reviews", firstDelayMs: 3 * MINUTE, intervalMs: HOUR, run: sendDueReviewRequests },
  { name: "backup", firstDelayMs: 5 * MINUTE, intervalMs: 15 * MINUTE, run: runScheduledBackup },
];

export function startBackgroundSchedules(): void {
  for (const spec of BACKGROUND_SCHEDULES) startSchedule(spec);
}
