// The wholesale application: one schema, used by the
// signup form in the browser and by POST /api/wholesale/applications.
import { z } from "zod";

export const PACKAGE_TIERS = ["starter", "professional", "premium"] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

export const BUSINESS_TYPES = [
  { value: "tattoo_shop", label: "Tattoo Shop/Studio" },
  { value: "distributor", label: "Distributor/Supplier" },
  { value: "piercing_studio", label: "Piercing Studio" },
  { value: "body_art", label: "Body Art Studio" },
  { value: "other", label: "Other" },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]["value"];
const businessTypeValues = BUSINESS_TYPES.map((type) => type.value) as [BusinessType, ...BusinessType[]];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") || (typeof value === "number" && Number.isNaN(value))
    ? undefined
    : value;

const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Keep this under ${max} characters`);

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Keep this under ${max} characters`).optional());

export const wholesaleApplicationSchema = z.object({
  businessName: text(2, "Business name must be at least 2 characters"),
  contactName: text(2, "Contact name must be at least 2 characters"),
  email: z.string({ error: "Please enter a valid email address" }).trim().max(254).pipe(z.email("Please enter a valid email address")),
  phone: text(10, "Please enter a valid phone number", 40),
  businessType: z.enum(businessTypeValues, { error: "Please select a business type" }),
  businessAddress: z.object(
    {
      street: text(5, "Street address is required"),
      city: text(2, "City is required", 100),
      state: text(2, "State is required", 100),
      zipCode: text(5, "ZIP code is required", 20),
      country: z.preprocess(blankToUndefined, z.string().trim().max(100).default("United States")),
    },
    { error: "Street address is required" },
  ),
  taxId: optionalText(50),
  website: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: "Please enter a valid website address" }).max(300).optional(),
  ),
  yearsInBusiness: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: "Years in business must be a number from 0 to 100" }).int().min(0).max(100).optional(),
  ),
  estimatedMonthlyVolume: z.coerce
    .number({ error: "Please enter estimated monthly volume" })
    .int("Please enter estimated monthly volume")
    .min(1, "Please enter estimated monthly volume")
    .max(1_000_000, "Please enter estimated monthly volume"),
  referralSource: optionalText(200),
  packageTier: z.enum(PACKAGE_TIERS, { error: "Please select a package" }),
  notes: optionalText(5000),
});

export type WholesaleApplicationInput = z.input<typeof wholesaleApplicationSchema>;
export type WholesaleApplication = z.output<typeof wholesaleApplicationSchema>;

export function isPackageTier(value: unknown): value is PackageTier {
  return typeof value === "string" && (PACKAGE_TIERS as readonly string[]).includes(value);
}

/** The owner's decision on an application: the review form, its server action and the review API check it. */
export const reviewDecisionSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  note: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(2000).optional()),
});
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;
