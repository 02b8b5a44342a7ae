// The checkout API of the local test payment mode, called as the checkout page
// calls it, optionally as a given client (its X-Forwarded-For address).
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as attachDetails } from "@/app/api/payment-intents/details/route";
import { POST as confirmPayment } from "@/app/api/payment-intents/confirm/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { jsonRequest, SHIPPING } from "../../support/requests";

export const DECLINED_CARD = "4000 0000 0000 0002";
export const GOOD_CARD = "4242 4242 4242 4242";

const as = (client?: string) => (client ? { headers: { "X-Forwarded-For": client } } : {});

export const routes = { createPaymentIntent, attachDetails, confirmPayment, createOrder };

/** Asks for a payment session for `productId`, with the price the browser shows (`amount`, in dollars) when given. */
export function requestIntent(productId = "4oz", client?: string, amount?: number) {
  return createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: productId, name: "Ointment" }], amount }, as(client)), undefined);
}

export async function openIntent(productId = "4oz", client?: string, amount?: number) {
  const res = await requestIntent(productId, client, amount);
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return { clientSecret, id: clientSecret.split("_secret_")[0] };
}

export function attach(clientSecret: string, details: object = SHIPPING, client?: string) {
  return attachDetails(jsonRequest("/api/payment-intents/details", { clientSecret, ...details }, as(client)), undefined);
}

export function confirm(clientSecret: string, cardNumber = GOOD_CARD, client?: string) {
  return confirmPayment(jsonRequest("/api/payment-intents/confirm", { clientSecret, cardNumber, expiry: "12/34", cvc: "123" }, as(client)), undefined);
}

export function postOrder(body: object, client?: string) {
  return createOrder(jsonRequest("/api/orders", body, as(client)), undefined);
}

/** An intent paid with the shopper's details attached, as checkout does it. */
export async function paidIntent(productId = "4oz", details: object = SHIPPING, client?: string) {
  const intent = await openIntent(productId, client);
  expect((await attach(intent.clientSecret, details, client)).status).toBe(200);
  expect((await confirm(intent.clientSecret, GOOD_CARD, client)).status).toBe(200);
  return intent;
}
