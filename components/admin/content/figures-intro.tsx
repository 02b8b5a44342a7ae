// What the social-proof figures' sources mean, which one a figure without a
// choice follows in this shop, and what the shop's data says right now.
import type { SocialProofJson } from "@/lib/editable-content/admin-content";

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function FiguresIntro({ socialProof }: { socialProof: SocialProofJson }) {
  const { paymentsMode, data } = socialProof;
  return (
    <div className="space-y-2">
      <p>The live figures of the home page and its purchase popup each show what you choose here:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          <b>From the shop&apos;s data</b>: counted from the shop&apos;s paid orders, counted stock and visitors, read again every minute, and hidden while it is
          below the least you set (the popup shows real orders of the last 7 days as &quot;Someone in Austin, TX bought the 4 oz tin&quot;, never a name).
        </li>
        <li>
          <b>Fixed text</b>: the number you type here (for the popup, six sample buyers), shown as it is, whatever the shop sells.
        </li>
        <li>
          <b>Hidden</b>: not shown at all.
        </li>
        <li>
          <b>Not chosen yet</b>: the fixed text while the shop takes test payments, the shop&apos;s data once it takes real payments.
        </li>
      </ul>
      <p data-testid="figures-mode">
        {paymentsMode === "stripe"
          ? "This shop takes real payments: a figure you have not chosen a source for shows the shop's data."
          : "This shop takes test payments: a figure you have not chosen a source for shows its fixed text."}
      </p>
      <p data-testid="figures-data">
        {`The shop's data now: ${plural(data.viewingNow, "person", "people")} viewing, ${
          data.percentSold === null ? "no counted stock to sell out (set a stock in Products & Prices)" : `${data.percentSold}% sold`
        }, ${plural(data.ordersThisWeek, "order", "orders")} this week.`}
      </p>
    </div>
  );
}
