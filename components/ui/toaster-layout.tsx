// A layout for the parts of the shop that raise toasts (checkout, the admin
// area, the wholesale application form): their pages with the toaster, which
// loads its code only when the first toast appears. Other pages ship none.
import { LazyToaster } from "@/components/ui/lazy-toaster";

export function ToasterLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
