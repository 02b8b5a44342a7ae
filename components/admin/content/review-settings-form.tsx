"use client";
// The owner's review settings, one form saved as one (PUT
// /api/admin/reviews/settings with the version it was loaded at): whether
// delivered orders get the review e-mail, how many days after delivery, and
// whether the "Average rating" claim follows the verified reviews.
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { FormNotices } from "@/components/admin/editing/form-notices";
import { formCardClass, inputClass } from "@/components/admin/editing/styles";
import { useItemEditor } from "@/components/admin/editing/use-editor-form";
import { typedNumber } from "@/lib/editing/fields";
import { apiRequest } from "@/lib/http/client";
import { REVIEW_DELAY_MAX_DAYS, reviewSettingsSchema } from "@/lib/reviews/schema";
import type { ReviewSettingsJson } from "@/lib/reviews/settings";

interface Values {
  askForReviews: boolean;
  requestDelayDays: string;
  averageRatingFromReviews: boolean;
}

const toValues = ({ values }: ReviewSettingsJson): Values => ({ ...values, requestDelayDays: String(values.requestDelayDays) });
const same = (a: Values, b: Values) => a.askForReviews === b.askForReviews && a.requestDelayDays.trim() === b.requestDelayDays.trim() && a.averageRatingFromReviews === b.averageRatingFromReviews;
const schema = z.preprocess((values: Values) => ({ ...values, requestDelayDays: typedNumber(values.requestDelayDays) }), reviewSettingsSchema);
const FIELDS = ["askForReviews", "requestDelayDays", "averageRatingFromReviews"];

export function ReviewSettingsForm({ settings, onSaved, reload }: { settings: ReviewSettingsJson; onSaved: () => void; reload: () => Promise<ReviewSettingsJson | null> }) {
  const editor = useItemEditor(settings, { schema, toValues, same });
  const { form, errors, busy } = editor;

  const save = editor.submit(async (values) => {
    const res = await apiRequest("PUT", "/api/admin/reviews/settings", { version: editor.base.version, values });
    editor.adopt(((await res.json()) as { settings: ReviewSettingsJson }).settings);
    onSaved();
    return "Saved.";
  });

  return (
    <form noValidate aria-labelledby="review-settings-heading" className={formCardClass} onSubmit={(event) => (busy || !editor.dirty ? event.preventDefault() : void save(event))}>
      <h3 id="review-settings-heading" className="font-semibold text-neutral-900">
        Review e-mails and the average rating
      </h3>
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
      <FormNotices outcome={editor.outcome} errors={errors} fields={FIELDS} loading={editor.loading} onLoadLatest={() => void editor.loadLatest(reload, "These settings could not be found. Reload the page.")} />
      <Button type="submit" size="sm" disabled={busy || !editor.dirty}>
        {editor.saving ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
