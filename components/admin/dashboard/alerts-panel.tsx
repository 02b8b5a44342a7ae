"use client";
// The dashboard's "Needs your attention": the open alerts (what happened, the
// facts, what to do, and Resolve) and the e-mails the shop gave up sending
// (the recipient, the error, and Retry, which sends it at once), with a badge
// counting the late orders (unshipped past the promised processing time,
// lib/orders/late-orders.ts) while there are some. Read every minute; nothing
// is shown while there is nothing to do.
import { useState } from "react";
import { AlertTriangle, Clock, MailWarning } from "lucide-react";
import type { AlertJson, AlertsPanelJson, FailedEmailJson, ResolvedAlertJson, RetriedEmailJson } from "@/lib/alerts/dashboard";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/components/admin/dashboard/format";
import { useAdminRead } from "@/components/admin/use-admin-read";

export const ALERTS_POLL_MS = 60_000;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A fact as the owner reads it: a time in their own zone, an id in a fixed-width font, words as words. */
function FactValue({ value }: { value: string }) {
  if (ISO_TIME.test(value)) return <dd><time dateTime={value}>{formatDateTime(value)}</time></dd>;
  return <dd className={/\s/.test(value) ? "break-words" : "break-all font-mono text-xs leading-5"}>{value}</dd>;
}

function AlertItem({ alert, onDone }: { alert: AlertJson; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest("POST", `/api/admin/alerts/${alert.id}/resolve`);
      const outcome = (await res.json()) as ResolvedAlertJson;
      toast({ title: outcome.alreadyResolved ? "Already resolved" : "Alert resolved", description: outcome.alreadyResolved ? `Resolved by ${outcome.resolvedBy === "shop" ? "the shop itself" : outcome.resolvedBy}` : alert.title });
      onDone();
    } catch (failure) {
      setError(apiFailureMessage(failure, "The alert could not be resolved. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="open-alert" data-alert-name={alert.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{alert.title}</p>
          <p className="text-xs text-neutral-600">
            <time dateTime={alert.openedAt}>{formatDateTime(alert.openedAt)}</time> · <span className="font-mono">{alert.name}</span>
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={resolve} disabled={busy} aria-label={`Resolve: ${alert.title}`}>
          {busy ? "Resolving..." : "Resolve"}
        </Button>
      </div>
      <p className="break-words text-sm">{alert.message}</p>
      {alert.facts.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          {alert.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-neutral-600">{fact.label}</dt>
              <FactValue value={fact.value} />
            </div>
          ))}
        </dl>
      )}
      {alert.action && <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900"><span className="font-semibold">What to do: </span>{alert.action}</p>}
      <Notice tone="error" message={error} />
    </li>
  );
}

function FailedEmailItem({ email, onDone }: { email: FailedEmailJson; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest("POST", `/api/admin/emails/${email.id}/retry`);
      const outcome = (await res.json()) as RetriedEmailJson;
      if (outcome.status === "failed") setError(`Sending failed again: ${outcome.lastError ?? "the mail server refused it"}`);
      else toast({ title: outcome.status === "sent" ? "E-mail sent" : "E-mail queued", description: outcome.status === "sent" ? email.subject : "It will be sent within a few minutes." });
      onDone();
    } catch (failure) {
      setError(apiFailureMessage(failure, "The e-mail could not be retried. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="space-y-1 py-4 first:pt-0 last:pb-0" data-testid="failed-email">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold">{email.subject}</p>
          <p className="break-all text-sm text-neutral-600">To {email.to} · queued <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time> · {email.attempts} attempts</p>
        </div>
        <Button size="sm" variant="outline" onClick={retry} disabled={busy} aria-label={`Retry: ${email.subject}`}>
          {busy ? "Sending..." : "Retry"}
        </Button>
      </div>
      {email.lastError && <p className="break-words text-xs text-neutral-600">Last error: {email.lastError}</p>}
      <Notice tone="error" message={error} />
    </li>
  );
}

export function AlertsPanel({ initial }: { initial: AlertsPanelJson }) {
  const read = useAdminRead<AlertsPanelJson>("/api/admin/alerts", { initial, refreshInterval: ALERTS_POLL_MS, failMessage: "Failed to fetch alerts" });
  const data = read.data ?? initial;
  const reload = () => void read.reload({ asUse: true });
  const { lateOrders } = data;
  if (data.openAlerts === 0 && data.failedTotal === 0 && lateOrders === 0) return <Notice tone="error" message={read.error} />;
  return (
    <section aria-labelledby="attention-heading" className="mb-6 space-y-4" data-testid="alerts-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="attention-heading" className="text-lg font-bold">Needs your attention</h2>
        {lateOrders > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800" data-testid="late-orders-badge">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {lateOrders === 1 ? "1 late order" : `${lateOrders} late orders`}
          </span>
        )}
      </div>
      <Notice tone="error" message={read.error} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {data.openAlerts > 0 && (
          <Card className="border-amber-300">
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><AlertTriangle className="h-5 w-5 text-amber-600" aria-hidden="true" />Open alerts ({data.openAlerts})</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-neutral-100">
                {data.alerts.map((alert) => <AlertItem key={alert.id} alert={alert} onDone={reload} />)}
              </ul>
              {data.openAlerts > data.alerts.length && <p className="mt-3 text-sm text-neutral-600">The {data.alerts.length} newest of {data.openAlerts} are shown.</p>}
            </CardContent>
          </Card>
        )}
        {data.failedTotal > 0 && (
          <Card className="border-red-200">
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><MailWarning className="h-5 w-5 text-red-600" aria-hidden="true" />Failed e-mails ({data.failedTotal})</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-neutral-100">
                {data.failedEmails.map((email) => <FailedEmailItem key={email.id} email={email} onDone={reload} />)}
              </ul>
              {data.failedTotal > data.failedEmails.length && <p className="mt-3 text-sm text-neutral-600">The {data.failedEmails.length} newest of {data.failedTotal} are shown.</p>}
            </CardContent>
          </Card>
        )}
      </div>
    </section>
  );
}
