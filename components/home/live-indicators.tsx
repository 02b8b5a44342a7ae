// The live-style indicators: fixed display figures from the content module,
// hidden altogether by its switch (styled by .live in storefront.css).
import { Icon } from "@/components/ui/icon";
import { SHOW_LIVE_INDICATORS, SOCIAL_PROOF_FIGURES } from "@/lib/content";

export function LiveIndicators() {
  const { viewingNow, percentSold, ordersThisWeek } = SOCIAL_PROOF_FIGURES;
  return (
    <section aria-label="Shop activity" className="live">
      <ul className="wrap">
        {SHOW_LIVE_INDICATORS && (
          <>
            <li>
              <span aria-hidden="true" className="pulse" />
              <Icon name="eye" /> <strong>{viewingNow}</strong> people viewing now
            </li>
            <li>
              <Icon name="flame" className="text-orange-300" /> <strong>{`${percentSold}%`}</strong> sold
              <span aria-hidden="true" className="bar">
                <span style={{ width: `${percentSold}%` }} />
              </span>
            </li>
          </>
        )}
        <li>
          <Icon name="shopping-bag" /> <strong>{ordersThisWeek}</strong> orders this week
        </li>
      </ul>
    </section>
  );
}
