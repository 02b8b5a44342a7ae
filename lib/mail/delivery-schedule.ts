// Retries e-mails whose first send failed: every few minutes each server
// process delivers what is due. Claims in the database keep a message from
// going out twice when several instances run.
import "server-only";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { redactEmails } from "@/lib/mail/redact";

const INTERVAL_MS = 2 * 60 * 1000;
const started = globalThis as unknown as { shopMailSchedule?: ReturnType<typeof setInterval> };

export function startEmailDeliverySchedule(): void {
  if (started.shopMailSchedule) return;
  started.shopMailSchedule = setInterval(() => {
    deliverPendingEmails().catch((error) => console.error("[mail] scheduled delivery failed:", redactEmails(String((error as Error)?.message ?? error))));
  }, INTERVAL_MS);
  started.shopMailSchedule.unref?.();
}
