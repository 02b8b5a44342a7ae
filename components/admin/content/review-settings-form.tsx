"use client";
// The owner's review settings, one settings form (PUT
// /api/admin/reviews/settings with the version it was loaded at): whether
// delivered orders get the review e-mail, how many days after delivery, and
// whether the "Average rating" claim follows the verified reviews. The latest
// version is read with the reviews section (`reload`).
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { SettingsForm, useSettingsEditor, type SettingsKind } from "@/components/admin/editing/settings-form";
import { inputClass } from "@/components/admin/editing/styles";
import { typedNumber } from "@/lib/editing/fields";
import { REVIEW_DELAY_MAX_DAYS, reviewSettingsSchema } from "@/lib/reviews/schema";
import type { ReviewSettingsJson } from "@/lib/reviews/settings";

interface Values {
  askForReviews: boolean;
  requestDelayDays: string;
  averageRatingFromReviews: boolean;
}

const KIND: SettingsKind<ReviewSettingsJson, Values, z.infer<typeof reviewSettingsSchema>> = {
  url: "/api/admin/reviews/settings",
  fromAnswer: (answer) => (answer as { settings: ReviewSettingsJson }).settings,
  toValues: ({ values }) => ({ ...values, requestDelayDays: String(values.requestDelayDays) }),
  same: (a, b) => a.askForReviews === b.askForReviews && a.requestDelayDays.trim() === b.requestDelayDays.trim() && a.averageRatingFromReviews === b.averageRatingFromReviews,
  schema: z.preprocess((values: Values) => ({ ...values, requestDelayDays: typedNumber(values.requestDelayDays) }), reviewSettingsSchema),
  fields: ["askForReviews", "requestDelayDays", "averageRatingFromReviews"],
  gone: "These settings could not be found. Reload the page.",
};

export function ReviewSettingsForm({ settings, onSaved, reload }: { settings: ReviewSettingsJson; onSaved: () => void; reload: () => Promise<ReviewSettingsJson | null> }) {
  const editor = useSettingsEditor(KIND, settings, { onSaved, read: reload });
  const { form } = editor;
  return (
    <SettingsForm
      editor={editor}
      headingId="review-settings-heading"
      heading={
        <h3 id="review-settings-heading" className="font-semibold text-neutral-900">
          Review e-mails and the average rating
        </h3>
      }
    >
      <CheckboxField
        id="review-settings-ask"
        label="Ask every customer for a review after delivery"
        hint="One e-mail per order, with a link that works once. An order is asked only within 30 days of being due, so turning this on never mails customers of long ago."
        field={form.register("askForReviews")}
        error={editor.fieldError("askForReviews")}
      />
      <Field id="review-settings-days" label="Days after delivery" hint={`0 sends it as soon as the order is marked delivered; at most ${REVIEW_DELAY_MAX_DAYS}.`} error={editor.fieldError("requestDelayDays")} announce={false}>
        {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={REVIEW_DELAY_MAX_DAYS} step={1} className={`${inputClass} max-w-32`} {...form.register("requestDelayDays")} />}
      </Field>
      <CheckboxField
        id="review-settings-average"
        label="The “Average rating” claim follows the verified reviews"
        hint="Shown as e.g. “4.6/5 average rating (23 reviews)” wherever the claim appears, and not at all while no verified review is published. Unticked, the claim is your text under Claims."
        field={form.register("averageRatingFromReviews")}
        error={editor.fieldError("averageRatingFromReviews")}
      />
    </SettingsForm>
  );
}
