/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { PaymentRedirectCleanup } from "@/components/checkout/payment-redirect-cleanup";
import { readCart, writeCart } from "@/lib/cart/browser-cart";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  window.localStorage.clear();
});

const CART = { items: [{ id: "4oz", quantity: 2 }], discountCode: null };

it("takes Stripe's redirect parameters out of the address as soon as it renders, keeping the history state", () => {
  const state = { __NA: true, tree: ["success"] };
  window.history.replaceState(state, "", "/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded&ref=x#tips");
  const replace = jest.spyOn(window.history, "replaceState");
  render(<PaymentRedirectCleanup />);
  expect(window.location.pathname).toBe("/success");
  expect(window.location.search).toBe("?ref=x");
  expect(window.location.hash).toBe("#tips");
  expect(window.location.href).not.toContain("secret");
  expect(window.history.state).toEqual(state);
  // Replaced, not pushed: the address with the secret is in no history entry.
  expect(replace).toHaveBeenCalledTimes(1);
  replace.mockRestore();
});

it("leaves an address without them alone", () => {
  window.history.replaceState(null, "", "/success?ref=x");
  const replace = jest.spyOn(window.history, "replaceState");
  render(<PaymentRedirectCleanup />);
  expect(replace).not.toHaveBeenCalled();
  expect(window.location.search).toBe("?ref=x");
  replace.mockRestore();
});

it("empties the cart on a paid return: the order was made from it", () => {
  writeCart(CART);
  window.history.replaceState(null, "", "/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded");
  render(<PaymentRedirectCleanup />);
  expect(readCart().items).toEqual([]);
});

it("keeps the cart on any other address", () => {
  for (const query of ["?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=failed", "?redirect_status=succeeded", ""]) {
    writeCart(CART);
    window.history.replaceState(null, "", `/success${query}`);
    render(<PaymentRedirectCleanup />);
    expect(readCart().items).toHaveLength(1);
  }
});
