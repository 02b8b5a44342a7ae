"use client";
// The owner's marketing settings, one settings form (PUT
// /api/admin/marketing/settings with the version the form was opened at,
// checked with that API's schema): the abandoned-checkout delay, the reorder
// reminder's days and the sending rate. A conflict offers the latest
// version; every save is in the change log.
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { SettingsForm, useSettingsEditor, type SettingsKind } from "@/components/admin/editing/settings-form";
import { inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { typedNumber } from "@/lib/editing/fields";
import { marketingSettingsSchema } from "@/lib/marketing/schemas";
import type { MarketingSettingsJson } from "@/lib/marketing/settings";

const FIELDS = ["abandonedDelayMinutes", "reorderDays", "ratePerMinute"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const KIND: SettingsKind<MarketingSettingsJson, Values, z.infer<typeof marketingSettingsSchema>> = {
  url: "/api/admin/marketing/settings",
  fromAnswer: (answer) => answer as MarketingSettingsJson,
  toValues: (block) => ({
    abandonedDelayMinutes: String(block.values.abandonedDelayMinutes),
    reorderDays: String(block.values.reorderDays),
    ratePerMinute: String(block.values.ratePerMinute),
  }),
  same: (a, b) => FIELDS.every((field) => a[field].trim() === b[field].trim()),
  schema: z.preprocess(
    (typed: Values) => ({ abandonedDelayMinutes: typedNumber(typed.abandonedDelayMinutes), reorderDays: typedNumber(typed.reorderDays), ratePerMinute: typedNumber(typed.ratePerMinute) }),
    marketingSettingsSchema,
  ),
  fields: FIELDS,
  gone: "The settings could not be found. Reload the page.",
};

const LABELS: Record<(typeof FIELDS)[number], string> = {
  abandonedDelayMinutes: "Abandoned-checkout reminder after (minutes)",
  reorderDays: "Reorder reminder (days after delivery)",
  ratePerMinute: "Marketing e-mails sent per minute",
};

export function MarketingSettingsForm({ initial }: { initial: MarketingSettingsJson }) {
  const editor = useSettingsEditor(KIND, initial);
  const { form, errors } = editor;
  return (
    <SettingsForm
      editor={editor}
      headingId="marketing-settings-heading"
      heading={
        <h2 id="marketing-settings-heading" className={sectionHeadingClass}>
          Reminders and sending rate
        </h2>
      }
    >
      <p className="text-neutral-700">Only subscribers get these e-mails. Order e-mails are never held back by them.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <Field key={field} id={`marketing-${field}`} label={LABELS[field]} error={errors[field]?.message} announce={false}>
            {(control) => <input {...control} type="number" inputMode="numeric" step={1} min={1} className={`${inputClass} max-w-40`} {...form.register(field)} />}
          </Field>
        ))}
      </div>
    </SettingsForm>
  );
}
