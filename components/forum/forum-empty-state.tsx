import Link from "next/link";
import { MessageSquare } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** Shown when the forum has no posts yet. */
export function ForumEmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <MessageSquare aria-hidden="true" className="mx-auto h-10 w-10 text-neutral-400" />
      <h3 className="mt-4 text-lg font-semibold text-neutral-900">No posts yet</h3>
      <p className="mt-1 text-neutral-600">Be the first to start a discussion</p>
      <Link href="/forum/new" className={buttonClasses({ className: "mt-6" })}>
        Create First Post
      </Link>
    </div>
  );
}
