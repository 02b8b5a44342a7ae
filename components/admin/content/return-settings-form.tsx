"use client";
// The owner's money-back guarantee, one settings form (PUT
// /api/admin/accounts/return-settings with the version it was loaded at): how
// many days after delivery customers may ask for a refund from their
// account, whether the tin must be sent back, and within how many business
// days the owner answers. The returns policy page shows these above the
// owner's text, which must say the same.
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { SettingsForm, useSettingsEditor, type SettingsKind } from "@/components/admin/editing/settings-form";
import { inputClass } from "@/components/admin/editing/styles";
import { typedNumber } from "@/lib/editing/fields";
import { GUARANTEE_MAX_DAYS, REVIEW_MAX_BUSINESS_DAYS, returnSettingsSchema } from "@/lib/account/return-schemas";
import type { ReturnSettingsJson } from "@/lib/account/return-settings";

interface Values {
  guaranteeDays: string;
  tinMustBeSentBack: boolean;
  reviewBusinessDays: string;
}

const KIND: SettingsKind<ReturnSettingsJson, Values, z.infer<typeof returnSettingsSchema>> = {
  url: "/api/admin/accounts/return-settings",
  fromAnswer: (answer) => (answer as { settings: ReturnSettingsJson }).settings,
  toValues: ({ values }) => ({ ...values, guaranteeDays: String(values.guaranteeDays), reviewBusinessDays: String(values.reviewBusinessDays) }),
  same: (a, b) => a.tinMustBeSentBack === b.tinMustBeSentBack && a.guaranteeDays.trim() === b.guaranteeDays.trim() && a.reviewBusinessDays.trim() === b.reviewBusinessDays.trim(),
  schema: z.preprocess((values: Values) => ({ ...values, guaranteeDays: typedNumber(values.guaranteeDays), reviewBusinessDays: typedNumber(values.reviewBusinessDays) }), returnSettingsSchema),
  fields: ["guaranteeDays", "tinMustBeSentBack", "reviewBusinessDays"],
  saved: "Saved. Check that the Returns & Refunds policy says the same.",
  gone: "This setting could not be found. Reload the page.",
};

export function ReturnSettingsForm({ settings, onSaved }: { settings: ReturnSettingsJson; onSaved: () => void }) {
  const editor = useSettingsEditor(KIND, settings, { onSaved });
  const { form } = editor;
  return (
    <SettingsForm
      editor={editor}
      headingId="return-settings-heading"
      heading={
        <h3 id="return-settings-heading" className="font-semibold text-neutral-900">
          Money-back guarantee
        </h3>
      }
    >
      <p className="text-sm text-neutral-700">
        Within these days of delivery, a delivered order&apos;s page offers &quot;Request a refund&quot;. Requests arrive in{" "}
        <a href="/admin/returns" className="font-semibold text-brand-700 underline">
          Return requests
        </a>
        , where you approve (the refund goes out) or refuse them with a reason. The Returns &amp; Refunds page shows these settings above your policy text:{" "}
        <strong>your policy text must say the same</strong> (Policies above).
      </p>
      <Field
        id="return-settings-days"
        label="Days after delivery"
        hint={`Customers may ask for a refund this many days after their order is delivered (1 to ${GUARANTEE_MAX_DAYS}).`}
        error={editor.fieldError("guaranteeDays")}
        announce={false}
      >
        {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={GUARANTEE_MAX_DAYS} step={1} className={`${inputClass} max-w-32`} {...form.register("guaranteeDays")} />}
      </Field>
      <CheckboxField
        id="return-settings-tin"
        label="Customers must send the tin back"
        hint="When ticked, the request form requires it and the e-mail tells the customer where to send it (your business address)."
        field={form.register("tinMustBeSentBack")}
        error={editor.fieldError("tinMustBeSentBack")}
      />
      <Field
        id="return-settings-review"
        label="You answer within (business days)"
        hint={`The e-mail confirming a request promises an answer within this many business days (1 to ${REVIEW_MAX_BUSINESS_DAYS}).`}
        error={editor.fieldError("reviewBusinessDays")}
        announce={false}
      >
        {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={REVIEW_MAX_BUSINESS_DAYS} step={1} className={`${inputClass} max-w-32`} {...form.register("reviewBusinessDays")} />}
      </Field>
    </SettingsForm>
  );
}
