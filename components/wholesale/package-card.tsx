import { Check } from "lucide-react";
import clsx from "clsx";
import { ButtonLink } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { formatMoney } from "@/lib/catalog/money";
import type { WholesalePackageView } from "@/lib/wholesale/packages";

export function PackageCard({ pkg }: { pkg: WholesalePackageView }) {
  return (
    <article
      aria-labelledby={`package-${pkg.id}`}
      data-testid={`package-${pkg.id}`}
      className={clsx(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
        pkg.popular ? "border-accent-500 ring-2 ring-accent-500" : "border-neutral-200",
      )}
    >
      {pkg.popular && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-700 px-3 py-0.5 text-xs font-bold text-white">
          Most Popular
        </span>
      )}
      <h3 id={`package-${pkg.id}`} className="text-xl font-bold text-brand-900">
        {pkg.name}
      </h3>
      <p className="mt-2 text-sm text-neutral-700">{pkg.description}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-4xl font-bold text-brand-700">{formatMoney(pkg.priceCents)}</span>
        <span className="text-sm text-neutral-600">per unit</span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm">
        <span className="text-neutral-500 line-through">{formatMoney(pkg.originalPriceCents)}</span>
        <Badge tone="success">{pkg.discountLabel}</Badge>
      </p>
      <p className="mt-3 text-sm font-medium text-neutral-800">
        Minimum {pkg.minQuantity} units · Maximum {pkg.maxQuantity === null ? "unlimited" : `${pkg.maxQuantity} units`}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-neutral-800">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        href={`/wholesale/signup?package=${pkg.id}`}
        variant={pkg.popular ? "secondary" : "primary"}
        className="mt-6 w-full"
      >
        Choose {pkg.name.replace(/ Package$/, "")}
      </ButtonLink>
    </article>
  );
}
