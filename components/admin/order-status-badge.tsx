import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatEventStatus } from "@/lib/tracking/events";

const TONES: Record<string, BadgeTone> = {
  paid: "success",
  pending: "warning",
  processing: "info",
  shipped: "brand",
  delivered: "success",
  returned: "danger",
  refunded: "danger",
  cancelled: "neutral",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "neutral"} className="capitalize">{status}</Badge>;
}

/** An order paid in the local test payment mode: no money was taken. */
export function TestOrderBadge() {
  return (
    <Badge tone="warning" data-testid="test-order-badge" title="Paid in test mode: no money was taken">
      Test
    </Badge>
  );
}

/** A chargeback on the order's payment, with the issuer's reason (Stripe's snake_case words, shown with spaces). */
export function DisputeBadge({ reason }: { reason: string | null | undefined }) {
  const words = formatEventStatus(reason ?? "").trim();
  return (
    <Badge tone="danger" data-testid="dispute-badge">
      Disputed{words && <span className="font-normal">: {words}</span>}
    </Badge>
  );
}
