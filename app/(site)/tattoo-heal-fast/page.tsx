// Landing page: heal a tattoo fast, with the owner's faster-healing claim. Prerendered; the owner's price and text changes refresh it at once (the tags of the data it reads, lib/cache/data-tags.ts), and it is read again every five minutes.
import { Icon } from "@/components/ui/icon";
import { INGREDIENTS } from "@/lib/fixed-content";
import { pageMetadata } from "@/lib/seo/metadata";
import { getClaims } from "@/lib/editable-content/content";
import { titleCase } from "@/lib/editable-content/claims";
import { LandingLayout, LandingSection, PhaseList } from "@/components/landing/landing-layout";

export const revalidate = 300;

export async function generateMetadata() {
  const { fasterHealing } = await getClaims();
  return pageMetadata({
    title: `Heal Your Tattoo Fast: ${titleCase(fasterHealing)} Natural Healing`,
    description: `Heal your new tattoo ${fasterHealing} with a natural ointment. See the 7-day healing timeline and how to apply a thin layer 3 times daily. Free US shipping.`,
    path: "/tattoo-heal-fast",
  });
}

const TIMELINE = [
  {
    label: "Days 1-2",
    title: "Calm and protect",
    text: "The skin is open and tender. A thin layer locks in moisture, calms redness and keeps dirt out while the surface closes.",
  },
  {
    label: "Days 3-5",
    title: "Soft, light scabbing",
    text: "Instead of thick scabs, the skin forms a thin, flexible layer. Itching stays low because the area never dries out.",
  },
  {
    label: "Days 6-7",
    title: "Peel and reveal",
    text: "Flaking finishes early and evenly. Colours and lines look crisp as the new skin settles over the ink.",
  },
] as const;

export default async function TattooHealFastPage() {
  const { fasterHealing } = await getClaims();
  return (
    <LandingLayout
      eyebrow="Fast tattoo healing"
      title={`Heal your tattoo ${fasterHealing}, naturally`}
      lead={`Our natural ointment keeps fresh ink moisturised and protected, so tattoos heal ${fasterHealing} than with petroleum-based products, with less itching and brighter colours.`}
      ctaTitle="Start healing faster today"
    >
      <LandingSection id="timeline-title" title="Your 7-day healing timeline">
        <PhaseList phases={TIMELINE} />
      </LandingSection>
      <LandingSection id="apply-title" title="Apply a thin layer 3 times daily" tinted>
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
          {["Morning, after a gentle wash", "Midday, on clean dry skin", "Evening, before bed"].map((moment) => (
            <li key={moment} data-scroll-fade className="flex items-start gap-3 rounded-2xl bg-white p-5 shadow-sm">
              <Icon name="check" className="mt-0.5 text-brand-600" />
              <span className="text-neutral-800">{moment}</span>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-3xl text-center text-neutral-700">
          Warm a small amount between clean fingertips and spread a thin layer over the whole tattoo. More is not better:
          a thin layer lets the skin breathe.
        </p>
      </LandingSection>
      <LandingSection id="why-title" title="Why it heals faster">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INGREDIENTS.slice(0, 3).map((ingredient) => (
            <li key={ingredient.name} data-scroll-fade className="rounded-2xl border border-neutral-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{ingredient.name}</h3>
              <p className="mt-2 text-neutral-700">{ingredient.description}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
    </LandingLayout>
  );
}
