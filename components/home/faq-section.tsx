// Frequently asked questions, marked up as a schema.org FAQPage (microdata on
// the accordion: each question with its accepted answer), and a mail link.
// Styled by .faq in storefront.css.
import { mailtoHref } from "@/lib/fixed-content";
import type { FaqItem } from "@/lib/editable-content/schema";
import { FaqAccordion } from "./faq-accordion";
import { SectionHeading } from "./section-heading";

export function FaqSection({ supportEmail, items }: { supportEmail: string; items: readonly FaqItem[] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" itemScope itemType="https://schema.org/FAQPage" className="section faq bg-brand-50">
      <div className="wrap">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqAccordion items={items} />
        <p>
          Still have a question? <a href={mailtoHref(supportEmail)}>Contact Our Experts</a>
        </p>
      </div>
    </section>
  );
}
