"use client";
import { formatDate, formatDateTime } from "@/lib/format/dates";

/** A date (and optionally time) in the visitor's own time zone. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const text = withTime ? formatDateTime(iso, { zone: "local" }) : formatDate(iso, { zone: "local" });
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
