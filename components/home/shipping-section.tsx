// Nationwide shipping: free to all 50 states. The lead says the owner's
// delivery promise (the page reads it).
import { Icon } from "@/components/ui/icon";
import { StateList } from "@/components/site/state-list";
import { SectionHeading } from "./section-heading";

export function ShippingSection({ id = "shipping", lead }: { id?: string; lead: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-brand-900 text-white">
      <div className="wrap">
        <SectionHeading id={`${id}-title`} light eyebrow="Nationwide shipping" title="Free shipping to all 50 states" lead={lead} />
        <div className="pill">
          <Icon name="truck" /> We ship to every state
        </div>
        <StateList label="States we ship to" className="states mt-8" />
      </div>
    </section>
  );
}
