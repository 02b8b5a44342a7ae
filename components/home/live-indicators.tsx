// The live-style indicators: fixed display figures from the content module,
// hidden altogether by its switch.
import { Icon } from "@/components/ui/icon";
import { SHOW_LIVE_INDICATORS, SOCIAL_PROOF_FIGURES } from "@/lib/content";

export function LiveIndicators() {
  const { viewingNow, percentSold, ordersThisWeek } = SOCIAL_PROOF_FIGURES;
  return (
    <section aria-label="Shop activity" className="bg-brand-900 text-white">
      <ul className="wrap flex flex-col items-center justify-center gap-3 py-4 text-sm sm:flex-row sm:gap-10 [&>li]:flex [&>li]:items-center [&>li]:gap-2">
        {SHOW_LIVE_INDICATORS && (
          <>
            <li>
              <span aria-hidden="true" className="relative flex h-2.5 w-2.5">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-green-300 opacity-75 motion-reduce:animate-none" />
                <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-green-300" />
              </span>
              <Icon name="eye" className="h-4 w-4" /> <strong>{viewingNow}</strong> people viewing now
            </li>
            <li>
              <Icon name="flame" className="h-4 w-4 text-orange-300" /> <strong>{percentSold}%</strong> sold
              <span aria-hidden="true" className="h-1.5 w-20 overflow-hidden rounded-full bg-white/20">
                <span className="block h-full rounded-full bg-orange-300" style={{ width: `${percentSold}%` }} />
              </span>
            </li>
          </>
        )}
        <li>
          <Icon name="shopping-bag" className="h-4 w-4" /> <strong>{ordersThisWeek}</strong> orders this week
        </li>
      </ul>
    </section>
  );
}
