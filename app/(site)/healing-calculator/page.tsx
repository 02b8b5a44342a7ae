import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { HealingCalculator } from "@/components/healing/healing-calculator";
import { getClaims } from "@/lib/editable-content/content";

// Prerendered with the owner's claims (the tip for users of the ointment); a
// change of the claims refreshes it, and it is read again every five minutes.
export const revalidate = 300;

export const metadata: Metadata = {
  title: "Tattoo Healing Calculator",
  description: "Estimate how long your tattoo takes to heal, which healing phase it is in, and how to care for it now.",
};

export default async function HealingCalculatorPage() {
  const { healingTip } = await getClaims();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Tattoo Healing Calculator</h1>
      <p className="mt-2 text-neutral-700">
        Tell us about your tattoo and your aftercare. We&apos;ll estimate your healing time, show where you are today and
        what to do in each phase.
      </p>
      <div className="mt-8 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
        <HealingCalculator ointmentTip={healingTip} />
      </div>
    </main>
  );
}
