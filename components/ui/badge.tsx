import * as React from "react";
import clsx from "clsx";

export type BadgeTone = "neutral" | "brand" | "accent" | "success" | "warning" | "danger" | "info";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-neutral-100 text-neutral-800",
  brand: "bg-brand-100 text-brand-900",
  accent: "bg-orange-100 text-orange-900",
  success: "bg-green-100 text-green-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
  info: "bg-blue-100 text-blue-900",
};

export function Badge({ tone = "neutral", className, style, ...props }: React.ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)}
      style={style}
      {...props}
    />
  );
}
