import { Eye, Heart, MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { AuthorAvatar } from "@/components/forum/author-avatar";
import { CategoryBadge } from "@/components/forum/category-badge";
import { PostBadges } from "@/components/forum/post-badges";
import { PostText } from "@/components/forum/post-text";
import { LikeCount } from "@/components/forum/post-likes";
import { ReplyForm } from "@/components/forum/reply-form";
import { ReportButton } from "@/components/forum/report-button";
import { ViewCount } from "@/components/forum/view-count";
import { formatDate } from "@/lib/format/dates";
import type { ForumPostWithRepliesJson } from "@/lib/forum/posts";

/** One post with its counts, replies and (unless locked) the reply box. */
export function PostView({ post }: { post: ForumPostWithRepliesJson }) {
  return (
    <div className="space-y-6">
      <article className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge name={post.category.name} color={post.category.color} />
          <PostBadges post={post} />
        </div>
        <h1 className="mt-3 text-2xl font-bold text-neutral-900 sm:text-3xl">{post.title}</h1>
        <div className="mt-4 flex items-center gap-3">
          <AuthorAvatar username={post.author.username} src={post.author.profileImageUrl} size={44} />
          <div>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
              {post.author.username}
              {post.author.isArtist && <Badge tone="brand">Professional Artist</Badge>}
            </p>
            <p className="text-sm text-neutral-600">
              Posted <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            </p>
          </div>
        </div>
        <PostText text={post.content} className="mt-6 text-neutral-800" />
        <ul className="mt-6 flex flex-wrap gap-5 border-t border-neutral-100 pt-4 text-sm text-neutral-700" aria-label="Post statistics">
          <li className="flex items-center gap-1"><Heart aria-hidden="true" className="h-4 w-4" /> <LikeCount postId={post.id} initial={post.likesCount} /></li>
          <li className="flex items-center gap-1"><MessageSquare aria-hidden="true" className="h-4 w-4" /> {post.repliesCount} replies</li>
          <li className="flex items-center gap-1"><Eye aria-hidden="true" className="h-4 w-4" /> <ViewCount postId={post.id} initial={post.views} /></li>
        </ul>
      </article>

      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading" className="text-xl font-semibold text-neutral-900">
          Replies ({post.replies.length})
        </h2>
        {post.replies.length === 0 ? (
          <p className="mt-3 text-neutral-600">No replies yet.</p>
        ) : (
          <ol className="mt-4 space-y-4" aria-label="Replies">
            {post.replies.map((reply) => (
              <li key={reply.id} data-reply-id={reply.id} className="rounded-2xl border border-neutral-200 bg-white p-5">
                <div className="flex items-center gap-3">
                  <AuthorAvatar username={reply.author.username} src={reply.author.profileImageUrl} size={32} />
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold text-neutral-900">{reply.author.username}</span>
                    {reply.author.isArtist && <Badge tone="brand">Artist</Badge>}
                    <time dateTime={reply.createdAt} className="text-neutral-600">{formatDate(reply.createdAt)}</time>
                  </p>
                  <div className="ml-auto">
                    <ReportButton postId={post.id} replyId={reply.id} label="Report" />
                  </div>
                </div>
                <PostText as="p" text={reply.content} className="mt-3 text-neutral-800" />
              </li>
            ))}
          </ol>
        )}
      </section>

      {!post.isLocked && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-neutral-900">Add a Reply</h2>
          </CardHeader>
          <CardContent>
            <ReplyForm postId={post.id} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
