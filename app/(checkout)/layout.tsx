// Checkout and order confirmation: public pages like those of (site), but
// without the Analytics tag or any other third-party script, so that nothing
// outside the shop and its payment provider sees a payment session, the
// address Stripe returns to (with its payment parameters) or an order. The
// checkout's notifications (a declined card, a failed upload) are toasts.
export { ToasterLayout as default } from "@/components/ui/toaster-layout";
