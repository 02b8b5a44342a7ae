// What a forum change refreshes (lib/cache/refresh.ts): the list tabs, every
// category's list, the post's own page when one is named, and the cached
// forum reads. The pages stay prerendered; each is rendered again on its next
// request. A change that shows on every post (an author's Artist badge)
// refreshes every post page.
import "server-only";
import { refreshPublicData } from "@/lib/cache/refresh";
import { PAGE_ROUTES } from "@/lib/cache/routes";

export function refreshForum(posts: readonly string[] | "every post" = []): void {
  const postIds = posts === "every post" ? [] : posts;
  refreshPublicData({
    paths: ["/forum/recent", "/forum/popular", ...postIds.map((id) => `/forum/post/${id}`)],
    routes: [PAGE_ROUTES.forumCategory, ...(posts === "every post" ? [PAGE_ROUTES.forumPost] : [])],
    reads: ["forum"],
  });
}
