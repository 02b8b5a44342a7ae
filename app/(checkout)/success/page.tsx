// Order confirmation, shown after a successful payment. Static: it shows no
// order details, only what happens next, the way to the customer's orders
// (/orders) (the owner's delivery promise, read
// with the page and refreshed by its save). Stripe's redirect parameters are
// removed from the address first thing.
import Link from "next/link";
import { CheckCircle2, Mail, Package, Truck } from "lucide-react";
import { getSite } from "@/lib/site";
import { getDeliveryPromise } from "@/lib/editable-content/policies";
import { deliveryTexts } from "@/lib/editable-content/policy-schema";
import { mailtoHref } from "@/lib/fixed-content";
import { pageMetadata } from "@/lib/seo/metadata";
import { SiteHeader } from "@/components/site/site-header";
import { SiteFooter } from "@/components/site/site-footer";
import { PaymentRedirectCleanup } from "@/components/checkout/payment-redirect-cleanup";

export const metadata = pageMetadata({
  title: "Order Confirmed",
  description: "Thank you for your order. Here is what happens next and how to care for your tattoo until it arrives.",
  path: "/success",
  noIndex: true,
});

const BEFORE_ARRIVAL = [
  "Keep the artist's wrap on as long as they advised",
  "Wash gently with lukewarm water and fragrance-free soap",
  "Pat dry with a clean paper towel; never rub",
  "Keep the tattoo out of the sun and out of pools",
];

const AFTER_ARRIVAL = [
  "Apply a thin layer 2-3 times daily to clean, dry skin",
  "Let the skin breathe: wear loose clothing",
  "Don't pick or scratch flaking skin",
  "Keep going until fully healed, usually 2-4 weeks",
];

export default async function SuccessPage() {
  const { supportEmail } = getSite();
  const { processing, delivery } = deliveryTexts(await getDeliveryPromise());
  const secondary =
    "inline-flex h-12 items-center justify-center rounded-full border-2 border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
  return (
    <>
      <PaymentRedirectCleanup />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="bg-gradient-to-b from-brand-50 to-white px-4 pb-20 pt-28 focus:outline-none sm:px-6">
        <div className="mx-auto max-w-3xl">
          <div className="text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto h-16 w-16 text-brand-600" />
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-brand-900">ORDER CONFIRMED!</h1>
            <p className="mt-4 text-lg text-neutral-700">
              Thank you for your purchase! Your healing ointment is on its way to helping your tattoo heal beautifully.
            </p>
            <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-neutral-700 shadow-sm">
              <Mail aria-hidden="true" className="h-4 w-4 text-brand-600" /> A confirmation e-mail with your order details is on its way.
            </p>
          </div>

          <section aria-labelledby="next-title" className="mt-10 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
            <h2 id="next-title" className="text-2xl font-bold text-brand-900">What happens next</h2>
            <dl className="mt-6 grid gap-6 sm:grid-cols-2">
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-900">
                  <Package aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" /> Processing
                </dt>
                <dd className="ml-8 text-neutral-700">{processing}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-brand-900">
                  <Truck aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" /> Delivery
                </dt>
                <dd className="ml-8 text-neutral-700">{`${delivery} with free shipping`}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="tips-title" className="mt-6 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
            <h2 id="tips-title" className="text-2xl font-bold text-brand-900">Healing tips</h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              <TipList title="Before your ointment arrives" tips={BEFORE_ARRIVAL} />
              <TipList title="Once it arrives" tips={AFTER_ARRIVAL} />
            </div>
          </section>

          <section aria-labelledby="orders-title" className="mt-6 rounded-3xl bg-white p-6 shadow-sm sm:p-8">
            <h2 id="orders-title" className="text-2xl font-bold text-brand-900">Your orders</h2>
            <p className="mt-3 text-neutral-700">
              See this order and every other one placed with your e-mail address, follow its parcel, or cancel it before it ships: we e-mail you a link to sign in, no password needed.
            </p>
            <Link href="/orders" prefetch={false} className={`${secondary} mt-4`}>See Your Orders</Link>
          </section>

          <nav aria-label="Keep exploring" className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/healing-calculator" prefetch={false} className={secondary}>Healing Calculator</Link>
            <Link href="/forum" prefetch={false} className={secondary}>Artist Community</Link>
            <Link
              href="/"
              className="inline-flex h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
            >
              Back to Home
            </Link>
          </nav>

          <p className="mt-10 text-center text-neutral-700">
            Questions about your order? Write to{" "}
            <a href={mailtoHref(supportEmail)} className="font-semibold text-brand-700 underline underline-offset-4">
              {supportEmail}
            </a>
          </p>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

function TipList({ title, tips }: { title: string; tips: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <ul className="mt-3 space-y-2 text-neutral-700">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" /> {tip}
          </li>
        ))}
      </ul>
    </div>
  );
}
