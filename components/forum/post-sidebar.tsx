import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthorAvatar } from "@/components/forum/author-avatar";
import { LikeButton } from "@/components/forum/post-likes";
import { ReportButton } from "@/components/forum/report-button";
import { ShareButton } from "@/components/forum/share-button";
import { formatDate } from "@/lib/format/dates";
import type { ForumAuthorJson } from "@/lib/forum/posts";

/** About the Author and Quick Actions: Like Post, Share Post, Report Post. */
export function PostSidebar({ postId, title, author }: { postId: string; title: string; author: ForumAuthorJson }) {
  return (
    <aside className="space-y-6" aria-label="About this post">
      <Card>
        <CardHeader>
          <CardTitle>About the Author</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="flex items-center gap-3">
            <AuthorAvatar username={author.username} src={author.profileImageUrl} size={48} />
            <div>
              <p className="font-semibold text-neutral-900">{author.username}</p>
              {author.isArtist && <Badge tone="brand">Professional Artist</Badge>}
            </div>
          </div>
          {author.bio && <p className="mt-3 text-sm text-neutral-700">{author.bio}</p>}
          <p className="mt-3 text-sm text-neutral-600">Member since {formatDate(author.createdAt)}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <LikeButton postId={postId} />
          <ShareButton title={title} />
          <ReportButton postId={postId} label="Report Post" />
        </CardContent>
      </Card>
    </aside>
  );
}
