"use client";
// The owner's marketing settings (PUT /api/admin/marketing/settings with the
// version the form was opened at, checked with that API's schema): the
// abandoned-checkout delay, the reorder reminder's days and the sending rate.
// A conflict offers the latest version; every save is in the change log.
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass, inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { typedNumber } from "@/lib/editing/fields";
import { readJson } from "@/lib/http/read";
import { apiRequest } from "@/lib/http/client";
import { marketingSettingsSchema } from "@/lib/marketing/schemas";
import type { MarketingSettingsJson } from "@/lib/marketing/settings";

const SETTINGS_URL = "/api/admin/marketing/settings";
const FIELDS = ["abandonedDelayMinutes", "reorderDays", "ratePerMinute"] as const;

type Values = Record<(typeof FIELDS)[number], string>;
const toValues = (block: MarketingSettingsJson): Values => ({
  abandonedDelayMinutes: String(block.values.abandonedDelayMinutes),
  reorderDays: String(block.values.reorderDays),
  ratePerMinute: String(block.values.ratePerMinute),
});
const same = (a: Values, b: Values) => FIELDS.every((field) => a[field].trim() === b[field].trim());
const formSchema = z.preprocess(
  (typed: Values) => ({ abandonedDelayMinutes: typedNumber(typed.abandonedDelayMinutes), reorderDays: typedNumber(typed.reorderDays), ratePerMinute: typedNumber(typed.ratePerMinute) }),
  marketingSettingsSchema,
);

const LABELS: Record<(typeof FIELDS)[number], string> = {
  abandonedDelayMinutes: "Abandoned-checkout reminder after (minutes)",
  reorderDays: "Reorder reminder (days after delivery)",
  ratePerMinute: "Marketing e-mails sent per minute",
};

export function MarketingSettingsForm({ initial }: { initial: MarketingSettingsJson }) {
  const editor = useItemEditor(initial, { schema: formSchema as unknown as z.ZodType<z.infer<typeof marketingSettingsSchema>, Values>, toValues, same });
  const { form, errors, busy } = editor;

  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", SETTINGS_URL, { version: editor.base.version, values });
    editor.adopt((await res.json()) as MarketingSettingsJson);
    return "Saved.";
  });

  const loadLatest = () => editor.loadLatest(() => readJson<MarketingSettingsJson>(SETTINGS_URL), "The settings could not be found. Reload the page.");

  return (
    <form noValidate aria-labelledby="marketing-settings-heading" className={formCardClass} onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void save(event))}>
      <h2 id="marketing-settings-heading" className={sectionHeadingClass}>
        Reminders and sending rate
      </h2>
      <p className="text-neutral-700">Only subscribers get these e-mails. Order e-mails are never held back by them.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <Field key={field} id={`marketing-${field}`} label={LABELS[field]} error={errors[field]?.message} announce={false}>
            {(control) => <input {...control} type="number" inputMode="numeric" step={1} min={1} className={`${inputClass} max-w-40`} {...form.register(field)} />}
          </Field>
        ))}
      </div>
      <FormNotices outcome={editor.outcome} errors={errors} fields={[...FIELDS]} loading={editor.loading} onLoadLatest={() => void loadLatest()} />
      <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
        {editor.saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
