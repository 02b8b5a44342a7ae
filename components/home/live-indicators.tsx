// The live figures (people viewing now, percent sold, orders this week), each
// from the source the owner picked in /admin/content: the shop's data, the
// fixed text, or hidden (null here). Decided when the page is rendered, so
// nothing moves once it is shown; with every figure hidden the strip is not
// there at all (styled by .live in storefront.css).
import { Icon } from "@/components/ui/icon";
import type { ShownSocialProof } from "@/lib/social-proof/sources";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export function LiveIndicators({ figures }: { figures: Pick<ShownSocialProof, "viewingNow" | "percentSold" | "ordersThisWeek"> }) {
  const { viewingNow, percentSold, ordersThisWeek } = figures;
  if (viewingNow === null && percentSold === null && ordersThisWeek === null) return null;
  return (
    <section aria-label="Shop activity" className="live">
      <ul className="wrap">
        {viewingNow !== null && (
          <li>
            <span aria-hidden="true" className="pulse" />
            <Icon name="eye" /> <strong>{viewingNow}</strong> {plural(viewingNow, "person", "people")} viewing now
          </li>
        )}
        {percentSold !== null && (
          <li>
            <Icon name="flame" className="text-orange-300" /> <strong>{`${percentSold}%`}</strong> sold
            <span aria-hidden="true" className="bar">
              <span style={{ width: `${percentSold}%` }} />
            </span>
          </li>
        )}
        {ordersThisWeek !== null && (
          <li>
            <Icon name="shopping-bag" /> <strong>{ordersThisWeek}</strong> {plural(ordersThisWeek, "order", "orders")} this week
          </li>
        )}
      </ul>
    </section>
  );
}
