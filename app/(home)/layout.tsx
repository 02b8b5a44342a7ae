// The home page: its own footer (its links scroll within the page) is part of
// the page; the Analytics tag and the cart's link as on every public page.
import { PublicChrome } from "@/components/site/public-chrome";

export default function HomeLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <PublicChrome />
    </>
  );
}
