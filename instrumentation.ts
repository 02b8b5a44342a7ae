// Runs once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Confirmation e-mails that failed to send are retried in the background.
    const { startEmailDeliverySchedule } = await import("@/lib/mail/delivery-schedule");
    startEmailDeliverySchedule();
  }
}
