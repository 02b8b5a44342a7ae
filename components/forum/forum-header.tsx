import Link from "next/link";
import { Plus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { MemberBar } from "@/components/forum/member-bar";
import { BackLink } from "@/components/forum/back-link";

/** Back to Home, the page title, the New Post button (to /forum/new) and who is signed in. */
export function ForumHeader() {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <BackLink href="/">Back to Home</BackLink>
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
