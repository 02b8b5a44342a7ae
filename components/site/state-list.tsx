"use client";
// The 50 states the shop ships to, as a list (the shipping section and the
// footer). Drawn from the names in the page's script, so a prerendered page
// does not spell the fifty items out a second time in its hydration data.
import { US_STATES } from "@/lib/fixed-content/states";

export function StateList({ label, className }: { label: string; className?: string }) {
  return (
    <ul aria-label={label} className={className}>
      {US_STATES.map((state) => (
        <li key={state}>{state}</li>
      ))}
    </ul>
  );
}
