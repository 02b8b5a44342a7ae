"use client";
// Every form control of the admin area stays disabled until the page is
// hydrated. The editors' fields are React Hook Form's: hydration sets each one
// to the value the server rendered, so what an owner typed into a page still
// loading (a slow phone, a busy machine) would be replaced without a word,
// half of it sometimes, and a click on Save before then would do nothing. One
// fieldset around the area's pages covers every form at once; it takes no
// room (display: contents).
import { useHydrated } from "@/components/ui/use-hydrated";

export function AdminFields({ children }: Readonly<{ children: React.ReactNode }>) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
