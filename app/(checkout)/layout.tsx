// Checkout, order confirmation and the review form of an order: public pages
// like those of (site), but without the Analytics tag or any other
// third-party script, so that nothing outside the shop and its payment
// provider sees a payment session, the address Stripe returns to (with its
// payment parameters), an order or the link of a review e-mail. Their
// notifications (a declined card, a failed upload) are toasts.
export { ToasterLayout as default } from "@/components/ui/toaster-layout";
