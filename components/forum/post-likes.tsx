"use client";

// A post's likes: the count in the post's statistics and the Like Post
// button share one state per page. The page is prerendered, so the member's
// own like and the current count are asked for once it is shown
// (GET /api/forum/posts/{id}/like); the button likes with PUT and unlikes
// with DELETE, and the count the server answers replaces the shown one.
import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Heart } from "lucide-react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { useMember } from "@/components/forum/use-member";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { READ_OPTIONS, readJson } from "@/lib/http/read";
import { Notice } from "@/components/ui/notice";

interface LikeState {
  liked: boolean;
  likesCount: number;
}

const likeUrl = (postId: string) => `/api/forum/posts/${encodeURIComponent(postId)}/like`;

/** The post's like state, shared by the page's islands; read once (the prerendered count stays if it cannot be). */
function useLikeState(postId: string) {
  const { data, mutate } = useSWR(likeUrl(postId), (url: string) => readJson<LikeState>(url), READ_OPTIONS);
  const publish = (state: LikeState) => void mutate(state, { revalidate: false });
  return { state: data ?? undefined, publish };
}

/** "N likes" in the post's statistics. */
export function LikeCount({ postId, initial }: { postId: string; initial: number }) {
  const { state } = useLikeState(postId);
  return <span data-testid="likes-count">{state?.likesCount ?? initial} likes</span>;
}

/** Quick Actions' Like Post: a toggle for signed-in members, a way to sign in for visitors. */
export function LikeButton({ postId }: { postId: string }) {
  const { state, publish } = useLikeState(postId);
  const member = useMember();
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function toggle() {
    if (member.status !== "signed-in") {
      setMessage("sign-in");
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiRequest(state?.liked ? "DELETE" : "PUT", likeUrl(postId));
      publish((await res.json()) as LikeState);
    } catch (failure) {
      setMessage(apiFailureMessage(failure, "Your like could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-1">
      <Button variant={state?.liked ? "primary" : "outline"} size="sm" aria-pressed={state?.liked ?? false} onClick={toggle} disabled={busy}>
        <Heart aria-hidden="true" className={state?.liked ? "h-4 w-4 fill-current" : "h-4 w-4"} /> {state?.liked ? "Liked" : "Like Post"}
      </Button>
      {message === "sign-in" ? (
        <p className="text-sm text-neutral-700">
          <Link href={`/forum/sign-in?callbackUrl=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>{" "}
          to like posts.
        </p>
      ) : (
        <Notice tone="error" message={message} />
      )}
    </div>
  );
}
