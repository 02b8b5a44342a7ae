// The admin area's frame: its notifications are toasts, and every control of
// its pages (editors, dialogs, the sign-in) waits for the page's script
// (components/ui/hydrated-fieldset.tsx). Not a guard: every admin page, route
// and action checks the session itself.
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { ToasterLayout } from "@/components/ui/toaster-layout";

export default function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <ToasterLayout>
      <HydratedFieldset>{children}</HydratedFieldset>
    </ToasterLayout>
  );
}
