"use client";
// The FAQ accordion: one answer open at a time; the open one closes again on a
// second click. Answers stay in the page (hidden) so they read without
// JavaScript, and each item carries schema.org Question/Answer microdata for
// search engines (the FAQPage is the section around it).
import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { FaqItem } from "@/lib/editable-content/schema";

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <ul>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `faq-question-${index}`;
        const panelId = `faq-answer-${index}`;
        return (
          <li key={item.question} itemScope itemProp="mainEntity" itemType="https://schema.org/Question">
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                itemProp="name"
              >
                {item.question}
                <Icon name="chevron-down" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              itemScope
              itemProp="acceptedAnswer"
              itemType="https://schema.org/Answer"
            >
              <p itemProp="text">{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
