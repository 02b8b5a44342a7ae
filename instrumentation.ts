// Runs once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // The background tasks (retried e-mails, retention purges, review e-mails, …): lib/maintenance/background.ts.
    const { startBackgroundSchedules } = await import("@/lib/maintenance/background");
    startBackgroundSchedules();
  }
}
