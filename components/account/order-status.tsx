// An order's status as its customer reads it: a plain word and what it means
// for them (the admin's words, "processing", are the shop's, not theirs).
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { OrderStatus } from "@/lib/generated/prisma/enums";

const STATUS: Record<OrderStatus, { label: string; meaning: string; tone: BadgeTone }> = {
  pending: { label: "Pending", meaning: "We are waiting for the payment to be confirmed.", tone: "neutral" },
  paid: { label: "Received", meaning: "We have your order and will pack it soon.", tone: "info" },
  processing: { label: "Being packed", meaning: "Its shipping label is ready and it leaves us soon.", tone: "info" },
  shipped: { label: "Shipped", meaning: "It is on its way to you.", tone: "brand" },
  delivered: { label: "Delivered", meaning: "It has been delivered.", tone: "success" },
  returned: { label: "Returned", meaning: "The parcel came back to us.", tone: "warning" },
  refunded: { label: "Refunded", meaning: "Your payment was refunded in full.", tone: "neutral" },
  cancelled: { label: "Cancelled", meaning: "It was cancelled and will not ship.", tone: "neutral" },
};

export function statusMeaning(status: OrderStatus): string {
  return STATUS[status].meaning;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={STATUS[status].tone} data-testid="order-status">
      {STATUS[status].label}
    </Badge>
  );
}
