import * as React from "react";
import clsx from "clsx";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("rounded-2xl border border-neutral-200 bg-white shadow-sm", className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("p-6 pb-2", className)} {...props} />;
}

/** A card's heading: an h3 by default, `as="h2"` for cards directly below the page's h1. */
export function CardTitle({ as: Heading = "h3", className, ...props }: React.ComponentProps<"h3"> & { as?: "h2" | "h3" }) {
  return <Heading className={clsx("text-lg font-semibold text-neutral-900", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("p-6 pt-2", className)} {...props} />;
}
