// POST /api/create-payment-intent: the server prices the chosen product and
// opens a payment intent for exactly that amount. A client amount that
// disagrees is refused, never used.
import "server-only";
import { findProduct } from "@/lib/catalog/products";
import { dollarsToCents } from "@/lib/catalog/money";
import { badRequest } from "@/lib/http/errors";
import type { CheckoutDetails } from "@/lib/orders/checkout-schema";
import { getPaymentProvider } from "@/lib/payments/provider";
import type { CreatePaymentIntentRequest } from "@/lib/payments/request-schemas";

export async function createPaymentIntentForCheckout(request: CreatePaymentIntentRequest): Promise<{ clientSecret: string }> {
  const product = await findProduct(request.items[0].id);
  if (!product) throw badRequest("Unknown product.", { "items.0.id": "Unknown product" });
  if (request.amount !== undefined && dollarsToCents(request.amount) !== product.priceCents) {
    throw badRequest("The amount does not match the product's price.", { amount: "Does not match the price" });
  }
  const intent = await getPaymentProvider().createIntent(product);
  return { clientSecret: intent.clientSecret };
}

/** Right before paying: keep the customer's details with the intent. */
export async function attachCheckoutDetails(clientSecret: string, details: CheckoutDetails): Promise<void> {
  const found = await getPaymentProvider().attachDetails(clientSecret, details);
  if (!found) throw badRequest("Unknown payment session.", { clientSecret: "Unknown payment session" });
}
