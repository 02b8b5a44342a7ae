"use client";
// The owner's queue of money-back guarantee requests: the requests of one
// status, newest first, read again every minute, each with its order,
// customer, reason, whether the tin comes back and its age. An open request
// is approved (the refund goes out through the order's refund path: the
// amount, by default all that is still refundable, and whether the tins go
// back into stock) or refused with a reason the customer is e-mailed. Each
// decision's form is checked with its route's schema.
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { formatDate, formatDateTime } from "@/components/admin/dashboard/format";
import { checkboxClass, inputClass } from "@/components/admin/editing/styles";
import { useAdminRead } from "@/components/admin/use-admin-read";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import type { AdminReturnRequestJson, ReturnQueueJson } from "@/lib/account/return-queue";
import { approveReturnSchema, RETURN_REASON_MAX_LENGTH, RETURN_STATUS_LABELS, RETURN_STATUSES, refuseReturnSchema, type ReturnStatus } from "@/lib/account/return-schemas";
import { formatDollars } from "@/lib/catalog/money";
import { typedNumber } from "@/lib/editing/fields";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";

const STATUS_TONES: Record<ReturnStatus, BadgeTone> = { open: "info", approved: "brand", refused: "warning", refunded: "success" };

const DAY_MS = 86_400_000;

/** "today", "1 day", "12 days" */
function age(iso: string): string {
  const days = Math.floor((Date.now() - Date.parse(iso)) / DAY_MS);
  return days <= 0 ? "today" : `${days} ${days === 1 ? "day" : "days"}`;
}

