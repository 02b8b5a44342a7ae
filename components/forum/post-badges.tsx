import { Lock, Pin } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The Pinned and Locked badges of a post, each only when it applies. */
export function PostBadges({ post }: { post: { isPinned: boolean; isLocked: boolean } }) {
  return (
    <>
      {post.isPinned && (
        <Badge tone="accent">
          <Pin aria-hidden="true" className="h-3 w-3" /> Pinned
        </Badge>
      )}
      {post.isLocked && (
        <Badge tone="neutral">
          <Lock aria-hidden="true" className="h-3 w-3" /> Locked
        </Badge>
      )}
    </>
  );
}
