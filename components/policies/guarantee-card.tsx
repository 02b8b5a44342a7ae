// The shop's money-back guarantee as the owner set it (/returns): how many
// days after delivery, whether the tin must come back, how soon the owner
// answers, and where a customer asks (their order's page, through /orders).
// The same settings decide what the order pages and requests accept
// (lib/account/return-settings.ts), so this card and the requests always
// agree; the owner's text below must say the same.
import type { ReturnSettings } from "@/lib/account/return-schemas";

export function GuaranteeCard({ settings }: { settings: ReturnSettings }) {
  const days = settings.reviewBusinessDays;
  const items = [
    { term: "How long", text: `${settings.guaranteeDays} days from delivery` },
    { term: "The tin", text: settings.tinMustBeSentBack ? "Send it back to us" : "Keep it: no need to send it back" },
    { term: "Our answer", text: `Within ${days} business ${days === 1 ? "day" : "days"}` },
  ];
  return (
    <section aria-labelledby="guarantee-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-testid="guarantee-card">
      <h2 id="guarantee-title" className="text-xl font-bold text-brand-900">
        Our {settings.guaranteeDays}-day money-back guarantee
      </h2>
      <dl className="mt-4 grid gap-6 sm:grid-cols-3">
        {items.map(({ term, text }) => (
          <div key={term}>
            <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">{term}</dt>
            <dd className="mt-1 text-lg font-semibold text-neutral-900">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-neutral-800">
        To ask for a refund, open your order from{" "}
        <a href="/orders" className="font-semibold text-brand-700 underline">
          Your Orders
        </a>{" "}
        and choose &quot;Request a refund&quot;. After {settings.guaranteeDays} days from delivery the button is no longer offered.
      </p>
    </section>
  );
}
