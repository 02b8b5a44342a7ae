"use client";
// The Customer reviews section of the storefront content page: the reviews
// verified buyers wrote through their review e-mail. Every one waits here,
// whatever its rating, until the owner approves it (it shows on the
// storefront with "Verified buyer" and its stars) or rejects it; the owner
// may answer one publicly (the answer shows under it). What a customer wrote
// is never edited. Above the lists: the review e-mail's settings and the
// average rating. Each action names the version it was taken on, and the
// page then reads the reviews (and the change log) again.
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { LocalDate } from "@/components/track/local-date";
import { useAdminRead } from "@/components/admin/use-admin-read";
import { refusal } from "@/components/admin/editing/use-editor-form";
import { inputClass } from "@/components/admin/editing/styles";
import { ContentSection } from "@/components/admin/content/section";
import { ReviewSettingsForm } from "@/components/admin/content/review-settings-form";
import type { ContentStore } from "@/components/admin/content/types";
import { apiRequest } from "@/lib/http/client";
import type { ModeratedReviewJson, ReviewModerationJson } from "@/lib/reviews/moderation";
import { averageText, ratingLabel } from "@/lib/reviews/format";
import { REVIEW_FIELDS, type ReviewModeration } from "@/lib/reviews/schema";

const REVIEWS_URL = "/api/admin/reviews";
const NOT_REFRESHED = "Done, but the lists could not be refreshed. Reload the page to see the latest.";

type Act = (review: ModeratedReviewJson, action: ReviewModeration) => Promise<boolean>;

/** A sentence ending with a name that may end with its own full stop ("Robin Q."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

const DONE: Record<ReviewModeration["action"], (review: ModeratedReviewJson, action: ReviewModeration) => string> = {
  approve: (review) => `Approved the review by ${review.name}: it shows on the storefront.`,
  reject: (review) => sentence(`Rejected the review by ${review.name}`),
  answer: (review, action) => sentence(`${action.action === "answer" && action.reply ? "Saved the answer to" : "Removed the answer to"} ${review.name}`),
};

function AnswerForm({ review, act, busy }: { review: ModeratedReviewJson; act: Act; busy: boolean }) {
  const [reply, setReply] = useState(review.reply ?? "");
  const [open, setOpen] = useState(false);
  const id = `review-${review.id}-answer`;
  if (!open) {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => setOpen(true)}>
        {review.reply ? "Edit answer" : "Answer publicly"}
      </Button>
    );
  }
  const tooLong = reply.length > REVIEW_FIELDS.reply.max;
  return (
    <form
      className="w-full space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (tooLong) return;
        if (await act(review, { action: "answer", version: review.version, reply })) setOpen(false);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-neutral-900">
        Your public answer
      </label>
      <textarea
        id={id}
        rows={3}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-help`}
        className={inputClass}
      />
      <p id={`${id}-help`} className={tooLong ? "text-sm text-red-700" : "text-sm text-neutral-600"}>
        {tooLong ? `An answer can have at most ${REVIEW_FIELDS.reply.max.toLocaleString("en-US")} characters.` : "Shown under the review, signed with the shop's name. Leave it empty to remove the answer."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy || tooLong}>
          Save answer
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => {
            setReply(review.reply ?? "");
            setOpen(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewCard({ review, act, busy }: { review: ModeratedReviewJson; act: Act; busy: boolean }) {
  return (
    <li data-customer-review-id={review.id} className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-neutral-600">
        <span role="img" aria-label={ratingLabel(review.rating)} className="tracking-widest">
          <span aria-hidden="true" className="text-amber-600">
            {"★".repeat(review.rating)}
          </span>
          <span aria-hidden="true" className="text-neutral-300">
            {"★".repeat(5 - review.rating)}
          </span>
        </span>
        <span className="font-medium text-neutral-900 wrap-anywhere">{review.name}</span>
        <span aria-hidden="true">·</span>
        <span>Written <LocalDate iso={review.createdAt} /></span>
        {review.order && <span>{`· Order #${review.order}`}</span>}
      </p>
      <h4 className="mt-2 font-semibold text-neutral-900 wrap-anywhere">{review.headline}</h4>
      <p className="mt-2 whitespace-pre-line text-neutral-800 wrap-anywhere">{review.text}</p>
      {review.photoUrl && (
        <a href={review.photoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block">
          {/* eslint-disable-next-line @next/next/no-img-element -- the customer's uploaded photo, any size */}
          <img src={review.photoUrl} alt={`Photo with ${review.name}'s review`} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
        </a>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl bg-brand-50 p-3">
          <p className="font-semibold text-brand-900">Your answer</p>
          <p className="mt-1 whitespace-pre-line text-neutral-800 wrap-anywhere">{review.reply}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== "approved" && (
          <Button size="sm" disabled={busy} onClick={() => void act(review, { action: "approve", version: review.version })}>
            Approve
          </Button>
        )}
        {review.status !== "rejected" && (
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => void act(review, { action: "reject", version: review.version })}>
            {review.status === "approved" ? "Unpublish" : "Reject"}
          </Button>
        )}
        {review.status !== "rejected" && <AnswerForm key={`${review.id}-${review.version}`} review={review} act={act} busy={busy} />}
      </div>
    </li>
  );
}

