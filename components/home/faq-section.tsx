// Frequently asked questions, with FAQPage structured data and a mail link.
import { FAQ_ITEMS, mailtoHref } from "@/lib/content";
import { faqPageJsonLd } from "@/lib/seo/structured-data";
import { JsonLd } from "@/components/site/json-ld";
import { FaqAccordion } from "./faq-accordion";
import { SectionHeading } from "./section-heading";

export function FaqSection({ supportEmail }: { supportEmail: string }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="section bg-brand-50">
      <JsonLd data={faqPageJsonLd(FAQ_ITEMS)} />
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10">
          <FaqAccordion items={FAQ_ITEMS} />
        </div>
        <p className="mt-8 text-center text-neutral-700">
          Still have a question?{" "}
          <a href={mailtoHref(supportEmail)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600">
            Contact Our Experts
          </a>
        </p>
      </div>
    </section>
  );
}
