// The words of the moderation page: what an action did ("Post approved."),
// the log's actions in plain English, and a contribution's status. Also the
// key by which the page knows which posts, replies, members and reports have
// an action in flight.
import type { ModerationAction, PostRow } from "@/lib/forum/moderation";

type Done = { [A in ModerationAction as A["targetType"]]: Record<A["action"], string> };

const DONE: Done = {
  post: {
    approve: "Post approved.",
    hide: "Post hidden.",
    delete: "Post deleted.",
    lock: "Post locked.",
    unlock: "Post unlocked.",
    pin: "Post pinned.",
    unpin: "Post unpinned.",
  },
  reply: { approve: "Reply approved.", hide: "Reply hidden.", delete: "Reply deleted." },
  member: {
    suspend: "Member suspended.",
    unsuspend: "Member unsuspended.",
    verify_artist: "Artist verified.",
    unverify_artist: "Artist badge removed.",
  },
  report: { dismiss: "Report dismissed." },
};

/** The status message after an action succeeded. */
export function doneMessage(action: ModerationAction): string {
  return (DONE[action.targetType] as Record<string, string>)[action.action];
}

const LOGGED: Record<string, string> = {
  approve: "Approved",
  hide: "Hidden",
  delete: "Deleted",
  lock: "Locked",
  unlock: "Unlocked",
  pin: "Pinned",
  unpin: "Unpinned",
  suspend: "Suspended",
  unsuspend: "Unsuspended",
  verify_artist: "Verified artist",
  unverify_artist: "Removed artist badge",
  dismiss: "Dismissed",
};

/** A logged action in words: "verify_artist" → "Verified artist". */
export const loggedAction = (action: string) => LOGGED[action] ?? action;

export const STATUS = {
  published: { label: "Published", tone: "success" },
  pending: { label: "Held", tone: "warning" },
  hidden: { label: "Hidden", tone: "neutral" },
} as const satisfies Record<PostRow["status"], { label: string; tone: string }>;

/** "post:…", "reply:…", "member:…", "report:…": what an action is busy with. */
export const targetKey = (targetType: ModerationAction["targetType"], targetId: string) => `${targetType}:${targetId}`;
