"use client";
// The Testimonials section of the storefront content page: every review the
// owner typed in (a customer's or an artist's words) as a form of its own
// (Save, Delete after a confirmation), in display order, then a form adding
// one at the end. An artist's review has a title ("Tattoo Artist, 12 years");
// a customer's has none. Each shows the reviewer's connection to the shop
// ("Customer testimonial", "Wholesale partner"), never "Verified buyer" and
// no stars: reviews from verified buyers come through their review e-mail
// (customer-reviews-section.tsx). Checked with the reviews API's schema.
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { inputClass } from "@/components/admin/editing/styles";
import { ListedSection, type ListedFieldsProps, type ListedView } from "@/components/admin/content/listed-section";
import type { ContentStore, ReviewEntry } from "@/components/admin/content/types";
import { reviewSchema, testimonialLabel } from "@/lib/editable-content/schema";

interface Values {
  name: string;
  /** Kept while "Artist" is unchecked, sent only while it is checked. */
  title: string;
  text: string;
  isArtist: boolean;
  connection: string;
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
      <Field
        id={`${id}-connection`}
        label="Connection to the shop"
        hint={`Shown under the name, e.g. “Wholesale partner” or “Received a free tin”. Left empty: “${testimonialLabel({ connection: null, isArtist: values.isArtist })}”.`}
        error={error("connection")}
        announce={false}
      >
        {(control) => <input {...control} className={inputClass} {...register("connection")} />}
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
  toValues: (review) => ({ name: review.name, title: review.title ?? "", text: review.text, isArtist: review.isArtist, connection: review.connection ?? "" }),
  empty: { name: "", title: "", text: "", isArtist: false, connection: "" },
  same: (a, b) => a.name === b.name && a.text === b.text && a.isArtist === b.isArtist && (!a.isArtist || a.title === b.title) && a.connection.trim() === b.connection.trim(),
  schema: reviewFormSchema,
  /** The fields shown beside their messages: the title only for an artist. */
  shown: (values) => (values.isArtist ? ["name", "title", "text", "isArtist", "connection"] : ["name", "text", "isArtist", "connection"]),
  Fields: ReviewFields,
  gone: "This review was deleted by someone else.",
  title: "Testimonials",
  intro: "The reviews you type in, on the home page and the USA landing page in this order, after the reviews of verified buyers. They show no stars and are not counted in the average rating.",
  none: "No testimonials yet.",
  label: (review) => `Review by ${review.name}`,
  deleteTitle: "Delete this review?",
  deleteText: (review) => <p>{review.name}&apos;s review is removed from the storefront for good. This cannot be undone.</p>,
  add: "Add review",
};

export function ReviewsSection({ reviews, store }: { reviews: readonly ReviewEntry[]; store: ContentStore }) {
  return <ListedSection view={REVIEWS} items={reviews} store={store} />;
}
