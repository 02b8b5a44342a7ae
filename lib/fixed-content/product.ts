// What the ointment is made of and how to use it: shown on the home page and
// the landing pages.

export interface Ingredient {
  name: string;
  description: string;
}

export interface UsageStep {
  number: number;
  title: string;
  description: string;
}

export const INGREDIENTS: readonly Ingredient[] = [
  {
    name: "Organic Shea Butter",
    description: "Deeply moisturises fresh ink and keeps the skin supple, so scabs stay soft and colours stay crisp.",
  },
  {
    name: "Calendula Extract",
    description: "A gentle botanical that calms redness and supports the skin's natural repair.",
  },
  {
    name: "Cold-Pressed Coconut Oil",
    description: "Naturally antibacterial fatty acids that protect the tattoo while it breathes.",
  },
  {
    name: "Beeswax",
    description: "Forms a light, breathable barrier against dirt and friction without clogging pores.",
  },
  {
    name: "Vitamin E",
    description: "An antioxidant that helps the skin rebuild and reduces the look of scarring.",
  },
  {
    name: "Lavender & Tea Tree Oil",
    description: "Soothe itching and keep the area clean, with a light natural scent.",
  },
];

export const USAGE_STEPS: readonly UsageStep[] = [
  {
    number: 1,
    title: "Wash gently",
    description: "Clean the tattoo with lukewarm water and a fragrance-free soap, then pat dry with a paper towel.",
  },
  {
    number: 2,
    title: "Apply a thin layer",
    description: "Warm a small amount between clean fingertips and spread a thin, even layer over the whole tattoo.",
  },
  {
    number: 3,
    title: "Let it breathe",
    description: "Leave the skin uncovered and wear loose clothing so the ointment can absorb.",
  },
  {
    number: 4,
    title: "Repeat 2-3 times daily",
    description: "Reapply 2-3 times a day until the tattoo is fully healed, usually about 2-4 weeks.",
  },
];

/** The trust badges under the hero. */
export const TRUST_BADGES: readonly { title: string; text: string }[] = [
  { title: "Free Shipping", text: "All 50 states, no minimum" },
  { title: "30-Day Guarantee", text: "Money back, no questions" },
  { title: "Secure Payment", text: "SSL encrypted checkout" },
  { title: "100% Natural", text: "Plant-based ingredients" },
];
