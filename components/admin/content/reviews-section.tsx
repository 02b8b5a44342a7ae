"use client";
// The Reviews section of the storefront content page: every customer or
// artist review as a form of its own (Save, Delete after a confirmation), in
// display order, then a form adding a review at the end. An artist's review
// has a title ("Tattoo Artist, 12 years"); a customer's has none. Checked
// with the reviews API's schema.
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { inputClass } from "@/components/admin/editing/styles";
import { ListedSection, type ListedFieldsProps, type ListedView } from "@/components/admin/content/listed-section";
import type { ContentStore, ReviewEntry } from "@/components/admin/content/types";
import { reviewSchema } from "@/lib/editable-content/schema";

interface Values {
  name: string;
  /** Kept while "Artist" is unchecked, sent only while it is checked. */
  title: string;
  text: string;
  isArtist: boolean;
}

function ReviewFields({ id, register, values, error }: ListedFieldsProps<Values>) {
  return (
    <>
      <Field id={`${id}-name`} label="Name" error={error("name")} announce={false}>
        {(control) => <input {...control} className={inputClass} {...register("name")} />}
      </Field>
      <CheckboxField id={`${id}-artist`} label="Artist" field={register("isArtist")} error={error("isArtist")} />
      {values.isArtist && (
        <Field id={`${id}-title`} label="Title" hint="Shown under an artist's name, e.g. “Tattoo Artist, 12 years”." error={error("title")} announce={false}>
          {(control) => <input {...control} className={inputClass} {...register("title")} />}
        </Field>
      )}
      <Field id={`${id}-text`} label="Review text" error={error("text")} announce={false}>
        {(control) => <textarea {...control} rows={4} className={inputClass} {...register("text")} />}
      </Field>
    </>
  );
}

/** The review as the API takes it, checked with its schema: no title unless an artist wrote it. */
const reviewFormSchema = z.preprocess((values: Values) => ({ ...values, title: values.isArtist ? values.title : null }), reviewSchema);

const REVIEWS: ListedView<"reviews", Values> = {
  list: "reviews",
  answer: "review",
  prefix: "review",
  toValues: (review) => ({ name: review.name, title: review.title ?? "", text: review.text, isArtist: review.isArtist }),
  empty: { name: "", title: "", text: "", isArtist: false },
  same: (a, b) => a.name === b.name && a.text === b.text && a.isArtist === b.isArtist && (!a.isArtist || a.title === b.title),
  schema: reviewFormSchema,
  /** The fields shown beside their messages: the title only for an artist. */
  shown: (values) => (values.isArtist ? ["name", "title", "text", "isArtist"] : ["name", "text", "isArtist"]),
  Fields: ReviewFields,
  gone: "This review was deleted by someone else.",
  title: "Reviews",
  intro: "The reviews on the home page and the USA landing page, in this order.",
  none: "No reviews yet.",
  label: (review) => `Review by ${review.name}`,
  deleteTitle: "Delete this review?",
  deleteText: (review) => <p>{review.name}&apos;s review is removed from the storefront for good. This cannot be undone.</p>,
  add: "Add review",
};

export function ReviewsSection({ reviews, store }: { reviews: readonly ReviewEntry[]; store: ContentStore }) {
  return <ListedSection view={REVIEWS} items={reviews} store={store} />;
}
