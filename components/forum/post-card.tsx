import Link from "next/link";
import { Eye, Heart, MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { AuthorAvatar } from "@/components/forum/author-avatar";
import { CategoryBadge } from "@/components/forum/category-badge";
import { PostBadges } from "@/components/forum/post-badges";
import { formatDate } from "@/lib/format/dates";
import { previewOf } from "@/lib/forum/format";
import type { ForumPostJson } from "@/lib/forum/posts";

/** One post in a forum list: title, 150-character preview, badges, counts and author. */
export function PostCard({ post }: { post: ForumPostJson }) {
  return (
    <li>
      <article className="relative rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
        <div className="flex flex-wrap items-center gap-2">
          <PostBadges post={post} />
          <CategoryBadge name={post.category.name} color={post.category.color} />
        </div>
        <h3 className="mt-3 text-lg font-semibold text-neutral-900">
          {/* Not prefetched: opening a post counts a view, so only real visits may load it. */}
          <Link href={`/forum/post/${post.id}`} prefetch={false} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm text-neutral-700">{previewOf(post.content)}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-neutral-600">
          <div className="flex items-center gap-2">
            <AuthorAvatar username={post.author.username} src={post.author.profileImageUrl} size={28} />
            <span className="font-medium text-neutral-800">{post.author.username}</span>
            {post.author.isArtist && <Badge tone="brand">Artist</Badge>}
            <span aria-hidden="true">·</span>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </div>
          <dl className="flex items-center gap-4">
            <div className="flex items-center gap-1">
              <dt><Heart aria-hidden="true" className="h-4 w-4" /><span className="sr-only">Likes</span></dt>
              <dd>{post.likesCount}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt><MessageSquare aria-hidden="true" className="h-4 w-4" /><span className="sr-only">Replies</span></dt>
              <dd>{post.repliesCount}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt><Eye aria-hidden="true" className="h-4 w-4" /><span className="sr-only">Views</span></dt>
              <dd>{post.views}</dd>
            </div>
          </dl>
        </div>
      </article>
    </li>
  );
}
