// Checkout and order confirmation: public pages like those of (site), but
// without the Analytics tag or any other third-party script, so that nothing
// outside the shop and its payment provider sees a payment session, the
// address Stripe returns to (with its payment parameters) or an order.
export default function CheckoutLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
