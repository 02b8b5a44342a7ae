import { Flag, Heart, Share2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthorAvatar } from "@/components/forum/author-avatar";
import { formatDate } from "@/lib/format/dates";
import type { ForumAuthorJson } from "@/lib/forum/posts";

/** About the Author and Quick Actions (liking, sharing and reporting are not offered yet). */
export function PostSidebar({ author }: { author: ForumAuthorJson }) {
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
          <Button variant="outline" size="sm">
            <Heart aria-hidden="true" className="h-4 w-4" /> Like Post
          </Button>
          <Button variant="outline" size="sm">
            <Share2 aria-hidden="true" className="h-4 w-4" /> Share Post
          </Button>
          <Button variant="outline" size="sm">
            <Flag aria-hidden="true" className="h-4 w-4" /> Report Post
          </Button>
        </CardContent>
      </Card>
    </aside>
  );
}
