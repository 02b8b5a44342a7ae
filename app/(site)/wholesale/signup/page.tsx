import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { WholesaleSignupForm } from "@/components/wholesale/signup-form";
import { formatMoney } from "@/lib/catalog/money";
import { getSite } from "@/lib/site";
import { listWholesalePackages } from "@/lib/wholesale/packages";
import { isPackageTier } from "@/lib/wholesale/schema";

export const metadata: Metadata = {
  title: "Apply for Wholesale",
  description: "Apply for wholesale pricing on natural tattoo aftercare ointment. Approval typically takes 24-48 hours.",
  alternates: { canonical: "/wholesale/signup" },
};

const STEPS = [
  { title: "Submit Application", text: "Tell us about your business in a few minutes." },
  { title: "Business Verification", text: "We verify your business within 24-48 hours." },
  { title: "Account Setup", text: "Your wholesale account is set up and your welcome package sent." },
  { title: "Start Ordering", text: "Order at wholesale prices whenever you need stock." },
];

export default async function WholesaleSignupPage({ searchParams }: { searchParams: Promise<{ package?: string | string[] }> }) {
  const site = getSite();
  const requested = (await searchParams).package;
  const packages = await listWholesalePackages();
  const initialPackage = isPackageTier(requested) && packages.some((p) => p.id === requested) ? requested : undefined;
  const options = packages.flatMap((pkg) =>
    isPackageTier(pkg.id) ? [{ id: pkg.id, label: `${pkg.name} - ${formatMoney(pkg.priceCents)}/unit` }] : [],
  );
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <Link href="/wholesale" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Wholesale
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Wholesale Application</h1>
        <p className="mt-2 text-neutral-700">Join the studios that send every client home with {site.name}.</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-2">
            <WholesaleSignupForm packages={options} initialPackage={initialPackage} supportEmail={site.supportEmail} />
          </div>
          <aside className="space-y-6">
            <section aria-labelledby="why-heading" className="rounded-2xl bg-brand-900 p-6 text-white">
              <h2 id="why-heading" className="text-xl font-bold">
                Why Go Wholesale?
              </h2>
              <ul className="mt-4 space-y-3 text-sm text-brand-100">
                <li>
                  <strong className="text-white">Save up to 44%</strong> on every unit compared with retail.
                </li>
                <li>
                  <strong className="text-white">Priority support</strong> with dedicated account managers.
                </li>
                <li>
                  <strong className="text-white">Business growth</strong> through marketing materials and co-op advertising.
                </li>
              </ul>
            </section>
            <section aria-labelledby="process-heading" className="rounded-2xl bg-white p-6 shadow-sm">
              <h2 id="process-heading" className="text-xl font-bold text-brand-900">
                How It Works
              </h2>
              <ol className="mt-4 space-y-4">
                {STEPS.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900">
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold text-neutral-900">{step.title}</h3>
                      <p className="text-sm text-neutral-700">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </aside>
        </div>
      </div>
    </main>
  );
}
