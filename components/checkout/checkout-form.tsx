"use client";

// Shipping details, optional photo, the payment element and the submit button.
// The state and ZIP code (and the e-mail, for a once-per-customer code) go to
// the cart as they are typed, so that the sales tax shows before paying.
// Submitting: validate → store the details with the payment intent (the
// server answers the session's summary; a total other than the one shown is
// shown instead of paid) → confirm the payment in the page → save the order →
// empty the cart → /success.
import * as React from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { MarketingConsent } from "@/components/checkout/marketing-consent";
import { PhotoUpload } from "@/components/checkout/photo-upload";
import { ShippingFields } from "@/components/checkout/shipping-fields";
import { TestCardForm } from "@/components/checkout/test-card-form";
import type { PaymentHandle, PaymentsMode } from "@/components/checkout/types";
import type { CheckoutCart } from "@/components/checkout/use-checkout-cart";
import { clearCart } from "@/lib/cart/browser-cart";
import type { CartSummary } from "@/lib/cart/cart-schema";
import { dollarsToCents, formatDollars, formatPrice } from "@/lib/catalog/money";
import { apiErrorMessage, apiFailureCode, apiFailureFields, apiRequest } from "@/lib/http/client";
import {
  checkoutErrorTitle,
  checkoutFormSchema,
  firstCheckoutError,
  formToDetails,
  type CheckoutForm as CheckoutValues,
  type CheckoutFormInput,
} from "@/lib/orders/checkout-schema";

const StripePayment = dynamic(() => import("@/components/checkout/stripe-payment"), { ssr: false });

export function CheckoutForm({ cart, mode, publishableKey }: { cart: CheckoutCart; mode: PaymentsMode; publishableKey: string | null }) {
  const clientSecret = cart.clientSecret!;
  const summary = cart.summary!;
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const [photoUrl, setPhotoUrl] = React.useState<string | null>(null);
  const [payment, setPayment] = React.useState<PaymentHandle | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { email: "", fullName: "", address: "", city: "", state: "", zipCode: "", country: "United States" },
  });

  const onReady = React.useCallback((handle: PaymentHandle | null) => setPayment(handle), []);
  // A cart change under way does not hold the button: paying waits for it (cart.settle).
  const ready = payment !== null;

  // The tax follows the shipping state and ZIP as they are typed.
  const [state, zipCode, email] = useWatch({ control: form.control, name: ["state", "zipCode", "email"] });
  const { setAddress } = cart;
  React.useEffect(() => {
    setAddress({ state: state ?? "", zipCode: zipCode ?? "", email: email ?? "" });
  }, [state, zipCode, email, setAddress]);
  // The server's messages about the state or ZIP show under their fields.
  const { addressErrors } = cart;
  // A message the server gave goes once it accepts the address (a state
  // corrected under a ZIP code that was not in it); the form's own stay.
  React.useEffect(() => {
    for (const name of ["state", "zipCode"] as const) {
      const message = addressErrors[name];
      if (message) form.setError(name, { type: "server", message });
      else if (form.getFieldState(name).error?.type === "server") form.clearErrors(name);
    }
  }, [addressErrors, form]);

  async function pay(values: CheckoutValues) {
    // The payment element must be ready before anything is sent.
    if (!payment) return;
    setBusy(true);
    await cart.settle();
    const details = formToDetails(values, photoUrl);
    let checked: CartSummary;
    try {
      const res = await apiRequest("POST", "/api/payment-intents/details", { clientSecret, ...details });
      checked = ((await res.json()) as { summary: CartSummary }).summary;
    } catch (error) {
      const fields = apiFailureFields(error) ?? {};
      for (const name of ["state", "zipCode"] as const) if (fields[name]) form.setError(name, { type: "server", message: fields[name] });
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description:
          fields.discountCode ??
          fields.state ??
          fields.zipCode ??
          // Tins sold out since the cart opened: the server's message names the size and what is left.
          (apiFailureCode(error) === "sold_out"
            ? apiErrorMessage(error, "A size in your cart sold out.")
            : "We could not prepare your payment. Please try again."),
      });
      setBusy(false);
      return;
    }
    // Never pay a total the shopper did not see: show the new one instead.
    if (!cart.confirmSummary(checked)) {
      toast({ title: "Your total has changed", description: `Your total is now ${formatDollars(checked.total)}. Please check your order and pay again.` });
      setBusy(false);
      return;
    }
    const [first] = checked.lines;
    const result = await payment.confirm();
    if (!result.ok) {
      toast({ variant: "destructive", title: "Payment Failed", description: result.message });
      setBusy(false);
      return;
    }
    try {
      await apiRequest("POST", "/api/orders", {
        ...details,
        paymentIntentId: result.paymentIntentId,
        // Proves the payment is this shopper's own: only then does the answer carry their details.
        clientSecret,
        amount: dollarsToCents(checked.total),
        status: "paid",
        productDetails: { name: first.name, size: first.size, quantity: first.quantity, price: first.unitPrice },
      });
    } catch {
      toast({
        title: "Payment Succeeded",
        description: "Your payment went through, but there was an issue saving your order. Please contact support.",
      });
      setBusy(false);
      return;
    }
    clearCart();
    toast({ title: "Order Complete!", description: "Thank you for your purchase! Your ointment is on its way." });
    router.push("/success");
  }

  const onInvalid = (errors: Parameters<Parameters<typeof form.handleSubmit>[1] & object>[0]) => {
    const message = firstCheckoutError(errors as Record<string, { message?: string }>);
    if (message) toast({ variant: "destructive", title: checkoutErrorTitle(message), description: message });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(pay, onInvalid)} className="space-y-6" aria-busy={busy}>
      <section aria-labelledby="shipping-heading" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <h2 id="shipping-heading" className="mb-4 text-lg font-semibold text-neutral-900">Shipping Information</h2>
        <ShippingFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <MarketingConsent clientSecret={clientSecret} email={email ?? ""} disabled={busy} />
        <div className="mt-6">
          <PhotoUpload onChange={setPhotoUrl} disabled={busy} />
        </div>
      </section>

      <section aria-labelledby="payment-heading" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-neutral-900">Payment</h2>
        {mode === "stripe" && publishableKey ? (
          <StripePayment publishableKey={publishableKey} clientSecret={clientSecret} amountCents={dollarsToCents(summary.total)} onReady={onReady} />
        ) : (
          <TestCardForm clientSecret={clientSecret} onReady={onReady} />
        )}
      </section>

      <p className="text-center text-sm text-neutral-700" data-testid="order-agreement">
        By placing your order you agree to the <PolicyLink href="/terms">Terms</PolicyLink> and the <PolicyLink href="/returns">Returns policy</PolicyLink>.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={!ready || busy}>
        {busy ? (
          <>
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> Processing...
          </>
        ) : (
          `Complete Payment - ${formatPrice(dollarsToCents(summary.total))}`
        )}
      </Button>
    </form>
  );
}

/** A policy opened beside the checkout, so that nothing typed is lost. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
