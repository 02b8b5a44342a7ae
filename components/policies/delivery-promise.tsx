// The shop's one delivery promise (/shipping): processing and delivery times
// from the owner's Delivery promise, and free shipping.
import { deliveryTexts, type DeliveryPromise } from "@/lib/editable-content/policy-schema";

export function DeliveryPromiseCard({ promise }: { promise: DeliveryPromise }) {
  const { processing, delivery } = deliveryTexts(promise);
  const items = [
    { term: "Processing", text: processing },
    { term: "Delivery", text: delivery },
    { term: "Shipping", text: "Free to all 50 states" },
  ];
  return (
    <section aria-labelledby="promise-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="promise-title" className="text-xl font-bold text-brand-900">
        Our delivery promise
      </h2>
      <dl className="mt-4 grid gap-6 sm:grid-cols-3">
        {items.map(({ term, text }) => (
          <div key={term}>
            <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-neutral-900">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
