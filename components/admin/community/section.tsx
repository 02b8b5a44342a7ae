// The pieces shared by the moderation page's sections: a section with its
// heading and count, what a section may ask of the page (an action, a
// confirmation, a suspension), and a held or reported post or reply as the
// member wrote it: plain text with its line breaks, never HTML.
import type { ModerationAction, MemberRow, QueueItem } from "@/lib/forum/moderation";
import { Badge } from "@/components/ui/badge";
import { LocalDate } from "@/components/track/local-date";

/** A post or reply to delete, with its title for the confirmation. */
export interface DeleteTarget {
  targetType: "post" | "reply";
  targetId: string;
  title: string;
}

export interface QueueActions {
  /** Carries out an action at once. */
  run: (action: ModerationAction) => void;
  /** Asks before deleting a post (with its replies) or a reply. */
  askDelete: (target: DeleteTarget) => void;
  /** Asks for the optional reason of a suspension. */
  askSuspend: (member: MemberRow) => void;
  /** True while an action on any of these targets (lib targetKey) is in flight. */
  busy: (...keys: string[]) => boolean;
}

export function Section({ id, title, count, empty, children }: { id: string; title: string; count: number; empty: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-neutral-900">
          {title}
        </h2>
        <Badge tone={count > 0 ? "brand" : "neutral"} data-testid={`${id}-count`}>
          {count}
        </Badge>
      </div>
      {count === 0 ? <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">{empty}</p> : children}
    </section>
  );
}

/** A card of the page's lists. */
export const cardClass = "min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm";

/** Who wrote a post or reply and when, what it is, and its full text. */
export function ItemText({ item }: { item: QueueItem }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-neutral-600">
        <Badge tone="info">{item.type === "post" ? "Post" : "Reply"}</Badge>
        <span className="font-medium text-neutral-900 wrap-anywhere">{item.author.username}</span>
        <span aria-hidden="true">·</span>
        <LocalDate iso={item.createdAt} withTime />
      </p>
      <h3 className="mt-2 font-semibold text-neutral-900 wrap-anywhere">
        {item.type === "post" ? item.title : <>Reply to “{item.title}”</>}
      </h3>
      <p className="mt-2 whitespace-pre-line text-neutral-800 wrap-anywhere">{item.content}</p>
    </>
  );
}
