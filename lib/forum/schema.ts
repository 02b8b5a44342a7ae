// What the forum's APIs accept: the list's query (tab, page cursor, category,
// search), a post id, and the bodies members send (a new post, a reply, a
// username, a report, a sign-in request). Safe for the browser: the forms
// check with the same rules before sending.
import { z } from "zod";
import { REPLY_MAX_LENGTH } from "@/lib/forum/format";
import { isOwnReturnPath } from "@/lib/http/return-path";
import { isStorableText } from "@/lib/http/text";

export const POST_TITLE = { min: 5, max: 120 } as const;
export const POST_CONTENT = { min: 20, max: 10_000 } as const;
export const SEARCH_MAX_LENGTH = 100;

/** Line breaks as "\n", whatever the browser sent. */
const normalizedText = z.string().transform((text) => text.replace(/\r\n?/g, "\n"));

export const forumPostsQuerySchema = z.object({
  sort: z.enum(["recent", "popular"], "Sort must be recent or popular.").default("recent"),
  limit: z.coerce.number("Limit must be a number.").int().min(1, "Limit must be between 1 and 50.").max(50, "Limit must be between 1 and 50.").default(10),
  /** Where the previous page ended (the Link header's next address carries it). */
  cursor: z.string().max(200, "This page address is not valid.").optional(),
  /** A category's slug (lib/forum/format.ts categorySlug). */
  category: z.string().max(60, "Unknown category.").regex(/^[a-z0-9-]+$/, "Unknown category.").optional(),
  /** Words to find in titles and texts. */
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
    .refine(isStorableText, "Search for words, not control characters.")
    .optional(),
});

export const forumPostIdSchema = z.uuid();

export const newPostSchema = z.object({
  title: z
    .string("Give your post a title.")
    .trim()
    .min(POST_TITLE.min, `The title needs at least ${POST_TITLE.min} characters.`)
    .max(POST_TITLE.max, `The title can have at most ${POST_TITLE.max} characters.`)
    .refine((title) => !/[\r\n]/.test(title), "The title must be one line."),
  categoryId: z.uuid("Choose a category."),
  content: normalizedText
    .pipe(
      z
        .string()
        .refine((text) => text.trim().length >= POST_CONTENT.min, `Write at least ${POST_CONTENT.min} characters.`)
        .refine((text) => text.length <= POST_CONTENT.max, `A post can have at most ${POST_CONTENT.max.toLocaleString("en-US")} characters.`),
    )
    .transform((text) => text.trim()),
});
export type NewPostInput = z.infer<typeof newPostSchema>;

export const newReplySchema = z.object({
  content: normalizedText
    .pipe(
      z
        .string()
        .refine((text) => text.trim().length > 0, "Write your reply first.")
        .refine((text) => text.length <= REPLY_MAX_LENGTH, `A reply can have at most ${REPLY_MAX_LENGTH} characters.`),
    )
    .transform((text) => text.trim()),
});

export const SUSPENDED_MESSAGE = "Your account is suspended: you can read the community but not post, reply, like or report.";

export const USERNAME_RULE = "A username has 3-20 letters, digits or underscores.";
export const usernameSchema = z.object({
  username: z.string("Choose a username.").trim().regex(/^[A-Za-z0-9_]{3,20}$/, USERNAME_RULE),
});

export const REPORT_REASONS = {
  spam: "Spam or advertising",
  abuse: "Harassment or abuse",
  unsafe: "Unsafe aftercare advice",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const reportSchema = z.object({
  postId: z.uuid("Say which post you report."),
  /** A reply of that post, when the reply is what is reported. */
  replyId: z.uuid("Say which reply you report.").optional(),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], "Choose a reason."),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

const returnPath = z.string().refine((path) => isOwnReturnPath(path), "Come back to a page of the shop.");

export const INVALID_EMAIL = "Enter a valid e-mail address.";

/**
 * A member's e-mail address: one plain address (no list, no quoted or spaced
 * local part, no display name), lower-case. The sign-in form, the shop's
 * sign-in route and Auth.js's own normaliser (auth-community.ts) use it.
 */
export const memberEmailSchema = z.string("Enter your e-mail address.").trim().toLowerCase().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL));

export const signInSchema = z.object({
  email: memberEmailSchema,
  callbackUrl: returnPath.default("/forum"),
});

/** The owner's optional reason for a moderation action (a suspension's is shown on the member's row): the suspend form and the moderation API check it. */
export const moderationReasonSchema = z.string().trim().max(500, "Keep the reason under 500 characters.").optional();