export function ReturnsQueue({ initial }: { initial: ReturnQueueJson }) {
  const read = useAdminRead<ReturnQueueJson>(`/api/admin/returns?status=${initial.status}`, { initial, refreshInterval: 60_000, failMessage: "The requests could not be read. They are read again every minute." });
  const queue = read.data ?? initial;
  const reload = () => void read.reload({ asUse: true });
  // The counts are the queue's, read again with it: a decision moves a request to another status.
  return (
    <>
      <nav aria-label="Requests by status">
        <ul className="flex flex-wrap gap-2">
          {RETURN_STATUSES.map((status) => {
            const current = status === queue.status;
            return (
              <li key={status}>
                <Link
                  href={`/admin/returns?status=${status}`}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium ${current ? "border-brand-700 bg-brand-700 text-white" : "border-neutral-300 bg-white text-neutral-800 hover:border-brand-700"}`}
                >
                  {RETURN_STATUS_LABELS[status]} <span className="tabular-nums">({queue.counts[status]})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="returns-list-heading" className="space-y-4">
        <h2 id="returns-list-heading" className="sr-only">
          {RETURN_STATUS_LABELS[queue.status]} requests
        </h2>
        <Notice tone="warning" message={read.error} />
        {queue.requests.length === 0 ? (
          <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-700">No {RETURN_STATUS_LABELS[queue.status].toLowerCase()} requests.</p>
        ) : (
          <ul className="space-y-4" aria-label={`${RETURN_STATUS_LABELS[queue.status]} requests, newest first`}>
            {queue.requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} onDecided={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function RequestCard({ request, onDecided }: { request: AdminReturnRequestJson; onDecided: () => void }) {
  const [deciding, setDeciding] = useState<"approve" | "refuse" | null>(null);
  const headingId = `return-${request.id}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm" data-testid="return-request" data-number={request.number}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-neutral-900">
          {request.number} · Order {request.orderNumber}
        </h3>
        <Badge tone={STATUS_TONES[request.status]}>{RETURN_STATUS_LABELS[request.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-neutral-600">Customer</dt>
          <dd className="break-words text-neutral-900">
            {request.customerName} · <span className="break-all">{request.customerEmail}</span>
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">Order</dt>
          <dd className="text-neutral-900">
            {request.items} · {formatDollars(request.amount)}
            {request.refunded > 0 ? ` (${formatDollars(request.refunded)} refunded)` : ""} · delivered {formatDate(request.deliveredAt)}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">Asked</dt>
          <dd className="text-neutral-900" suppressHydrationWarning>
            {formatDateTime(request.createdAt)} ({age(request.createdAt)})
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600">The tin</dt>
          <dd className="text-neutral-900" data-testid="return-tin">{request.tinWillBeSent ? "Will be sent back" : "Kept by the customer"}</dd>
        </div>
      </dl>
      <div>
        <p className="text-neutral-600">Reason</p>
        <blockquote className="mt-1 border-l-4 border-brand-100 pl-3 break-words whitespace-pre-line text-neutral-900">{request.reason}</blockquote>
      </div>
      {request.status === "refused" && (
        <p className="break-words text-neutral-800">
          <span className="font-semibold">Refused:</span> {request.refusalReason}
        </p>
      )}
      {request.decidedAt && (
        <p className="text-neutral-600">
          Decided {formatDateTime(request.decidedAt)} by {request.decidedByEmail}
          {request.restock ? " · tins put back in stock" : ""}
        </p>
      )}
      {request.status === "open" &&
        (deciding === "approve" ? (
          <ApproveForm request={request} onBack={() => setDeciding(null)} onDone={onDecided} />
        ) : deciding === "refuse" ? (
          <RefuseForm request={request} onBack={() => setDeciding(null)} onDone={onDecided} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setDeciding("approve")} disabled={request.refundable <= 0}>
              Approve and refund
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDeciding("refuse")}>
              Refuse
            </Button>
          </div>
        ))}
    </article>
  );
}

interface ApproveValues {
  amount: string;
  restock: boolean;
}

/** The approval as its API takes it, the amount at most what is still refundable. */
const approveFormSchema = (left: number) =>
  z.preprocess(
    (values: ApproveValues) => ({ amount: typedNumber(values.amount), restock: values.restock }),
    z.object({ amount: approveReturnSchema.shape.amount.unwrap().max(left, `Enter an amount between $0.01 and ${formatDollars(left)}`), restock: z.boolean() }),
  );

function ApproveForm({ request, onBack, onDone }: { request: AdminReturnRequestJson; onBack: () => void; onDone: () => void }) {
  const [schema] = useState(() => approveFormSchema(request.refundable));
  const form = useForm<ApproveValues, unknown, { amount: number; restock: boolean }>({ resolver: zodResolver(schema), defaultValues: { amount: request.refundable.toFixed(2), restock: false } });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const id = `approve-${request.id}`;
  const submit = form.handleSubmit(async ({ amount, restock }) => {
    setError(null);
    try {
      await apiRequest("POST", `/api/admin/returns/${request.id}/approve`, { amount, restock });
      toast({ title: `${request.number} refunded`, description: `${formatDollars(amount)} given back to the customer` });
      onDone();
    } catch (failure) {
      showServerFieldErrors(form.setError, apiFailureFields(failure));
      setError(apiFailureMessage(failure, "The refund failed. Please try again."));
      onDone();
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4" aria-label={`Approve ${request.number}`}>
      <p className="font-semibold">Refund up to {formatDollars(request.refundable)} to the customer&apos;s card?</p>
      <Field id={`${id}-amount`} label="Amount (USD)" hint="Everything still refundable, or less for a partial refund" error={errors.amount?.message}>
        {(control) => <input {...control} className={`${inputClass} max-w-40`} type="number" inputMode="decimal" min="0.01" max={request.refundable} step="0.01" {...form.register("amount")} />}
      </Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" className={checkboxClass} {...form.register("restock")} />
        Put the tins back in stock ({request.items})
      </label>
      <Notice tone="error" message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Refunding…" : "Confirm refund"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}

function RefuseForm({ request, onBack, onDone }: { request: AdminReturnRequestJson; onBack: () => void; onDone: () => void }) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(refuseReturnSchema), defaultValues: { reason: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const id = `refuse-${request.id}`;
  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await apiRequest("POST", `/api/admin/returns/${request.id}/refuse`, { reason });
      toast({ title: `${request.number} refused`, description: "The customer has been e-mailed your reason" });
      onDone();
    } catch (failure) {
      if (!showServerFieldErrors(form.setError, apiFailureFields(failure))) setError(apiFailureMessage(failure, "The request could not be refused. Please try again."));
      onDone();
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4" aria-label={`Refuse ${request.number}`}>
      <Field id={`${id}-reason`} label="Reason (the customer receives it by e-mail)" error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={RETURN_REASON_MAX_LENGTH} className={inputClass} {...form.register("reason")} />}
      </Field>
      <Notice tone="error" message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          {busy ? "Refusing…" : "Refuse and e-mail the customer"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      </div>
    </form>
  );
}
