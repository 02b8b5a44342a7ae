"use client";

// The two things a privacy link allows: download everything kept about its
// address (POST /api/privacy/export, saved as a JSON file), and delete it
// (POST /api/privacy/deletion) after choosing what happens to forum posts and
// ticking the confirmation, both checked with the route's own schema. After
// the deletion the page says what was done, and the link no longer works.
import { useId, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Notice } from "@/components/ui/notice";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import type { ErasureCounts } from "@/lib/privacy/erase";
import type { PersonalDataCounts } from "@/lib/privacy/personal-data";
import type { PendingMatters } from "@/lib/privacy/requests";
import { privacyDeletionSchema, type ForumChoice } from "@/lib/privacy/schema";

const cardClass = "space-y-4 rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-800 shadow-sm";
const choiceClass = "h-4 w-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The form's part of the route's schema (the token is the page's). */
const deletionFormSchema = privacyDeletionSchema.pick({ forum: true, confirm: true });
type DeletionForm = { forum: ForumChoice; confirm: boolean };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "We anonymised 2 orders, deleted 1 review, …": what a deletion did. */
function deletionSummary(done: ErasureCounts): string {
  const parts = [
    done.orders ? `anonymised ${plural(done.orders, "order")} (the amounts stay for our tax records)` : null,
    done.reviews ? `deleted ${plural(done.reviews, "review")}` : null,
    done.forumAccount ? "deleted your forum account" : null,
    done.forumPosts + done.forumReplies > 0
      ? done.forum === "keep"
        ? `kept ${plural(done.forumPosts, "post")} and ${plural(done.forumReplies, "reply", "replies")} under "Deleted member"`
        : `removed ${plural(done.forumPosts, "post")} and ${plural(done.forumReplies, "reply", "replies")}`
      : null,
    done.wholesaleApplications ? `anonymised ${plural(done.wholesaleApplications, "wholesale application")}` : null,
    done.emails ? `deleted ${plural(done.emails, "e-mail")} we sent you` : null,
  ].filter(Boolean);
  return parts.length ? `Done: we ${parts.join(", ")}.` : "Done: we kept nothing about this address, and still do not.";
}

async function saveDownload(token: string) {
  const res = await apiRequest("POST", "/api/privacy/export", { token });
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "verdant-ink-data.json";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ManageData({ token, counts, pending }: { token: string; counts: PersonalDataCounts; pending: PendingMatters }) {
  const id = useId();
  // Until the page's script runs, the download button stays disabled, like the
  // deletion form's controls (HydratedFieldset): pressed before then, it would
  // do nothing.
  const ready = useHydrated();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<ErasureCounts | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  // The box starts unticked (false), which the schema refuses with its message: the form holds a boolean.
  const form = useForm<DeletionForm>({ resolver: zodResolver(deletionFormSchema) as unknown as Resolver<DeletionForm>, defaultValues: { forum: "keep", confirm: false } });
  const { errors, isSubmitting } = form.formState;
  const hasForumContent = counts.forumPosts + counts.forumReplies > 0;

  const download = async () => {
    setDownloading(true);
    setDownloadFailure(null);
    try {
      await saveDownload(token);
    } catch (failure) {
      setDownloadFailure(apiFailureMessage(failure, "The download could not be made. Please try again."));
    } finally {
      setDownloading(false);
    }
  };

  const erase = form.handleSubmit(async (values) => {
    setDeleteFailure(null);
    try {
      const res = await apiRequest("POST", "/api/privacy/deletion", { token, forum: values.forum, confirm: values.confirm });
      setDeleted(((await res.json()) as { deleted: ErasureCounts }).deleted);
    } catch (failure) {
      setDeleteFailure(apiFailureMessage(failure, "Your data could not be deleted. Nothing was changed; please try again."));
    }
  });

  if (deleted) {
    return (
      <section aria-labelledby={`${id}-done`} className={cardClass}>
        <h2 id={`${id}-done`} className="text-lg font-semibold text-neutral-900">
          Your data was deleted
        </h2>
        <Notice tone="success" message={deletionSummary(deleted)} />
        <p>This link no longer works. Thank you for having been with us.</p>
      </section>
    );
  }

  return (
    <>
      <section aria-labelledby={`${id}-download`} className={cardClass}>
        <h2 id={`${id}-download`} className="text-lg font-semibold text-neutral-900">
          Download a copy
        </h2>
        <p>One file (JSON) with everything listed above, readable in any text editor.</p>
        <Notice tone="error" message={downloadFailure} />
        <Button variant="outline" onClick={() => void download()} disabled={!ready || downloading}>
          <Download aria-hidden="true" className="h-5 w-5" /> {downloading ? "Preparing…" : "Download my data"}
        </Button>
      </section>

      <section aria-labelledby={`${id}-delete`} className={cardClass}>
        <h2 id={`${id}-delete`} className="text-lg font-semibold text-neutral-900">
          Delete my data
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Orders stay in our accounts for tax purposes, with their amounts, items, dates and the city, state and ZIP code they went to. Your name, e-mail, street address and photo are removed.</li>
          <li>Your reviews, forum account, wholesale applications and the e-mails we sent you are deleted (applications keep only your business type and region).</li>
          <li>This cannot be undone, and this link stops working.</li>
        </ul>
        {pending.openOrders > 0 ? (
          <Notice tone="warning" message="You have an order that is still on its way: we need your address until it is delivered. Please come back once it has arrived." />
        ) : pending.openRefundRequests > 0 ? (
          <Notice tone="warning" message="You have a refund request we have not settled yet: we need your address to answer it. Please come back once it is settled." />
        ) : (
          <form onSubmit={erase} noValidate aria-labelledby={`${id}-delete`}>
            <HydratedFieldset className="space-y-4">
              {hasForumContent && (
                <fieldset className="space-y-2">
                  <legend className="font-medium text-neutral-900">Your forum posts and replies</legend>
                  <label className="flex items-start gap-2">
                    <input type="radio" value="keep" className={`${choiceClass} mt-1`} {...form.register("forum")} />
                    <span>Keep them, shown as written by &ldquo;Deleted member&rdquo;</span>
                  </label>
                  <label className="flex items-start gap-2">
                    <input type="radio" value="remove" className={`${choiceClass} mt-1`} {...form.register("forum")} />
                    <span>Remove them (replies others wrote under your posts go with them)</span>
                  </label>
                </fieldset>
              )}
              <div>
                <label className="flex items-start gap-2 font-medium text-neutral-900">
                  <input
                    type="checkbox"
                    className={`${choiceClass} mt-1`}
                    aria-invalid={errors.confirm ? true : undefined}
                    aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
                    {...form.register("confirm")}
                  />
                  <span>I understand that my data will be deleted and that this cannot be undone.</span>
                </label>
                {errors.confirm?.message && (
                  <p id={`${id}-confirm-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {errors.confirm.message}
                  </p>
                )}
              </div>
              <Notice tone="error" message={deleteFailure} />
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                <Trash2 aria-hidden="true" className="h-5 w-5" /> {isSubmitting ? "Deleting…" : "Delete my data"}
              </Button>
            </HydratedFieldset>
          </form>
        )}
      </section>
    </>
  );
}
