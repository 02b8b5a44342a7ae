"use client";
// Form controls that stay disabled until the page is hydrated. Fields kept by
// React Hook Form are set to their default values when the script takes over
// the server's HTML, so what someone typed into a page still loading (a slow
// phone, a busy machine) would be replaced without a word, half of it
// sometimes, and a press on the form's button before then would have the
// browser send the form itself (its fields, a password too, in the address).
// The fieldset takes no room (display: contents), or carries the layout the
// form gave its children (`className`, e.g. "space-y-6").
import { useHydrated } from "@/components/ui/use-hydrated";

export function HydratedFieldset({ className, children }: Readonly<{ className?: string; children: React.ReactNode }>) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={className ? `min-w-0 ${className}` : "contents"}>
      {children}
    </fieldset>
  );
}
