// Runs once when a server process starts, and reports the errors Next.js
// catches while rendering pages, running server actions and the proxy.
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Traces to an OpenTelemetry collector, only when one is configured (the package is loaded only then).
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
      const { registerOTel } = await import("@vercel/otel");
      registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME ?? "verdant-ink-shop" });
    }
    // The background tasks (retried e-mails, retention purges, review e-mails, …): lib/maintenance/background.ts.
    const { startBackgroundSchedules } = await import("@/lib/maintenance/background");
    startBackgroundSchedules();
  }
}

// Errors of route handlers are reported by lib/http/errors.ts; these are the
// others (a page that failed to render, a server action, the proxy).
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportUnexpectedError } = await import("@/lib/observability/report");
  const digest = typeof error === "object" && error !== null && "digest" in error ? String((error as { digest: unknown }).digest) : undefined;
  await reportUnexpectedError(error, { route: context.routePath, method: request.method, kind: context.routeType, digest });
};
