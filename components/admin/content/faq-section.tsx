"use client";
// The FAQ section of the storefront content page: every question and answer
// as a form of its own (Save, Delete after a confirmation), in display
// order, then a form adding a question at the end.
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/admin/editing/styles";
import { ListedSection, type ListedFieldsProps, type ListedView } from "@/components/admin/content/listed-section";
import type { ContentStore, FaqEntry } from "@/components/admin/content/types";

interface Draft {
  question: string;
  answer: string;
}

const FIELDS = ["question", "answer"] as const;

/** The question and answer fields of an entry's form or the new one's. */
function FaqFields({ id, draft, update, error }: ListedFieldsProps<Draft>) {
  return (
    <>
      <Field id={`${id}-question`} label="Question" error={error("question")} announce={false}>
        {(control) => <input {...control} className={inputClass} value={draft.question} onChange={(e) => update({ question: e.target.value })} />}
      </Field>
      <Field id={`${id}-answer`} label="Answer" error={error("answer")} announce={false}>
        {(control) => <textarea {...control} rows={4} className={inputClass} value={draft.answer} onChange={(e) => update({ answer: e.target.value })} />}
      </Field>
    </>
  );
}

const FAQ: ListedView<"faq", Draft> = {
  list: "faq",
  answer: "entry",
  prefix: "faq",
  toDraft: (entry) => ({ question: entry.question, answer: entry.answer }),
  empty: { question: "", answer: "" },
  same: (a, b) => a.question === b.question && a.answer === b.answer,
  sent: (draft) => ({ question: draft.question, answer: draft.answer }),
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
