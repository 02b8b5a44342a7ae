// The wholesale application form reports its result in a toast.
import { LazyToaster } from "@/components/ui/lazy-toaster";

export default function WholesaleSignupLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
