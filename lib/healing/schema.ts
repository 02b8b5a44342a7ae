// The healing calculator's input, shared by the form and the
// calculation. Date, size and placement are required; the other choices may be
// left unset (factor 1). The date must be a real calendar day.
import { z } from "zod";
import {
  AFTERCARE_OPTIONS,
  AGE_OPTIONS,
  LIFESTYLE_OPTIONS,
  PLACEMENT_OPTIONS,
  SIZE_OPTIONS,
  SKIN_TYPE_OPTIONS,
  STYLE_OPTIONS,
  valuesOf,
} from "@/lib/healing/options";

/** True when `value` is YYYY-MM-DD and names a day that exists (no 2025-02-30). */
export function isExistingDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional choice: the empty string of an untouched select means unset. */
const optionalChoice = <T extends [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("")])
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const healingInputSchema = z.object({
  tattooDate: z.string().refine(isExistingDate, "Please choose the date you got your tattoo"),
  size: z.enum(valuesOf(SIZE_OPTIONS), "Please choose the tattoo size"),
  placement: z.enum(valuesOf(PLACEMENT_OPTIONS), "Please choose the placement"),
  style: optionalChoice(valuesOf(STYLE_OPTIONS)),
  aftercareProduct: optionalChoice(valuesOf(AFTERCARE_OPTIONS)),
  skinType: optionalChoice(valuesOf(SKIN_TYPE_OPTIONS)),
  age: optionalChoice(valuesOf(AGE_OPTIONS)),
  lifestyle: optionalChoice(valuesOf(LIFESTYLE_OPTIONS)),
});

/** What the form holds: every field a string, "" when not chosen. */
export type HealingFormValues = z.input<typeof healingInputSchema>;
export type HealingInput = z.output<typeof healingInputSchema>;
