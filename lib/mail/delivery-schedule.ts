// Retries e-mails whose first send failed: every few minutes each server
// process delivers what is due. Each message is claimed in the database with
// FOR UPDATE SKIP LOCKED before it is sent, so any number of instances may run
// this at once and a message still goes out once. A run that is still going
// when the next one is due (a slow mail server) is not joined by a second one.
import "server-only";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { redactEmails } from "@/lib/security/redact";

const INTERVAL_MS = 2 * 60 * 1000;
const started = globalThis as unknown as { shopMailSchedule?: ReturnType<typeof setInterval>; shopMailRunning?: boolean };

export function startEmailDeliverySchedule(): void {
  if (started.shopMailSchedule) return;
  started.shopMailSchedule = setInterval(() => {
    if (started.shopMailRunning) return;
    started.shopMailRunning = true;
    deliverPendingEmails()
      .catch((error) => console.error("[mail] scheduled delivery failed:", redactEmails(String((error as Error)?.message ?? error))))
      .finally(() => {
        started.shopMailRunning = false;
      });
  }, INTERVAL_MS);
  started.shopMailSchedule.unref?.();
}
