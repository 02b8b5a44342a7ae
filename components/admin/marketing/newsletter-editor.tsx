"use client";
// The newsletter editor: a subject and a text in the shop's small Markdown
// (checked with the API's schema), a preview as subscribers will read it,
// "Send a test to me", then "Send to N subscribers" behind a confirmation
// (POST /api/admin/marketing/newsletters with the number confirmed). The
// latest newsletters follow with how many went out; an interrupted send can
// be resumed.
import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { MarkdownText } from "@/components/site/markdown-text";
import { formCardClass, inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { formatDateTime } from "@/lib/format/dates";
import { newsletterDraftSchema, type NewsletterDraft } from "@/lib/marketing/schemas";
import type { NewsletterJson } from "@/lib/marketing/newsletter";
import { minutesToSend } from "@/lib/marketing/throttle";

type Outcome = { tone: "success" | "error"; text: string } | null;

export function NewsletterEditor({ subscribers, ratePerMinute, newsletters }: { subscribers: number; ratePerMinute: number; newsletters: NewsletterJson[] }) {
  const router = useRouter();
  const form = useForm<NewsletterDraft>({ resolver: zodResolver(newsletterDraftSchema), defaultValues: { subject: "", body: "" } });
  const { errors, isSubmitting } = form.formState;
  const [preview, setPreview] = React.useState<NewsletterDraft | null>(null);
  const [confirming, setConfirming] = React.useState<NewsletterDraft | null>(null);
  const [outcome, setOutcome] = React.useState<Outcome>(null);
  const [busy, setBusy] = React.useState(false);

  const showPreview = form.handleSubmit((draft) => setPreview(draft));
  const sendTest = form.handleSubmit(async (draft) => {
    setOutcome(null);
    try {
      const res = await apiRequest("POST", "/api/admin/marketing/newsletters/test", draft);
      const { to } = (await res.json()) as { to: string };
      setOutcome({ tone: "success", text: `A test was sent to ${to}.` });
    } catch (error) {
      setOutcome({ tone: "error", text: apiFailureMessage(error, "The test could not be sent. Please try again.") });
    }
  });
  const askToSend = form.handleSubmit((draft) => setConfirming(draft));

  async function send() {
    if (!confirming) return;
    setBusy(true);
    try {
      const res = await apiRequest("POST", "/api/admin/marketing/newsletters", { ...confirming, confirmedCount: subscribers });
      const { queued } = (await res.json()) as { queued: number };
      setOutcome({ tone: "success", text: `Queued for ${queued.toLocaleString("en-US")} subscriber${queued === 1 ? "" : "s"}. It goes out at ${ratePerMinute} a minute.` });
      form.reset({ subject: "", body: "" });
      setPreview(null);
    } catch (error) {
      setOutcome({ tone: "error", text: apiFailureMessage(error, "The newsletter could not be sent. Please try again.") });
    } finally {
      setConfirming(null);
      setBusy(false);
      router.refresh();
    }
  }

  async function resume(id: string) {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/admin/marketing/newsletters/${id}/resume`, {});
      setOutcome({ tone: "success", text: "The send went on where it stopped." });
    } catch (error) {
      setOutcome({ tone: "error", text: apiFailureMessage(error, "The send could not be resumed. Please try again.") });
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="newsletter-heading" className={formCardClass}>
      <h2 id="newsletter-heading" className={sectionHeadingClass}>
        Newsletter
      </h2>
      <form noValidate className="space-y-4" onSubmit={(event) => void askToSend(event)}>
        <Field id="newsletter-subject" label="Subject" error={errors.subject?.message}>
          {(control) => <input {...control} className={inputClass} {...form.register("subject")} />}
        </Field>
        <Field id="newsletter-body" label="Text" hint="Markdown: ## heading, **bold**, *italic*, - list, [link](https://…)." error={errors.body?.message}>
          {(control) => <textarea {...control} rows={10} className={inputClass} {...form.register("body")} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => void showPreview()}>
            Preview
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={isSubmitting} onClick={() => void sendTest()}>
            Send a test to me
          </Button>
          <Button type="submit" size="sm" disabled={busy || subscribers === 0}>
            {`Send to ${subscribers.toLocaleString("en-US")} subscriber${subscribers === 1 ? "" : "s"}`}
          </Button>
        </div>
        <Notice tone={outcome?.tone ?? "success"} message={outcome?.text ?? null} />
      </form>
      {preview && (
        <article aria-label="Preview" className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 text-base text-neutral-900">
          <p className="text-sm text-neutral-600">Preview. Every e-mail ends with an unsubscribe link and your business address.</p>
          <h3 className="font-semibold">{preview.subject}</h3>
          <MarkdownText text={preview.body} />
        </article>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title="Send this newsletter?">
        <p className="text-neutral-800">
          “{confirming?.subject}” goes to {subscribers.toLocaleString("en-US")} subscriber{subscribers === 1 ? "" : "s"}, {ratePerMinute} a minute (about {minutesToSend(subscribers, ratePerMinute)} min). This cannot be undone.
        </p>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => void send()} disabled={busy}>
            {busy ? "Sending…" : `Send to ${subscribers.toLocaleString("en-US")} subscribers`}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
            Cancel
          </Button>
        </div>
      </Dialog>
      {newsletters.length > 0 && (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Sent newsletters table">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="py-2 text-left font-semibold text-neutral-900">Sent newsletters</caption>
            <thead className="text-neutral-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Subject</th>
                <th scope="col" className="py-2 pr-3 font-medium">Started</th>
                <th scope="col" className="py-2 pr-3 font-medium">Queued</th>
                <th scope="col" className="py-2 pr-3 font-medium">Sent</th>
                <th scope="col" className="py-2 font-medium">Not sent (unsubscribed)</th>
              </tr>
            </thead>
            <tbody>
              {newsletters.map((row) => (
                <tr key={row.id} className="border-t border-neutral-100" data-testid="newsletter-row">
                  <td className="py-2 pr-3">{row.subject}</td>
                  <td className="py-2 pr-3">{formatDateTime(row.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {row.queued.toLocaleString("en-US")}
                    {row.status === "queueing" && (
                      <Button size="sm" variant="outline" className="ml-2" disabled={busy} onClick={() => void resume(row.id)}>
                        Resume sending
                      </Button>
                    )}
                  </td>
                  <td className="py-2 pr-3">{row.sent.toLocaleString("en-US")}</td>
                  <td className="py-2">{row.cancelled.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
