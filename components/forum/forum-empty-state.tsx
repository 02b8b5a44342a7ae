import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Shown when the forum has no posts yet. */
export function ForumEmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <MessageSquare aria-hidden="true" className="mx-auto h-10 w-10 text-neutral-400" />
      <h3 className="mt-4 text-lg font-semibold text-neutral-900">No posts yet</h3>
      <p className="mt-1 text-neutral-600">Be the first to start a discussion</p>
      <Button className="mt-6">Create First Post</Button>
    </div>
  );
}
