// The recent posts (pin, lock, hide or restore, delete) and the members
// (verify an artist, suspend) of the moderation page: one card per post or
// member, laid out as a row from md up, so a phone never scrolls sideways.
import Link from "next/link";
import { BadgeCheck, Ban } from "lucide-react";
import type { MemberRow, PostRow } from "@/lib/forum/moderation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PostBadges } from "@/components/forum/post-badges";
import { LocalDate } from "@/components/track/local-date";
import { STATUS, targetKey } from "@/components/admin/community/labels";
import { cardClass, Section, type QueueActions } from "@/components/admin/community/section";

const rowClass = `${cardClass} md:grid md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4`;
const buttonsClass = "mt-3 flex flex-wrap gap-2 md:mt-0 md:justify-end";

export function PostsSection({ posts, actions }: { posts: PostRow[]; actions: QueueActions }) {
  return (
    <Section id="posts" title="Posts" count={posts.length} empty="No posts yet.">
      <ul className="space-y-3">
        {posts.map((post) => {
          const disabled = actions.busy(targetKey("post", post.id));
          const run = (action: "approve" | "hide" | "lock" | "unlock" | "pin" | "unpin") => actions.run({ targetType: "post", targetId: post.id, action });
          return (
            <li key={post.id} data-post-id={post.id} className={rowClass}>
              <div className="min-w-0">
                <h3 className="font-semibold text-neutral-900 wrap-anywhere">
                  {post.status === "published" ? (
                    <Link href={`/forum/post/${post.id}`} className="text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                  ) : (
                    post.title
                  )}
                </h3>
                <p className="mt-1 text-neutral-600">
                  <span className="wrap-anywhere">{post.author}</span> · <LocalDate iso={post.createdAt} /> · {post.repliesCount} {post.repliesCount === 1 ? "reply" : "replies"} · {post.likesCount} {post.likesCount === 1 ? "like" : "likes"}
                </p>
                <p className="mt-2 flex flex-wrap gap-1">
                  <Badge tone={STATUS[post.status].tone}>{STATUS[post.status].label}</Badge>
                  <PostBadges post={post} />
                </p>
              </div>
              <div className={buttonsClass}>
                <Button size="sm" variant="outline" disabled={disabled} onClick={() => run(post.isPinned ? "unpin" : "pin")}>
                  {post.isPinned ? "Unpin" : "Pin"}
                </Button>
                <Button size="sm" variant="outline" disabled={disabled} onClick={() => run(post.isLocked ? "unlock" : "lock")}>
                  {post.isLocked ? "Unlock" : "Lock"}
                </Button>
                {post.status !== "published" && (
                  <Button size="sm" disabled={disabled} onClick={() => run("approve")}>
                    Approve
                  </Button>
                )}
                {post.status !== "hidden" && (
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => run("hide")}>
                    Hide
                  </Button>
                )}
                <Button size="sm" variant="destructive" disabled={disabled} onClick={() => actions.askDelete({ targetType: "post", targetId: post.id, title: post.title })}>
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function MembersSection({ members, actions }: { members: MemberRow[]; actions: QueueActions }) {
  return (
    <Section id="members" title="Members" count={members.length} empty="No members yet.">
      <ul className="space-y-3">
        {members.map((member) => {
          const disabled = actions.busy(targetKey("member", member.id));
          const run = (action: "unsuspend" | "verify_artist" | "unverify_artist") => actions.run({ targetType: "member", targetId: member.id, action });
          return (
            <li key={member.id} data-member-id={member.id} className={rowClass}>
              <div className="min-w-0">
                <p className="font-semibold text-neutral-900 wrap-anywhere">{member.email}</p>
                <p className="mt-1 text-neutral-600">
                  {member.username ? <span className="font-medium text-neutral-900 wrap-anywhere">{member.username}</span> : <span className="italic">no username yet</span>} · joined{" "}
                  <LocalDate iso={member.joinedAt} />
                </p>
                <p className="mt-1 text-neutral-600">
                  {member.published} published · {member.held} held
                </p>
                {(member.isArtist || member.suspended) && (
                  <div className="mt-2 flex flex-wrap items-center gap-1">
                    {member.isArtist && (
                      <Badge tone="success">
                        <BadgeCheck aria-hidden="true" className="h-3 w-3" /> Verified artist
                      </Badge>
                    )}
                    {member.suspended && (
                      <Badge tone="danger">
                        <Ban aria-hidden="true" className="h-3 w-3" /> Suspended
                      </Badge>
                    )}
                  </div>
                )}
                {member.suspended && member.suspendedReason && <p className="mt-1 text-red-800 wrap-anywhere">Reason: {member.suspendedReason}</p>}
              </div>
              <div className={buttonsClass}>
                {member.username && (
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => run(member.isArtist ? "unverify_artist" : "verify_artist")}>
                    {member.isArtist ? "Remove artist badge" : "Verify artist"}
                  </Button>
                )}
                {member.suspended ? (
                  <Button size="sm" variant="outline" disabled={disabled} onClick={() => run("unsuspend")}>
                    Unsuspend
                  </Button>
                ) : (
                  <Button size="sm" variant="destructive" disabled={disabled} onClick={() => actions.askSuspend(member)}>
                    Suspend
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
