// The admin area's frame: its notifications are toasts, loaded only here and
// where a public form raises them, so the storefront ships no toast code.
// Not a guard: every admin page, route and action checks the session itself.
import { LazyToaster } from "@/components/ui/lazy-toaster";

export default function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
