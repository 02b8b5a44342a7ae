// How to reach the business (/contact): the support e-mail (SUPPORT_EMAIL),
// and the phone and postal address the owner keeps in the admin's Business
// details.
import type { BusinessDetails } from "@/lib/editable-content/policy-schema";
import { mailtoHref } from "@/lib/fixed-content";

/** "(512) 555-0100" → "tel:+15125550100". */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : digits}`;
}

const LINK = "font-semibold text-brand-700 underline underline-offset-4 wrap-anywhere hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function ContactDetails({ business, supportEmail }: { business: BusinessDetails; supportEmail: string }) {
  return (
    <section aria-labelledby="reach-us-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="reach-us-title" className="text-xl font-bold text-brand-900">
        How to reach us
      </h2>
      <address className="mt-4 not-italic">
        <dl className="grid gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">E-mail</dt>
            <dd className="mt-1">
              <a href={mailtoHref(supportEmail)} className={LINK}>
                {supportEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">Phone</dt>
            <dd className="mt-1">
              <a href={telHref(business.phone)} className={LINK}>
                {business.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">Postal address</dt>
            <dd className="mt-1 text-neutral-800" data-testid="postal-address">
              {business.name}
              <br />
              {business.street}
              <br />
              {`${business.city}, ${business.state} ${business.zipCode}`}
            </dd>
          </div>
        </dl>
      </address>
    </section>
  );
}
