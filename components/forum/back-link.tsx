import Link from "next/link";
import { ArrowLeft } from "lucide-react";

/** The arrow link back at the top of the community's pages: to the forum unless told otherwise. */
export function BackLink({ href = "/forum", children = "Back to Forum" }: { href?: string; children?: React.ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {children}
    </Link>
  );
}
