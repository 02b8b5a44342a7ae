"use client";
// The FAQ section of the storefront content page: every question and answer
// as a form of its own (Save, Delete after a confirmation), in display
// order, then a form adding a question at the end. Checked with the FAQ
// API's schema.
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/admin/editing/styles";
import { ListedSection, type ListedFieldsProps, type ListedView } from "@/components/admin/content/listed-section";
import type { ContentStore, FaqEntry } from "@/components/admin/content/types";
import { faqEntrySchema } from "@/lib/editable-content/schema";

interface Values {
  question: string;
  answer: string;
}

const FIELDS = ["question", "answer"] as const;

/** The question and answer fields of an entry's form or the new one's. */
function FaqFields({ id, register, error }: ListedFieldsProps<Values>) {
  return (
    <>
      <Field id={`${id}-question`} label="Question" error={error("question")} announce={false}>
        {(control) => <input {...control} className={inputClass} {...register("question")} />}
      </Field>
      <Field id={`${id}-answer`} label="Answer" error={error("answer")} announce={false}>
        {(control) => <textarea {...control} rows={4} className={inputClass} {...register("answer")} />}
      </Field>
    </>
  );
}

const FAQ: ListedView<"faq", Values> = {
  list: "faq",
  answer: "entry",
  prefix: "faq",
  toValues: (entry) => ({ question: entry.question, answer: entry.answer }),
  empty: { question: "", answer: "" },
  same: (a, b) => a.question === b.question && a.answer === b.answer,
  schema: faqEntrySchema,
  shown: () => FIELDS,
  Fields: FaqFields,
  gone: "This question was deleted by someone else.",
  title: "FAQ",
  intro: "The questions and answers on the home page, in this order.",
  none: "No questions yet.",
  label: (entry, number) => entry.question || `Question ${number}`,
  deleteTitle: "Delete this question?",
  deleteText: (entry) => <p>“{entry.question}” and its answer are removed from the storefront for good. This cannot be undone.</p>,
  add: "Add question",
};

export function FaqSection({ faq, store }: { faq: readonly FaqEntry[]; store: ContentStore }) {
  return <ListedSection view={FAQ} items={faq} store={store} />;
}
