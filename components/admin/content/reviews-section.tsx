"use client";
// The Reviews section of the storefront content page: every customer or
// artist review as a form of its own (Save, Delete after a confirmation), in
// display order, then a form adding a review at the end. An artist's review
// has a title ("Tattoo Artist, 12 years"); a customer's has none.
import { Field } from "@/components/ui/field";
import { CheckboxField } from "@/components/admin/editing/checkbox-field";
import { inputClass } from "@/components/admin/editing/styles";
import { ListedSection, type ListedFieldsProps, type ListedView } from "@/components/admin/content/listed-section";
import type { ContentStore, ReviewEntry } from "@/components/admin/content/types";

interface Draft {
  name: string;
  /** Kept while "Artist" is unchecked, sent only while it is checked. */
  title: string;
  text: string;
  isArtist: boolean;
}

function ReviewFields({ id, draft, update, error }: ListedFieldsProps<Draft>) {
  return (
    <>
      <Field id={`${id}-name`} label="Name" error={error("name")} announce={false}>
        {(control) => <input {...control} className={inputClass} value={draft.name} onChange={(e) => update({ name: e.target.value })} />}
      </Field>
      <CheckboxField id={`${id}-artist`} label="Artist" checked={draft.isArtist} onChange={(isArtist) => update({ isArtist })} error={error("isArtist")} />
      {draft.isArtist && (
        <Field id={`${id}-title`} label="Title" hint="Shown under an artist's name, e.g. “Tattoo Artist, 12 years”." error={error("title")} announce={false}>
          {(control) => <input {...control} className={inputClass} value={draft.title} onChange={(e) => update({ title: e.target.value })} />}
        </Field>
      )}
      <Field id={`${id}-text`} label="Review text" error={error("text")} announce={false}>
        {(control) => <textarea {...control} rows={4} className={inputClass} value={draft.text} onChange={(e) => update({ text: e.target.value })} />}
      </Field>
    </>
  );
}

const REVIEWS: ListedView<"reviews", Draft> = {
  list: "reviews",
  answer: "review",
  prefix: "review",
  toDraft: (review) => ({ name: review.name, title: review.title ?? "", text: review.text, isArtist: review.isArtist }),
  empty: { name: "", title: "", text: "", isArtist: false },
  same: (a, b) => a.name === b.name && a.text === b.text && a.isArtist === b.isArtist && (!a.isArtist || a.title === b.title),
  /** The review as the API takes it: no title unless an artist wrote it. */
  sent: (draft) => ({ name: draft.name, title: draft.isArtist ? draft.title : null, text: draft.text, isArtist: draft.isArtist }),
  /** The fields shown beside their messages: the title only for an artist. */
  shown: (draft) => (draft.isArtist ? ["name", "title", "text", "isArtist"] : ["name", "text", "isArtist"]),
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
