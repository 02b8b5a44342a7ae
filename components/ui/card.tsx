import * as React from "react";
import clsx from "clsx";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("rounded-2xl border border-neutral-200 bg-white shadow-sm", className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("p-6 pb-2", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h3">) {
  return <h3 className={clsx("text-lg font-semibold text-neutral-900", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={clsx("p-6 pt-2", className)} {...props} />;
}
