// The healing-time estimate: base 21 days multiplied by
// the factor of each choice and rounded; the current phase from the days since
// the tattoo; the phases with their day ranges, tips and colours; and the
// recommendations that apply to the choices (the one for users of the shop's
// ointment is the owner's claim, given by the page). A pure function of its input.
import {
  AFTERCARE_OPTIONS,
  AGE_OPTIONS,
  LIFESTYLE_OPTIONS,
  PLACEMENT_OPTIONS,
  SHOP_OINTMENT,
  SIZE_OPTIONS,
  STYLE_OPTIONS,
  factorOf,
  type AftercareProduct,
  type AgeRange,
  type Lifestyle,
  type Placement,
  type TattooSize,
  type TattooStyle,
} from "@/lib/healing/options";

/** The choices that change the estimate; unset ones count as factor 1. */
export interface HealingChoices {
  size: TattooSize;
  placement: Placement;
  style?: TattooStyle;
  aftercareProduct?: AftercareProduct;
  age?: AgeRange;
  lifestyle?: Lifestyle;
}

export const BASE_HEALING_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

export type HealingPhaseName = "Initial Healing" | "Scabbing Stage" | "Peeling Stage" | "Final Stage" | "Fully Healed";

export interface HealingPhase {
  phase: HealingPhaseName;
  days: string;
  description: string;
  tips: string[];
  color: string;
}

export interface HealingResult {
  totalDays: number;
  elapsedDays: number;
  currentPhase: HealingPhaseName;
  /** Elapsed days over total days, as a percentage capped at 100. */
  progress: number;
  phases: HealingPhase[];
  recommendations: string[];
}

/** The estimated total: 21 days × every factor, rounded to whole days. */
export function estimateTotalDays(input: HealingChoices): number {
  const factor =
    factorOf(SIZE_OPTIONS, input.size) *
    factorOf(PLACEMENT_OPTIONS, input.placement) *
    factorOf(STYLE_OPTIONS, input.style) *
    factorOf(AFTERCARE_OPTIONS, input.aftercareProduct) *
    factorOf(AGE_OPTIONS, input.age) *
    factorOf(LIFESTYLE_OPTIONS, input.lifestyle);
  return Math.round(BASE_HEALING_DAYS * factor);
}

/** Whole calendar days from the tattoo date (YYYY-MM-DD) to `today`'s local date; never below 0. */
export function elapsedDaysSince(tattooDate: string, today: Date): number {
  const [year, month, day] = tattooDate.split("-").map(Number);
  const start = Date.UTC(year, month - 1, day);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((now - start) / DAY_MS));
}

/** The phase for `elapsed` days of `total`: after 3 days scabbing, after 40 % peeling, after 70 % final; later thresholds win. */
export function phaseFor(elapsed: number, total: number): HealingPhaseName {
  if (elapsed > total) return "Fully Healed";
  if (elapsed > total * 0.7) return "Final Stage";
  if (elapsed > total * 0.4) return "Peeling Stage";
  if (elapsed > 3) return "Scabbing Stage";
  return "Initial Healing";
}

/** The five phases with their day ranges for a healing time of `total` days. */
export function healingPhases(total: number): HealingPhase[] {
  const peelingStart = Math.round(total * 0.4);
  const finalStart = Math.round(total * 0.7);
  return [
    {
      phase: "Initial Healing",
      days: "Days 1-3",
      description: "Your tattoo is an open wound: it may ooze plasma and ink, look red and feel warm and tender.",
      tips: [
        "Keep the first wrap on for as long as your artist told you",
        "Wash gently 2-3 times a day with lukewarm water and fragrance-free soap",
        "Pat dry with a clean paper towel and apply a thin layer of ointment",
      ],
      color: "#EF4444",
    },
    {
      phase: "Scabbing Stage",
      days: `Days 4-${peelingStart}`,
      description: "Light scabs form over the tattoo as the skin starts to close. Itching is normal.",
      tips: ["Never pick or scratch the scabs", "Keep moisturizing with a thin layer", "Avoid soaking: no baths, pools or the sea"],
      color: "#F97316",
    },
    {
      phase: "Peeling Stage",
      days: `Days ${peelingStart}-${finalStart}`,
      description: "The top layer flakes off like a sunburn and the tattoo can look dull or cloudy for a while.",
      tips: ["Let flakes fall off on their own", "Moisturize when the skin feels tight", "Wear loose, soft clothing over the area"],
      color: "#EAB308",
    },
    {
      phase: "Final Stage",
      days: `Days ${finalStart}-${total}`,
      description: "The surface looks healed while the deeper layers of skin are still settling.",
      tips: ["Keep the skin hydrated", "Protect the tattoo from direct sun", "Stay out of tanning beds"],
      color: "#3B82F6",
    },
    {
      phase: "Fully Healed",
      days: `Day ${total}+`,
      description: "Your tattoo is healed. The colours have settled and the skin is back to normal.",
      tips: ["Use sunscreen (SPF 30+) to keep the colours bright", "Moisturize daily", "Book a touch-up with your artist if needed"],
      color: "#22C55E",
    },
  ];
}

/** The advice that applies to the choices; `ointmentTip` is told to users of the shop's ointment (the owner's "healing calculator tip" claim). */
export function healingRecommendations(input: HealingChoices, ointmentTip: string): string[] {
  const recommendations: string[] = [];
  if (input.aftercareProduct === SHOP_OINTMENT) {
    recommendations.push(ointmentTip);
  }
  if (input.aftercareProduct === "petroleum") {
    recommendations.push(
      "Consider switching from petroleum-based products: they can clog pores and trap bacteria. A natural ointment lets the skin breathe.",
    );
  }
  if (input.placement === "hand" || input.placement === "foot") {
    recommendations.push("Hands and feet are high-movement areas and heal slower: limit friction and keep them clean.");
  }
  if (input.size === "large" || input.size === "extra-large") {
    recommendations.push("Large tattoos need extra care: don't skip any steps of your aftercare routine.");
  }
  if (input.lifestyle === "active") {
    recommendations.push("Avoid intense workouts in the first week: sweat and friction slow healing.");
  }
  return recommendations;
}

export function calculateHealing(input: HealingChoices & { tattooDate: string }, today: Date, ointmentTip: string): HealingResult {
  const totalDays = estimateTotalDays(input);
  const elapsedDays = elapsedDaysSince(input.tattooDate, today);
  return {
    totalDays,
    elapsedDays,
    currentPhase: phaseFor(elapsedDays, totalDays),
    progress: Math.min(100, (elapsedDays / totalDays) * 100),
    phases: healingPhases(totalDays),
    recommendations: healingRecommendations(input, ointmentTip),
  };
}
