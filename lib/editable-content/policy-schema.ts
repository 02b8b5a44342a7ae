// The policy pages and the business facts the owner edits, and the rules a
// save must keep: a policy's title and text (Markdown without HTML, see
// lib/format/markdown.ts), the business's name, phone and postal address,
// and the one delivery promise every page, the checkout and the e-mails
// make. Safe for the browser: the editors check with the same rules.
import { z } from "zod";
import { lineText, longText } from "@/lib/editing/fields";
import { isStateCode } from "@/lib/tax/us-states";
import { POLICY_KEYS } from "@/lib/site/storefront-pages";

// The keys are listed with the storefront pages, which the header rules of
// next.config.ts read without this module's imports.
export { POLICY_KEYS };
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** Where each policy is shown. */
export const POLICY_PATHS: Record<PolicyKey, `/${PolicyKey}`> = {
  privacy: "/privacy",
  terms: "/terms",
  returns: "/returns",
  shipping: "/shipping",
  contact: "/contact",
};

export function isPolicyKey(value: unknown): value is PolicyKey {
  return typeof value === "string" && (POLICY_KEYS as readonly string[]).includes(value);
}

export const POLICY_LIMITS = { title: 120, body: 20_000 } as const;

export const policySchema = z.object({
  title: lineText("The title", POLICY_LIMITS.title, { min: 3 }),
  body: longText("The text", POLICY_LIMITS.body, { min: 20 }),
});

// ---------------------------------------------------------------- business details

/** Who runs the shop and where: shown on /contact and in every e-mail's footer. */
export interface BusinessDetails {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export const BUSINESS_FIELDS = [
  { key: "name", label: "Business name" },
  { key: "phone", label: "Phone" },
  { key: "street", label: "Street address" },
  { key: "city", label: "City" },
  { key: "state", label: "State (2 letters)" },
  { key: "zipCode", label: "ZIP code" },
] as const satisfies readonly { key: keyof BusinessDetails; label: string }[];

export const businessSchema = z.object({
  name: lineText("The business name", 120, { min: 2 }),
  phone: lineText("The phone number", 30).refine(
    (phone) => /^\+?[\d\s().-]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 10,
    "Enter a phone number with its area code, e.g. (512) 555-0100.",
  ),
  street: lineText("The street address", 200, { min: 3 }),
  city: lineText("The city", 100, { min: 2 }),
  state: lineText("The state", 2).transform((state) => state.toUpperCase()).refine(isStateCode, "Enter the state's two-letter code, e.g. TX."),
  zipCode: lineText("The ZIP code", 10).refine((zip) => /^\d{5}(-\d{4})?$/.test(zip), "Enter a 5-digit ZIP code (or ZIP+4, e.g. 78701-1234)."),
});

/** "100 Congress Ave, Austin, TX 78701" */
export function postalAddress(business: BusinessDetails): string {
  return `${business.street}, ${business.city}, ${business.state} ${business.zipCode}`;
}

// ---------------------------------------------------------------- the delivery promise

/** How long an order takes, in business days: packed and shipped, then on its way. */
export interface DeliveryPromise {
  processingFrom: number;
  processingTo: number;
  deliveryFrom: number;
  deliveryTo: number;
}

export const DELIVERY_FIELDS = [
  { key: "processingFrom", label: "Processing: at least (business days)" },
  { key: "processingTo", label: "Processing: at most (business days)" },
  { key: "deliveryFrom", label: "Delivery: at least (business days)" },
  { key: "deliveryTo", label: "Delivery: at most (business days)" },
] as const satisfies readonly { key: keyof DeliveryPromise; label: string }[];

const days = (label: string) =>
  z.number(`${label} must be a whole number of business days.`).int(`${label} must be a whole number of business days.`).min(0, `${label} cannot be negative.`).max(30, `${label} can be at most 30 business days.`);

export const deliverySchema = z
  .object({
    processingFrom: days("The shortest processing time"),
    processingTo: days("The longest processing time"),
    deliveryFrom: days("The shortest delivery time"),
    deliveryTo: days("The longest delivery time"),
  })
  .superRefine((promise, context) => {
    if (promise.processingTo < promise.processingFrom) context.addIssue({ code: "custom", path: ["processingTo"], message: "The longest processing time cannot be shorter than the shortest." });
    if (promise.deliveryFrom < 1) context.addIssue({ code: "custom", path: ["deliveryFrom"], message: "Delivery takes at least 1 business day." });
    if (promise.deliveryTo < promise.deliveryFrom) context.addIssue({ code: "custom", path: ["deliveryTo"], message: "The longest delivery time cannot be shorter than the shortest." });
  });

/** 1, 2 → "1-2 business days"; 1, 1 → "1 business day"; 0, 0 → "the same business day". */
export function businessDays(from: number, to: number): string {
  if (to === 0) return "the same business day";
  if (from === to) return `${to} business day${to === 1 ? "" : "s"}`;
  return `${from}-${to} business days`;
}

/** The promise's two figures as the pages and e-mails say them. */
export function deliveryTexts(promise: DeliveryPromise): { processing: string; delivery: string } {
  return { processing: businessDays(promise.processingFrom, promise.processingTo), delivery: businessDays(promise.deliveryFrom, promise.deliveryTo) };
}

/**
 * The owner's text with the promise's figures where it says {processing} and
 * {delivery} (the FAQ's shipping answer): "ship within {processing}" →
 * "ship within 1-2 business days". Other braces stay as written.
 */
export function withDeliveryTexts(text: string, promise: DeliveryPromise): string {
  const texts = deliveryTexts(promise);
  return text.replace(/\{(processing|delivery)\}/g, (_, key: keyof typeof texts) => texts[key]);
}

/** "Orders ship in 1-2 business days and arrive in 3-5 business days." */
export function deliverySentence(promise: DeliveryPromise): string {
  const { processing, delivery } = deliveryTexts(promise);
  return `Orders ship in ${processing} and arrive in ${delivery}.`;
}
