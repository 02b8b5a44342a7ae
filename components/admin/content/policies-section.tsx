"use client";
// The policy pages on the storefront content page: each policy (privacy,
// terms, returns, shipping, contact) as a form of its own, its title and its
// text in the shops's small Markdown, checked with the policy API's schema.
// A policy the owner has never saved is marked "Review before launch"; its
// first save, with or without changes, marks it reviewed. Then the business
// details and the delivery promise, each one form of values.
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass, inputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { ContentSection } from "@/components/admin/content/section";
import type { AdminContent, ContentStore, PolicyEntry } from "@/components/admin/content/types";
import { ValuesForm } from "@/components/admin/content/values-form";
import { DEFAULT_BUSINESS } from "@/lib/editable-content/policy-defaults";
import { BUSINESS_FIELDS, businessSchema, DELIVERY_FIELDS, deliverySchema, POLICY_LIMITS, POLICY_PATHS, policySchema, type BusinessDetails } from "@/lib/editable-content/policy-schema";
import { formatDate } from "@/lib/format/dates";
import { apiRequest } from "@/lib/http/client";

interface Values {
  title: string;
  body: string;
}

const FIELDS = ["title", "body"] as const;
const toValues = (policy: PolicyEntry): Values => ({ title: policy.title, body: policy.body });
const same = (a: Values, b: Values) => a.title === b.title && a.body === b.body;

const FORMAT_HINT = (
  <>
    A line starting with <code>## </code> is a heading, <code>### </code> a smaller one; <code>- </code> starts a bullet, <code>1. </code> a numbered item;
    a blank line starts a new paragraph. <code>**bold**</code>, <code>*italic*</code>, links as <code>[text](/page)</code> or{" "}
    <code>[text](https://…)</code>. HTML is shown as written, never run. At most {POLICY_LIMITS.body.toLocaleString("en-US")} characters.
  </>
);

function PolicyForm({ policy, store }: { policy: PolicyEntry; store: ContentStore }) {
  const editor = useItemEditor(policy, { schema: policySchema, toValues, same });
  const { base, errors, busy } = editor;
  const reviewed = base.reviewedAt !== null;
  const id = `policy-${policy.key}`;
  const path = POLICY_PATHS[policy.key];

  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", `/api/admin/content/policies/${policy.key}`, { version: editor.base.version, ...values });
    const saved = ((await res.json()) as { policy: PolicyEntry }).policy;
    editor.adopt(saved);
    store.saved((content) => ({ ...content, policies: content.policies.map((entry) => (entry.key === saved.key ? saved : entry)) }));
    return reviewed ? "Saved." : "Saved and marked as reviewed.";
  });

  const loadLatest = () =>
    editor.loadLatest(async () => {
      const content = await store.reload();
      return content ? content.policies.find((entry) => entry.key === policy.key) : null;
    }, "This policy could not be found. Reload the page.");

  // A policy not yet reviewed may be saved as it is: that save is the review.
  const canSave = editor.dirty || !reviewed;

  return (
    <li data-policy-key={policy.key}>
      <form noValidate aria-labelledby={`${id}-heading`} className={formCardClass} onSubmit={(event) => (busy || !canSave ? event.preventDefault() : void save(event))}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${id}-heading`} className="text-base font-semibold text-neutral-900">
            {base.title}
          </h3>
          {reviewed ? <Badge tone="success">Reviewed</Badge> : <Badge tone="warning">Review before launch</Badge>}
        </div>
        <p className="text-neutral-600">
          Last updated {formatDate(base.updatedAt)} ·{" "}
          <a href={path} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
            {path}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <Field id={`${id}-title`} label="Title" error={editor.fieldError("title")} announce={false}>
          {(control) => <input {...control} className={inputClass} {...editor.form.register("title")} />}
        </Field>
        <Field id={`${id}-body`} label="Text" hint={FORMAT_HINT} error={editor.fieldError("body")} announce={false}>
          {(control) => <textarea {...control} rows={14} className={`${inputClass} font-mono text-sm`} {...editor.form.register("body")} />}
        </Field>
        <FormNotices outcome={editor.outcome} errors={errors} fields={FIELDS} loading={editor.loading} onLoadLatest={() => void loadLatest()} />
        <Button type="submit" size="sm" disabled={busy || !canSave}>
          {editor.saving ? "Saving…" : reviewed ? "Save" : "Save and mark as reviewed"}
        </Button>
      </form>
    </li>
  );
}

/** Whether the business details still hold the shipped samples. */
const isSample = (business: BusinessDetails) => business.street === DEFAULT_BUSINESS.street || business.phone === DEFAULT_BUSINESS.phone;

export function PoliciesSection({ content, store }: { content: Pick<AdminContent, "policies" | "business" | "delivery">; store: ContentStore }) {
  const unreviewed = content.policies.filter((policy) => policy.reviewedAt === null).length;
  return (
    <>
      <ContentSection
        id="policies"
        title="Policies"
        intro="The policy pages every page's footer links to. Each was written for this shop; read it, change what is not true for your business, and save it."
      >
        {unreviewed > 0 && (
          <Notice tone="warning" message={`${unreviewed} ${unreviewed === 1 ? "policy is" : "policies are"} marked “Review before launch”: save each once you have checked it.`} />
        )}
        <ul className="space-y-4">
          {content.policies.map((policy) => (
            <PolicyForm key={policy.key} policy={policy} store={store} />
          ))}
        </ul>
      </ContentSection>
      <ContentSection
        id="business"
        title="Business details"
        intro={
          <p>
            Shown on /contact and at the foot of every e-mail the shop sends. The support e-mail shown with them is the shop&apos;s <code>SUPPORT_EMAIL</code> setting.
          </p>
        }
      >
        {isSample(content.business.values) && <Notice tone="warning" message="These are sample details: replace them with your business's real name, phone and postal address before launch." />}
        <ValuesForm name="business" block={content.business} items={BUSINESS_FIELDS} url="/api/admin/content/business" kind="text" schema={businessSchema} pick={(c) => c.business} store={store} />
      </ContentSection>
      <ContentSection
        id="delivery"
        title="Delivery promise"
        intro="How long an order takes, in business days: said the same way on the checkout, the order confirmation page and e-mail, the home and landing pages and /shipping. The FAQ's answers follow it where they say {processing} and {delivery}."
      >
        <ValuesForm name="delivery" block={content.delivery} items={DELIVERY_FIELDS} url="/api/admin/content/delivery" kind="number" columns={2} schema={deliverySchema} pick={(c) => c.delivery} store={store} />
      </ContentSection>
    </>
  );
}
