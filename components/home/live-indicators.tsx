// The live-style indicators: display figures the owner edits (not
// measurements), hidden altogether by the content module's switch (styled by .live in storefront.css).
import { Icon } from "@/components/ui/icon";
import { SHOW_LIVE_INDICATORS } from "@/lib/fixed-content";
import type { SocialProofFigures } from "@/lib/editable-content/schema";

export function LiveIndicators({ figures }: { figures: SocialProofFigures }) {
  const { viewingNow, percentSold, ordersThisWeek } = figures;
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
