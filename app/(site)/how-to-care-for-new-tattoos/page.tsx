// Landing page: a care guide for new tattoos. Prerendered; the owner's price and text changes refresh it at once (the tags of the data it reads, lib/cache/data-tags.ts), and it is read again every five minutes.
import { Icon } from "@/components/ui/icon";
import { pageMetadata } from "@/lib/seo/metadata";
import { LandingLayout, LandingSection, PhaseList } from "@/components/landing/landing-layout";

export const revalidate = 300;

export const metadata = pageMetadata({
  title: "How to Care for a New Tattoo: Week-by-Week Guide",
  description:
    "How to care for a new tattoo, from the first 24 hours to weeks 3-4, with the do's and don'ts tattoo artists recommend. Natural aftercare with free US shipping.",
  path: "/how-to-care-for-new-tattoos",
});

const GUIDE = [
  {
    label: "First 24 hours",
    title: "Leave the wrap, then wash",
    text: "Keep your artist's wrap on as long as they advise. Then wash gently with lukewarm water and fragrance-free soap, pat dry and apply a thin layer.",
  },
  {
    label: "Days 2-7",
    title: "Moisturise and protect",
    text: "Wash and apply a thin layer 2-3 times daily. Expect some redness and light scabbing; keep the area clean and uncovered.",
  },
  {
    label: "Days 8-14",
    title: "Peeling and itching",
    text: "The tattoo will flake like a sunburn. Don't pick or scratch: keep moisturising to calm the itch and protect the ink.",
  },
  {
    label: "Weeks 3-4",
    title: "Final healing",
    text: "The surface looks healed while deeper layers finish. Keep moisturising daily and protect the tattoo from the sun.",
  },
] as const;

const DOS = [
  "Wash your hands before touching the tattoo",
  "Apply a thin layer of natural ointment 2-3 times daily",
  "Wear loose, breathable clothing over the tattoo",
  "Drink plenty of water and sleep well",
];

const DONTS = [
  "Pick, scratch or peel flaking skin",
  "Soak in pools, hot tubs, lakes or the ocean",
  "Expose the fresh tattoo to direct sun or tanning beds",
  "Smother it in thick, petroleum-based products",
];

export default function NewTattooCarePage() {
  return (
    <LandingLayout
      eyebrow="New tattoo care guide"
      title="How to care for a new tattoo"
      lead="Healing happens in four phases. Here's what to do in each one, and what to avoid, so your tattoo heals cleanly and stays vibrant for years."
      ctaTitle="Everything your new tattoo needs, in one tin"
    >
      <LandingSection id="guide-title" title="The four phases of healing">
        <PhaseList phases={GUIDE} />
      </LandingSection>
      <LandingSection id="dos-title" title="Do's and don'ts" tinted>
        <div className="grid gap-6 md:grid-cols-2">
          <div data-scroll-fade className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-brand-900">Do</h3>
            <ul className="mt-4 space-y-3">
              {DOS.map((item) => (
                <li key={item} className="flex items-start gap-3 text-neutral-800">
                  <Icon name="check" className="mt-0.5 text-brand-600" /> {item}
                </li>
              ))}
            </ul>
          </div>
          <div data-scroll-fade className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-brand-900">Don&apos;t</h3>
            <ul className="mt-4 space-y-3">
              {DONTS.map((item) => (
                <li key={item} className="flex items-start gap-3 text-neutral-800">
                  <Icon name="x" className="mt-0.5 text-red-700" /> {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </LandingSection>
    </LandingLayout>
  );
}
