// Runs once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Confirmation e-mails that failed to send are retried in the background.
    const { startEmailDeliverySchedule } = await import("@/lib/mail/delivery-schedule");
    startEmailDeliverySchedule();
    // Data kept only for a while (login records, sessions, unused uploads, …) is purged hourly.
    const { startRetentionSchedule } = await import("@/lib/maintenance/schedule");
    startRetentionSchedule();
    // Customers are asked for a review some days after delivery (the owner's setting), once per order.
    const { startReviewRequestSchedule } = await import("@/lib/reviews/request-schedule");
    startReviewRequestSchedule();
  }
}
