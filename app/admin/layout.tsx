// The admin area's frame: its notifications are toasts, and its forms wait
// for the page's script (components/admin/admin-fields.tsx). Not a guard:
// every admin page, route and action checks the session itself.
import { AdminFields } from "@/components/admin/admin-fields";
import { ToasterLayout } from "@/components/ui/toaster-layout";

export default function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <ToasterLayout>
      <AdminFields>{children}</AdminFields>
    </ToasterLayout>
  );
}
