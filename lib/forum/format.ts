// How forum posts are shown: 150-character previews, 10 posts per tab, replies
// of at most 1000 characters. Dates are written by lib/format/dates (formatDate,
// "Mar 3, 2025" in UTC). Safe for the browser.

export const PREVIEW_LENGTH = 150;
export const POSTS_PER_TAB = 10;
export const REPLY_MAX_LENGTH = 1000;
/** A fixed display figure of the community page, not counted from data. */
export const ACTIVE_ARTISTS = 47;

export type ForumTab = "recent" | "popular";

/** The first 150 characters of a post, with an ellipsis when there is more. */
export function previewOf(content: string): string {
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content;
}

/** True when a reply may be posted: something other than spaces, within the limit. */
export function canPostReply(text: string): boolean {
  return text.trim().length > 0 && text.length <= REPLY_MAX_LENGTH;
}

/** The address segment of a category: "Aftercare Tips" → "aftercare-tips". */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A new member's posts and replies wait for review until this many of theirs are published. */
export const REVIEWED_CONTRIBUTIONS = 2;
