// Nationwide shipping: free to all 50 states.
import { Truck } from "lucide-react";
import { US_STATES } from "@/lib/content";
import { SectionHeading } from "./section-heading";

const HOME_LEAD = "No minimum order. Orders ship in 1-2 business days and arrive in 2-5 business days.";

export function ShippingSection({ id = "shipping", lead = HOME_LEAD }: { id?: string; lead?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id={`${id}-title`}
          light
          eyebrow="Nationwide shipping"
          title="Free shipping to all 50 states"
          lead={lead}
        />
        <div className="mt-8 flex justify-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
            <Truck aria-hidden="true" className="h-4 w-4" /> We ship to every state
          </span>
        </div>
        <ul aria-label="States we ship to" className="mt-8 grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-brand-50 sm:grid-cols-3 md:grid-cols-5">
          {US_STATES.map((state) => (
            <li key={state} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-green-300" /> {state}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
