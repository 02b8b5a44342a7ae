// The checkout form (e-mail, full name, address, city, state, zip code, and a
// country that defaults to United States): one schema for the browser form
// and for the details the server stores with a payment intent before it is
// confirmed. The shop ships within the United States only: another country is
// refused beside its field, and any spelling of it is kept as "United States".
import { z } from "zod";
import { isUnitedStates, US_ONLY_MESSAGE } from "@/lib/tax/us-states";

/** Field → the words of its "Please fill in your …" message. */
export const CHECKOUT_FIELD_WORDS = {
  email: "email",
  fullName: "full name",
  address: "address",
  city: "city",
  state: "state",
  zipCode: "zip code",
} as const;

export const MISSING_INFORMATION_TITLE = "Missing Information";
export const INVALID_EMAIL_TITLE = "Invalid Email";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

const required = (field: keyof typeof CHECKOUT_FIELD_WORDS, max = 200) =>
  z
    .string({ error: `Please fill in your ${CHECKOUT_FIELD_WORDS[field]}` })
    .trim()
    .min(1, `Please fill in your ${CHECKOUT_FIELD_WORDS[field]}`)
    .max(max, `Please shorten your ${CHECKOUT_FIELD_WORDS[field]}`);

export const checkoutFormSchema = z.object({
  email: required("email", 254).pipe(z.email(INVALID_EMAIL_MESSAGE)),
  fullName: required("fullName"),
  address: required("address"),
  city: required("city", 100),
  state: required("state", 100),
  zipCode: required("zipCode", 20),
  country: z
    .string()
    .trim()
    .max(100, US_ONLY_MESSAGE)
    .optional()
    .refine(isUnitedStates, US_ONLY_MESSAGE)
    .transform(() => "United States"),
});

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** The title of the toast for a field message: Invalid Email or Missing Information. */
export function checkoutErrorTitle(message: string): string {
  return message === INVALID_EMAIL_MESSAGE ? INVALID_EMAIL_TITLE : MISSING_INFORMATION_TITLE;
}

/** The first field error in form order, for the toast: one message at a time. */
export function firstCheckoutError(fields: Partial<Record<string, { message?: string } | undefined>>): string | undefined {
  for (const field of ["email", "fullName", "address", "city", "state", "zipCode"]) {
    const message = fields[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** A photo address: our own upload path or an https URL (Vercel Blob). */
export const photoUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith("/api/objects/uploads/") || /^https:\/\//.test(value), "Invalid photo address")
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** What the server keeps with a payment intent so that the order can be made from it alone. */
export const checkoutDetailsSchema = z.object({
  customerEmail: required("email", 254).pipe(z.email(INVALID_EMAIL_MESSAGE)),
  customerName: required("fullName"),
  shippingAddress: z.object({
    address: required("address"),
    city: required("city", 100),
    state: required("state", 100),
    zipCode: required("zipCode", 20),
    country: checkoutFormSchema.shape.country,
  }),
  photoUrl: photoUrlSchema,
});

export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** Body of POST /api/payment-intents/details. */
export const attachDetailsRequestSchema = checkoutDetailsSchema.extend({
  clientSecret: z.string().min(10).max(300),
});

/** The details of a submitted form, in the shape stored with the payment intent. */
export function formToDetails(form: CheckoutForm, photoUrl: string | null): CheckoutDetails {
  return {
    customerEmail: form.email,
    customerName: form.fullName,
    shippingAddress: {
      address: form.address,
      city: form.city,
      state: form.state,
      zipCode: form.zipCode,
      country: form.country,
    },
    photoUrl,
  };
}
