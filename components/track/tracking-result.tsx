import { MapPin, Package, Truck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { PublicTracking } from "@/lib/schemas/tracking";
import { formatEventStatus } from "@/lib/tracking/events";
import { LocalDate } from "./local-date";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-500">{label}</dt>
      <dd className="mt-1 font-medium text-neutral-900">{children}</dd>
    </div>
  );
}

export function TrackingResult({ tracking }: { tracking: PublicTracking }) {
  const delivered = tracking.deliveredAt;
  return (
    <section aria-labelledby="tracking-result-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-result-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <Package aria-hidden="true" className="h-6 w-6" /> {tracking.trackingNumber}
        </h2>
        <Badge tone={tracking.status === "delivered" ? "success" : tracking.status === "returned" ? "danger" : "info"} className="capitalize" data-testid="tracking-status">
          {formatEventStatus(tracking.status)}
        </Badge>
      </div>
      {tracking.items.length > 0 && (
        <p className="mt-3 text-neutral-700" data-testid="tracking-items">
          In this parcel: {tracking.items.map((item) => `${item.quantity} × ${item.size}`).join(", ")}
        </p>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Fact label="Carrier">
          {tracking.carrier ?? "Not assigned yet"}
          {tracking.service ? ` · ${tracking.service}` : ""}
        </Fact>
        <Fact label="Shipped">{tracking.shippedAt ? <LocalDate iso={tracking.shippedAt} /> : "Not shipped yet"}</Fact>
        {delivered ? (
          <Fact label="Delivered">
            <LocalDate iso={delivered} />
          </Fact>
        ) : (
          <Fact label="Estimated delivery">
            {tracking.estimatedDeliveryDate ? <LocalDate iso={tracking.estimatedDeliveryDate} /> : "To be confirmed"}
          </Fact>
        )}
      </dl>

      <h3 className="mt-8 flex items-center gap-2 font-semibold text-brand-900">
        <Truck aria-hidden="true" className="h-5 w-5" /> Tracking History
      </h3>
      {tracking.trackingEvents.length === 0 ? (
        <p className="mt-3 rounded-lg bg-neutral-50 p-4 text-neutral-700">Tracking Information Not Available</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-5" aria-label="Tracking history, newest first">
          {tracking.trackingEvents.map((event, index) => (
            <li key={`${event.timestamp}-${index}`} className="relative" data-testid="tracking-event">
              <span aria-hidden="true" className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full bg-brand-600" />
              <p className="font-semibold capitalize text-neutral-900">{formatEventStatus(event.status)}</p>
              <p className="text-sm text-neutral-700">{event.description}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-neutral-500">
                {event.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="h-3 w-3" /> {event.location}
                  </span>
                )}
                <LocalDate iso={event.timestamp} withTime />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
