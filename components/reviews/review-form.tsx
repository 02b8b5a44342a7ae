"use client";
// The review form of an order (/reviews/write): a rating of 1 to 5 stars (a
// radio group with no choice made until the customer makes one), a title,
// the text, an optional photo (uploaded through the shop's signed upload,
// which strips its metadata) and the name shown with the review (first name
// and last initial unless changed). Plain text: what is typed is shown as
// typed, never as markup. Checked here with the API's own rules, then sent
// to POST /api/reviews with the link's token; the answer replaces the form.
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { PhotoUpload } from "@/components/checkout/photo-upload";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";
import { starsLabel } from "@/lib/reviews/format";
import { REVIEW_FIELDS, reviewFormSchema, type ReviewFormInput } from "@/lib/reviews/schema";

const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-600";

interface Values {
  /** "1" to "5", or "" before a choice. */
  rating: string;
  headline: string;
  text: string;
  name: string;
  photoUrl: string | null;
}

const schema = z.preprocess((values: Values) => ({ ...values, rating: values.rating ? Number(values.rating) : undefined }), reviewFormSchema);

const FAILED = "Your review could not be sent. Please try again.";
const RATINGS = [1, 2, 3, 4, 5] as const;

export function ReviewForm({ token, orderId, shownName }: { token: string; orderId: string; shownName: string }) {
  const id = useId();
  const form = useForm<Values, unknown, ReviewFormInput>({
    resolver: zodResolver(schema),
    defaultValues: { rating: "", headline: "", text: "", name: shownName, photoUrl: null },
    reValidateMode: "onSubmit",
  });
  const [rating, text] = useWatch({ control: form.control, name: ["rating", "text"] });
  const [hovered, setHovered] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  if (thanks) return <Notice tone="success" message={thanks} />;

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const res = await apiRequest("POST", "/api/reviews", { ...values, token, orderId });
        setThanks(((await res.json()) as { message: string }).message);
      } catch (error) {
        const fields = apiFailureFields(error);
        showServerFieldErrors(form.setError, fields);
        setFailure(fields ? "Please correct the marked fields." : apiFailureMessage(error, FAILED));
      }
    },
    () => setFailure(null),
  );

  const chosen = Number(rating) || 0;
  const lit = hovered || chosen;
  const ratingError = errors.rating?.message;

  return (
    <form onSubmit={submit} noValidate className="rounded-3xl bg-white p-6 shadow-sm sm:p-8">
      <HydratedFieldset className="space-y-6">
        <fieldset aria-describedby={ratingError ? `${id}-rating-error` : `${id}-rating-help`} aria-invalid={ratingError ? true : undefined}>
          <legend className="text-sm font-medium text-neutral-900">Your rating</legend>
          <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
            {RATINGS.map((stars) => (
              <label
                key={stars}
                onMouseEnter={() => setHovered(stars)}
                className={`cursor-pointer rounded-md px-1 text-4xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${stars <= lit ? "text-amber-500" : "text-neutral-400"}`}
              >
                <input type="radio" value={String(stars)} className="sr-only" {...form.register("rating")} />
                <span aria-hidden="true">★</span>
                <span className="sr-only">{starsLabel(stars)}</span>
              </label>
            ))}
            <span className="ml-3 text-sm text-neutral-700" aria-hidden="true">
              {chosen ? `${starsLabel(chosen)} of 5` : ""}
            </span>
          </div>
          <p id={`${id}-rating-help`} className="mt-1 text-sm text-neutral-600">
            1 star is poor, 5 stars is excellent. Every review is published once checked, whatever its rating.
          </p>
          {ratingError && (
            <p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700">
              {ratingError}
            </p>
          )}
        </fieldset>
        <Field id={`${id}-headline`} label="Title" error={errors.headline?.message} announce={false} hint={`${REVIEW_FIELDS.headline.min}-${REVIEW_FIELDS.headline.max} characters, e.g. “Calm skin from day one”.`}>
          {(control) => <input {...control} maxLength={REVIEW_FIELDS.headline.max} className={inputClass} {...form.register("headline")} />}
        </Field>
        <Field
          id={`${id}-text`}
          label="Your review"
          error={errors.text?.message}
          announce={false}
          hint={`${(text ?? "").length.toLocaleString("en-US")}/${REVIEW_FIELDS.text.max.toLocaleString("en-US")} characters (at least ${REVIEW_FIELDS.text.min}). Plain text: line breaks are kept.`}
        >
          {(control) => <textarea {...control} rows={6} maxLength={REVIEW_FIELDS.text.max} className={inputClass} {...form.register("text")} />}
        </Field>
        <div>
          <PhotoUpload
            label="Photo"
            help="A photo of your healed tattoo, if you like. We remove the camera's details (location, date) from it."
            disabled={isSubmitting}
            onChange={(url) => form.setValue("photoUrl", url)}
          />
          {errors.photoUrl?.message && <p className="mt-1 text-sm text-red-700">{errors.photoUrl.message}</p>}
        </div>
        <Field id={`${id}-name`} label="Name to show" error={errors.name?.message} announce={false} hint="Shown with your review: your first name and the initial of your last name, unless you change it.">
          {(control) => <input {...control} maxLength={REVIEW_FIELDS.name.max} autoComplete="off" className={inputClass} {...form.register("name")} />}
        </Field>
        <Notice tone="error" message={failure} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send review"}
        </Button>
      </HydratedFieldset>
    </form>
  );
}
