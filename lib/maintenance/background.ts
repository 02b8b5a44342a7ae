// Every background task of a server process, in one list: what runs, how soon
// after the start and how often (lib/maintenance/schedule.ts runs them).
//   - mail: e-mails not sent by the request that queued them (the alerts'
//     e-mails to every admin, a send that failed or ran out of its request's
//     time) go out; each message is claimed with FOR UPDATE SKIP LOCKED, so it
//     goes out once whatever the number of instances. A tick sends every
//     message that is due, for up to MAIL_TICK_BUDGET_MS: a backlog (an alert
//     to many admins) never keeps a customer's e-mail waiting for several ticks.
//   - retention: data kept only for a while is purged (lib/maintenance/retention.ts).
//   - reviews: customers are asked for a review some days after delivery
//     (the owner's setting), once per order (lib/reviews/requests.ts).
//   - backup: the daily backup, claimed once for the whole shop; each tick
//     only asks whether it is due (lib/backup/run.ts), then raises
//     backup_stale when the last one is older than 26 hours (lib/alerts/backup-age.ts).
//   - alerts: e-mails the outbox gave up on are raised (email_failed), and
//     alerts whose webhook is due are POSTed, each claimed like the outbox's
//     messages (lib/alerts/). The alerts' e-mails go out with the mail.
//   - reconcile: every payment of the last days has its order
//     (lib/orders/reconcile.ts); claimed once a day for the whole shop.
//   - marketing: once for the whole shop every minute, the due abandoned-
//     checkout and reorder reminders are queued, transactional mail goes out
//     first, then marketing e-mail at the owner's rate, each still only to a
//     subscriber (lib/marketing/delivery.ts).
//   - refunds: refunds left pending by a crash are settled
//     (lib/orders/stuck-refunds.ts), then guarantee requests whose approval
//     a crash interrupted (lib/account/return-settlement.ts); claimed by one
//     instance at a time.
//   - late-orders: orders unshipped after the promised processing time get
//     a delay notice and raise order_late, once per order (each order claimed
//     by a conditional update; lib/orders/late-orders.ts).
import "server-only";
import { raiseFailedEmailAlerts } from "@/lib/alerts/failed-emails";
import { checkBackupAge } from "@/lib/alerts/backup-age";
import { deliverAlertWebhooks } from "@/lib/alerts/webhook";
import { lastBackup } from "@/lib/backup/history";
import { runScheduledBackup } from "@/lib/backup/run";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { runJob } from "@/lib/maintenance/jobs";
import { marketingTick } from "@/lib/marketing/delivery";
import { runRetention } from "@/lib/maintenance/retention";
import { startSchedule, type ScheduleSpec } from "@/lib/maintenance/schedule";
import { sendDueDelayNotices } from "@/lib/orders/late-orders";
import { runDailyReconcile } from "@/lib/orders/reconcile";
import { settleStuckRefunds } from "@/lib/orders/stuck-refunds";
import { settleApprovedReturns } from "@/lib/account/return-settlement";
import { sendDueReviewRequests } from "@/lib/reviews/requests";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** A mail tick's time, under its interval (a tick still running skips the next). */
export const MAIL_TICK_BUDGET_MS = 90 * 1000;
/** A mail tick's most messages (an SMTP server's usual pace is several a second). */
const MAIL_TICK_LIMIT = 1_000;

export const BACKGROUND_SCHEDULES: readonly ScheduleSpec[] = [
  { name: "mail", firstDelayMs: 2 * MINUTE, intervalMs: 2 * MINUTE, run: () => deliverPendingEmails({ limit: MAIL_TICK_LIMIT, budgetMs: MAIL_TICK_BUDGET_MS }) },
  { name: "retention", firstDelayMs: MINUTE, intervalMs: HOUR, run: () => runRetention() },
  { name: "marketing", firstDelayMs: MINUTE, intervalMs: MINUTE, run: marketingTick },
  { name: "reviews", firstDelayMs: 3 * MINUTE, intervalMs: HOUR, run: sendDueReviewRequests },
  // Each tick asks whether the daily backup is due, then whether the last one is too old (backup_stale).
  {
    name: "backup",
    firstDelayMs: 5 * MINUTE,
    intervalMs: 15 * MINUTE,
    run: async () => {
      try {
        await runScheduledBackup();
      } finally {
        await checkBackupAge(await lastBackup());
      }
    },
  },
  {
    name: "alerts",
    firstDelayMs: MINUTE,
    intervalMs: MINUTE,
    run: async () => {
      await raiseFailedEmailAlerts();
      await deliverAlertWebhooks();
    },
  },
  // Ticks hourly; the job is due once a day.
  { name: "reconcile", firstDelayMs: 10 * MINUTE, intervalMs: HOUR, run: () => runDailyReconcile() },
  {
    name: "refunds",
    firstDelayMs: 5 * MINUTE,
    intervalMs: 5 * MINUTE,
    run: () =>
      runJob("stuck-refunds", { everyMs: 4 * MINUTE, leaseMs: 30 * MINUTE }, async () => {
        await settleStuckRefunds();
        await settleApprovedReturns();
      }),
  },
  { name: "late-orders", firstDelayMs: 7 * MINUTE, intervalMs: HOUR, run: () => sendDueDelayNotices() },
];

export function startBackgroundSchedules(): void {
  for (const spec of BACKGROUND_SCHEDULES) startSchedule(spec);
}
