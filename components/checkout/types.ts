/** A size the shopper can choose (prices in cents, from the server). */
export interface CheckoutProduct {
  id: string;
  name: string;
  size: string;
  priceCents: number;
  description: string;
  /** Tins left, or null when not counted; 0 is sold out. */
  stock: number | null;
}

export type PaymentResult = { ok: true; paymentIntentId: string } | { ok: false; message: string };

/** What a payment element gives the form: a way to confirm the payment in the page. */
export interface PaymentHandle {
  confirm(): Promise<PaymentResult>;
}

export type PaymentsMode = "stripe" | "test" | "unavailable";
