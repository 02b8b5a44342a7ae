// The healing calculator's choices: each option's value, the
// label shown in the form and the factor it applies to the base healing time.
// Skin type is asked for but does not change the estimate.

export interface HealingOption {
  value: string;
  label: string;
  factor: number;
}

/** The value of the shop's own ointment among the aftercare products. */
export const SHOP_OINTMENT = "verdant-ink";

export const SIZE_OPTIONS = [
  { value: "small", label: "Small (under 3 in)", factor: 1 },
  { value: "medium", label: "Medium (3-6 in)", factor: 1.2 },
  { value: "large", label: "Large (6-12 in)", factor: 1.4 },
  { value: "extra-large", label: "Extra Large (12+ in)", factor: 1.6 },
] as const satisfies readonly HealingOption[];

export const PLACEMENT_OPTIONS = [
  { value: "arm", label: "Arm", factor: 1 },
  { value: "leg", label: "Leg", factor: 1.1 },
  { value: "back", label: "Back", factor: 1.2 },
  { value: "chest", label: "Chest", factor: 1.1 },
  { value: "hand", label: "Hand", factor: 1.3 },
  { value: "foot", label: "Foot", factor: 1.4 },
  { value: "face", label: "Face/Neck", factor: 1.2 },
  { value: "ribs", label: "Ribs", factor: 1.3 },
] as const satisfies readonly HealingOption[];

export const STYLE_OPTIONS = [
  { value: "linework", label: "Fine Line/Linework", factor: 1 },
  { value: "traditional", label: "Traditional", factor: 1.1 },
  { value: "realistic", label: "Realistic/Portrait", factor: 1.2 },
  { value: "watercolor", label: "Watercolor", factor: 1.1 },
  { value: "blackwork", label: "Blackwork", factor: 1 },
] as const satisfies readonly HealingOption[];

export const AFTERCARE_OPTIONS = [
  { value: SHOP_OINTMENT, label: "Verdant Ink Healing Ointment (Recommended)", factor: 0.85 },
  { value: "aquaphor", label: "Aquaphor", factor: 1 },
  { value: "a-and-d", label: "A&D Ointment", factor: 1.05 },
  { value: "mad-rabbit", label: "Mad Rabbit", factor: 1.02 },
  { value: "petroleum", label: "Petroleum-based", factor: 1.1 },
  { value: "other", label: "Other product", factor: 1.05 },
  { value: "none", label: "No specific product", factor: 1.3 },
] as const satisfies readonly HealingOption[];

export const AGE_OPTIONS = [
  { value: "18-25", label: "18-25", factor: 0.95 },
  { value: "26-35", label: "26-35", factor: 1 },
  { value: "36-45", label: "36-45", factor: 1.1 },
  { value: "46-55", label: "46-55", factor: 1.2 },
  { value: "55+", label: "55+", factor: 1.3 },
] as const satisfies readonly HealingOption[];

export const LIFESTYLE_OPTIONS = [
  { value: "active", label: "Active (gym, sports, physical work)", factor: 1.1 },
  { value: "moderate", label: "Moderate", factor: 1 },
  { value: "sedentary", label: "Sedentary (mostly sitting)", factor: 0.95 },
] as const satisfies readonly HealingOption[];

/** Collected for the artist's reference; it has no factor. */
export const SKIN_TYPE_OPTIONS = [
  { value: "normal", label: "Normal" },
  { value: "dry", label: "Dry" },
  { value: "oily", label: "Oily" },
  { value: "sensitive", label: "Sensitive" },
  { value: "combination", label: "Combination" },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]["value"];

export type TattooSize = Values<typeof SIZE_OPTIONS>;
export type Placement = Values<typeof PLACEMENT_OPTIONS>;
export type TattooStyle = Values<typeof STYLE_OPTIONS>;
export type AftercareProduct = Values<typeof AFTERCARE_OPTIONS>;
export type AgeRange = Values<typeof AGE_OPTIONS>;
export type Lifestyle = Values<typeof LIFESTYLE_OPTIONS>;

/** The factor of `value` among `options`; an unset or unknown choice counts as 1. */
export function factorOf(options: readonly HealingOption[], value: string | undefined): number {
  if (!value) return 1;
  return options.find((option) => option.value === value)?.factor ?? 1;
}

export const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [Values<T>, ...Values<T>[]];
