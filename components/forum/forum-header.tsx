import Link from "next/link";
import { ArrowLeft, Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { MemberBar } from "@/components/forum/member-bar";

/** Back to Home, the page title, the New Post button (to /forum/new) and who is signed in. */
export function ForumHeader() {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">Artist Community</h1>
        <p className="mt-1 text-neutral-700">Share healing experiences, aftercare tips and questions with artists and collectors.</p>
      </div>
      <Link href="/forum/new" className={buttonClasses({ variant: "secondary" })}>
        <Plus aria-hidden="true" className="h-4 w-4" /> New Post
      </Link>
      <div className="w-full">
        <MemberBar />
      </div>
    </header>
  );
}
