"use client";
// The owner's retention setting, one settings form: how many days after
// delivery an order's photo is kept (PUT /api/admin/privacy/retention with
// the version it was opened at, checked with that API's schema). A conflict
// offers the latest version; every save is in the change log.
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { SettingsForm, useSettingsEditor, type SettingsKind } from "@/components/admin/editing/settings-form";
import { inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { typedNumber } from "@/lib/editing/fields";
import { retentionSettingsSchema } from "@/lib/privacy/schema";
import type { RetentionJson } from "@/lib/privacy/admin";

type Values = { orderPhotoDays: string };

const KIND: SettingsKind<RetentionJson, Values, z.infer<typeof retentionSettingsSchema>> = {
  url: "/api/admin/privacy/retention",
  fromAnswer: (answer) => answer as RetentionJson,
  toValues: (block) => ({ orderPhotoDays: String(block.values.orderPhotoDays) }),
  same: (a, b) => a.orderPhotoDays.trim() === b.orderPhotoDays.trim(),
  schema: z.preprocess((typed: Values) => ({ orderPhotoDays: typedNumber(typed.orderPhotoDays) }), retentionSettingsSchema),
  fields: ["orderPhotoDays"],
  gone: "The setting could not be found. Reload the page.",
};

export function RetentionForm({ initial }: { initial: RetentionJson }) {
  const editor = useSettingsEditor(KIND, initial);
  const { form, errors } = editor;
  return (
    <SettingsForm
      editor={editor}
      headingId="retention-heading"
      heading={
        <h2 id="retention-heading" className={sectionHeadingClass}>
          How long data is kept
        </h2>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-neutral-700">
        <li>E-mails the shop sent (and their files in the outbox) are deleted after 90 days.</li>
        <li>An order&apos;s photo is deleted the number of days below after delivery (or after the order was cancelled or refunded without being delivered). The order itself stays.</li>
      </ul>
      <Field id="retention-orderPhotoDays" label="Keep order photos for (days after delivery)" error={errors.orderPhotoDays?.message} announce={false}>
        {(control) => <input {...control} type="number" inputMode="numeric" step={1} min={1} className={`${inputClass} max-w-40`} {...form.register("orderPhotoDays")} />}
      </Field>
    </SettingsForm>
  );
}