function ReviewList({ id, title, reviews, count, empty, act, busy }: { id: string; title: string; reviews: ModeratedReviewJson[]; count: number; empty: string; act: Act; busy: (id: string) => boolean }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex items-center gap-2">
        <h3 id={`${id}-heading`} className="font-semibold text-neutral-900">
          {title}
        </h3>
        <Badge tone={count > 0 ? "brand" : "neutral"} data-testid={`${id}-count`}>
          {count}
        </Badge>
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-2xl border border-neutral-200 bg-white p-4 text-center text-sm text-neutral-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} act={act} busy={busy(review.id)} />
          ))}
        </ul>
      )}
      {reviews.length < count && <p className="text-sm text-neutral-600">{`The latest ${reviews.length} of ${count} are shown.`}</p>}
    </section>
  );
}

export function CustomerReviewsSection({ initial, store }: { initial: ReviewModerationJson; store: ContentStore }) {
  const read = useAdminRead<ReviewModerationJson>(REVIEWS_URL, { initial });
  const data = read.data ?? initial;
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const refresh = async () => {
    const next = await read.reload({ asUse: true });
    void store.reload();
    return next;
  };

  const act: Act = async (review, action) => {
    setInFlight((ids) => new Set(ids).add(review.id));
    setError(null);
    setStatus("");
    try {
      try {
        await apiRequest("POST", `${REVIEWS_URL}/${review.id}`, action);
      } catch (failure) {
        const { message, conflict } = refusal(failure);
        setError(conflict ? `${message} The list now shows the latest.` : message);
        if (conflict) await refresh();
        return false;
      }
      setStatus(DONE[action.action](review, action));
      if (!(await refresh())) setError(NOT_REFRESHED);
      return true;
    } finally {
      setInFlight((ids) => {
        const rest = new Set(ids);
        rest.delete(review.id);
        return rest;
      });
    }
  };
  const busy = (id: string) => inFlight.has(id);
  const { summary } = data;

  return (
    <ContentSection
      id="customer-reviews"
      title="Customer reviews"
      intro={
        <p>
          Reviews written by buyers through the link of their review e-mail. Each waits here, whatever its rating, until you approve it; approved ones show on the home page and the USA landing page as
          “Verified buyer”, newest first, with their stars. What a customer wrote cannot be edited.
        </p>
      }
    >
      <p className="text-sm text-neutral-800" data-testid="customer-reviews-average">
        {summary.average ? (
          <>
            Published average: <strong>{averageText(summary.average, summary.count)}</strong>
            {` (${ratingLabel(summary.average)})`}
          </>
        ) : (
          "No verified review is published yet: the storefront shows no average."
        )}
      </p>
      <ReviewSettingsForm
        settings={data.settings}
        onSaved={() => void refresh()}
        reload={async () => (await read.reload({ asUse: true }))?.settings ?? null}
      />
      <div className="space-y-2">
        <Notice tone="error" message={error} onClose={() => setError(null)} />
        <Notice tone="success" live message={status} onClose={() => setStatus("")} />
      </div>
      <ReviewList id="reviews-pending" title="Waiting for approval" reviews={data.pending} count={data.counts.pending} empty="No review is waiting." act={act} busy={busy} />
      <ReviewList id="reviews-approved" title="Published" reviews={data.approved} count={data.counts.approved} empty="No review is published yet." act={act} busy={busy} />
      <ReviewList id="reviews-rejected" title="Rejected" reviews={data.rejected} count={data.counts.rejected} empty="No review was rejected." act={act} busy={busy} />
    </ContentSection>
  );
}
