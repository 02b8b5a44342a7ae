"use client";
// The owner's setting of customer cancellations, one settings form (PUT
// /api/admin/accounts/cancel-settings with the version it was loaded at):
// whether customers may cancel their own orders from their account, and
// within how many hours of ordering (0: until a label is bought).
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { SettingsForm, useSettingsEditor, type SettingsKind } from "@/components/admin/editing/settings-form";
import { inputClass } from "@/components/admin/editing/styles";
import { typedNumber } from "@/lib/editing/fields";
import { CANCEL_WINDOW_MAX_HOURS, cancelSettingsSchema } from "@/lib/account/schemas";
import type { CancelSettingsJson } from "@/lib/account/settings";

interface Values {
  customersMayCancel: boolean;
  cancelWindowHours: string;
}

const KIND: SettingsKind<CancelSettingsJson, Values, z.infer<typeof cancelSettingsSchema>> = {
  url: "/api/admin/accounts/cancel-settings",
  fromAnswer: (answer) => (answer as { settings: CancelSettingsJson }).settings,
  toValues: ({ values }) => ({ ...values, cancelWindowHours: String(values.cancelWindowHours) }),
  same: (a, b) => a.customersMayCancel === b.customersMayCancel && a.cancelWindowHours.trim() === b.cancelWindowHours.trim(),
  schema: z.preprocess((values: Values) => ({ ...values, cancelWindowHours: typedNumber(values.cancelWindowHours) }), cancelSettingsSchema),
  fields: ["customersMayCancel", "cancelWindowHours"],
  gone: "This setting could not be found. Reload the page.",
};

export function CancelSettingsForm({ settings, onSaved }: { settings: CancelSettingsJson; onSaved: () => void }) {
  const editor = useSettingsEditor(KIND, settings, { onSaved });
  const { form } = editor;
  return (
    <SettingsForm
      editor={editor}
      headingId="cancel-settings-heading"
      heading={
        <h3 id="cancel-settings-heading" className="font-semibold text-neutral-900">
          Cancelling an order
        </h3>
      }
    >
      <CheckboxField
        id="cancel-settings-allowed"
        label="Customers may cancel their own orders from their account"
        hint="A cancelled order is refunded in full, its tins go back into stock and the customer gets the refund e-mail, as when you cancel it. Once a shipping label is bought, only you can cancel it."
        field={form.register("customersMayCancel")}
        error={editor.fieldError("customersMayCancel")}
      />
      <Field
        id="cancel-settings-hours"
        label="Hours after ordering"
        hint={`0: until a shipping label is bought, whenever that is. Otherwise the customer may cancel within this many hours of ordering (at most ${CANCEL_WINDOW_MAX_HOURS}), and never once a label is bought.`}
        error={editor.fieldError("cancelWindowHours")}
        announce={false}
      >
        {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={CANCEL_WINDOW_MAX_HOURS} step={1} className={`${inputClass} max-w-32`} {...form.register("cancelWindowHours")} />}
      </Field>
    </SettingsForm>
  );
}
