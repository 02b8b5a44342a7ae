import clsx from "clsx";

export type IntegrationStatus = "ok" | "off" | "warning";

const colours: Record<IntegrationStatus, string> = {
  ok: "bg-green-500",
  off: "bg-neutral-400",
  warning: "bg-amber-500",
};

/** A coloured dot next to a status label; the label carries the meaning. */
export function StatusDot({ status, label }: { status: IntegrationStatus; label: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-neutral-800" data-status={status}>
      <span aria-hidden="true" className={clsx("h-2.5 w-2.5 rounded-full", colours[status])} />
      {label}
    </span>
  );
}
