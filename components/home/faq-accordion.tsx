"use client";
// The FAQ accordion: one answer open at a time; the open one closes again on a
// second click. Answers stay in the page (hidden) so they read without JavaScript.
import { useState } from "react";
import clsx from "clsx";
import { Icon } from "@/components/ui/icon";
import type { FaqItem } from "@/lib/content/faq";

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `faq-question-${index}`;
        const panelId = `faq-answer-${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                {item.question}
                <Icon name="chevron-down" className={clsx("transition-transform", open && "rotate-180")} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-neutral-700">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
