// The checkout's three trust badges; the delivery time is the owner's
// delivery promise (/admin/content), the same everywhere.
import { Lock, Truck, Zap } from "lucide-react";

export function TrustBadges({ deliveryTime }: { deliveryTime: string }) {
  const badges = [
    { icon: Lock, title: "Secure Payment", text: "SSL encrypted checkout" },
    { icon: Truck, title: "Free Shipping", text: "To all 50 states, no minimum" },
    { icon: Zap, title: "Fast Delivery", text: deliveryTime },
  ];
  return (
    <ul aria-label="Why shop with us" className="grid grid-cols-3 gap-3">
      {badges.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center rounded-xl bg-brand-50 p-3 text-center">
          <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
          <span className="mt-1 text-xs font-semibold text-brand-900 sm:text-sm">{title}</span>
          <span className="mt-0.5 hidden text-xs text-neutral-600 sm:block">{text}</span>
        </li>
      ))}
    </ul>
  );
}
