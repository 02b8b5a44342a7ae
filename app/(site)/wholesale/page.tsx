import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, BadgePercent, Headphones, Leaf, Truck } from "lucide-react";
import { PackageCard } from "@/components/wholesale/package-card";
import { ButtonLink } from "@/components/ui/button";
import { getSite } from "@/lib/site";
import { listWholesalePackages } from "@/lib/wholesale/packages";
import { getClaims } from "@/lib/editable-content/content";
import type { Claims } from "@/lib/editable-content/schema";

export const revalidate = 300;

export const metadata: Metadata = {
  title: "Wholesale Tattoo Aftercare for Studios",
  description:
    "Wholesale pricing on natural tattoo aftercare ointment for tattoo studios, piercing studios and distributors: save up to 44% with Net 30 terms.",
  alternates: { canonical: "/wholesale" },
};

/** Why stock it; the artists' rating is the owner's claim (none when it is left empty). */
const reasons = ({ artistRatingFigure }: Claims) => [
  { icon: Leaf, title: "100% natural formula", text: `Artist-approved ointment your clients can trust${artistRatingFigure.trim() ? `, rated ${artistRatingFigure.trim()} by artists` : ""}.` },
  { icon: BadgePercent, title: "Save up to 44%", text: "Tiered pricing from $12.99 down to $8.99 per unit against a $15.99 retail price." },
  { icon: Truck, title: "Free shipping", text: "Free shipping on larger orders to all 50 states, expedited on Premium." },
  { icon: Headphones, title: "Dedicated support", text: "Priority support and a dedicated account manager for growing studios." },
];

export default async function WholesalePage() {
  const site = getSite();
  const [packages, claims] = await Promise.all([listWholesalePackages(), getClaims()]);
  return (
    <main className="bg-neutral-50">
      <section className="bg-brand-900 px-6 py-16 text-white sm:py-24">
        <div className="mx-auto max-w-5xl">
          <Link href="/" className="inline-flex items-center gap-2 text-sm text-brand-100 hover:text-white">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
          </Link>
          <h1 className="mt-6 text-4xl font-bold sm:text-5xl">Wholesale Program</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Stock {site.name} at your studio. Studios, piercers and distributors save up to 44% on the natural
            aftercare ointment their clients already ask for. Approval typically takes 24-48 hours.
          </p>
          <ButtonLink href="/wholesale/signup" variant="secondary" size="lg" className="mt-8">
            Apply for Wholesale
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="packages-heading" className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="packages-heading" className="text-center text-3xl font-bold text-brand-900">
          Choose Your Package
        </h2>
        <p className="mt-2 text-center text-neutral-700">Retail reference price $15.99 per unit.</p>
        <div className="mt-12 grid gap-8 md:grid-cols-3">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="bg-white px-6 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="reasons-heading" className="text-center text-3xl font-bold text-brand-900">
            Why Studios Choose {site.name}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {reasons(claims).map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-neutral-200 p-6">
                <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-brand-900">{title}</h3>
                  <p className="mt-1 text-sm text-neutral-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-6 py-16 text-center">
        <h2 className="text-3xl font-bold text-brand-900">Ready to stock your studio?</h2>
        <p className="mx-auto mt-3 max-w-xl text-neutral-700">
          Apply in a few minutes. We verify your business and set up your wholesale account within 24-48 hours.
        </p>
        <ButtonLink href="/wholesale/signup" size="lg" className="mt-8">
          Apply Now
        </ButtonLink>
        <p className="mt-6 text-sm text-neutral-700">
          Questions? Email us at{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}?subject=Wholesale%20Inquiry`}>
            {site.supportEmail}
          </a>
        </p>
      </section>
    </main>
  );
}
