"use client";

/** A date (and optionally time) in the visitor's own time zone. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const date = new Date(iso);
  const text = date.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
  });
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
