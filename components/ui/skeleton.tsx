import clsx from "clsx";

/** A grey placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("animate-pulse rounded-md bg-neutral-200 motion-reduce:animate-none", className)} />;
}
