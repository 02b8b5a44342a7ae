// Nationwide shipping: free to all 50 states.
import { Icon } from "@/components/ui/icon";
import { US_STATES } from "@/lib/content";
import { SectionHeading } from "./section-heading";

const HOME_LEAD = "No minimum order. Orders ship in 1-2 business days and arrive in 2-5 business days.";

export function ShippingSection({ id = "shipping", lead = HOME_LEAD }: { id?: string; lead?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section bg-brand-900 text-white">
      <div className="wrap">
        <SectionHeading id={`${id}-title`} light eyebrow="Nationwide shipping" title="Free shipping to all 50 states" lead={lead} />
        <div className="mt-8 flex justify-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
            <Icon name="truck" className="h-4 w-4" /> We ship to every state
          </span>
        </div>
        <ul aria-label="States we ship to" className="states mt-8">
          {US_STATES.map((state) => (
            <li key={state}>{state}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
