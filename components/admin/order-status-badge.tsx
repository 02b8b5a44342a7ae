import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<string, BadgeTone> = {
  paid: "success",
  pending: "warning",
  processing: "info",
  shipped: "brand",
  delivered: "success",
  returned: "danger",
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "neutral"} className="capitalize">{status}</Badge>;
}
