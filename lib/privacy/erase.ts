// Deleting what the shop keeps about an e-mail address, with a privacy link
// and the holder's explicit confirmation, in one transaction (nothing is half
// done): a failure leaves everything, the link included, as it was.
// - Orders are kept for tax and accounting, anonymised: the amounts, lines,
//   tax, dates, status and tracking stay; the name, e-mail address, street
//   address and photo go (city, state and ZIP stay: they are the sales-tax
//   record of where the order was delivered). The printable label, which
//   carries the address, goes too. Order.anonymizedAt says when.
// - Reviews written for those orders are deleted (with their photos), and so
//   are their money-back guarantee requests (the refunds stay with the order).
// - The forum account (member, sessions, likes, reports) is deleted; its
//   posts and replies are kept under the shared author "Deleted member" or
//   removed, as the person chooses.
// - Wholesale applications are anonymised (their business type, place,
//   volume and outcome stay for the owner's records).
// - E-mails to the address are deleted, rows and .eml files; so are its
//   community sign-in links and links for other purposes. Its privacy links
//   are used up. Its marketing subscription, consent log and left checkouts
//   are deleted: without a subscription no marketing e-mail goes to it.
// - Checkout details kept with local test payments and once-per-customer
//   discount records lose the address.
// Orders still under way (not delivered, cancelled or refunded yet) and
// refund requests not settled (open, or approved with the refund under way)
// need the address: the deletion is refused until they are. Files (photos, .eml)
// are deleted after the transaction commits; a photo whose file could not be
// removed is deleted by the uploads purge later.
import "server-only";
import { randomUUID } from "node:crypto";
import { refreshData } from "@/lib/cache/data-tags";
import { db } from "@/lib/db";
import { conflict } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockPost, recountReplies } from "@/lib/forum/write";
import { useEmailLink } from "@/lib/links/email-link";
import { removeOutboxFiles } from "@/lib/mail/outbox-files";
import { linkRefused, logPrivacyRequest, pendingMattersOf } from "@/lib/privacy/requests";
import type { ForumChoice, PrivacyDeletionInput } from "@/lib/privacy/schema";
import { redactEmails } from "@/lib/security/redact";
import { removeUnusedUploads } from "@/lib/uploads/purge";
import { logger } from "@/lib/log";

const log = logger("privacy");

type Tx = Prisma.TransactionClient;

/** The name an anonymised order or application shows. */
export const ANONYMIZED_NAME = "Anonymized customer";
/** The author the kept posts and replies of deleted members show. */
export const DELETED_MEMBER = "Deleted member";
export const ORDER_UNDER_WAY =
  "You have an order that is still on its way: we need your address until it is delivered. Please ask again once it has arrived.";
export const REFUND_REQUEST_OPEN =
  "You have a refund request we have not settled yet: we need your address to answer it. Please ask again once it is settled.";

export interface ErasureCounts {
  orders: number;
  reviews: number;
  forumAccount: boolean;
  forum: ForumChoice;
  forumPosts: number;
  forumReplies: number;
  wholesaleApplications: number;
  emails: number;
}

interface Erased {
  email: string;
  counts: ErasureCounts;
  /** Photos the orders and reviews let go of. */
  photos: (string | null)[];
  /** OutgoingEmail ids deleted (their .eml files go after the commit). */
  emailIds: string[];
  /** Whether readers saw anything that changed. */
  forumChanged: boolean;
  reviewsShown: boolean;
}

/** A stand-in address, the same for all the orders and applications of this deletion (counts of distinct customers stay right). */
const placeholderAddress = () => `deleted-${randomUUID().slice(0, 8)}@anonymized.invalid`;

async function eraseOrders(tx: Tx, email: string, placeholder: string, now: Date) {
  const orders = await tx.order.findMany({ where: { customerEmail: { equals: email, mode: "insensitive" } }, select: { id: true, photoUrl: true, paymentIntentId: true } });
  const ids = orders.map((order) => order.id);
  const reviews = await tx.review.findMany({ where: { orderId: { in: ids } }, select: { id: true, photoUrl: true, status: true } });
  await tx.review.deleteMany({ where: { id: { in: reviews.map((review) => review.id) } } });
  // Guarantee requests are the customer's own words; the refunds they made stay with the order.
  await tx.returnRequest.deleteMany({ where: { orderId: { in: ids } } });
  if (ids.length > 0) {
    await tx.order.updateMany({
      where: { id: { in: ids } },
      data: { customerEmail: placeholder, customerName: ANONYMIZED_NAME, shippingName: ANONYMIZED_NAME, shippingAddress: "", photoUrl: null, anonymizedAt: now },
    });
    await tx.shippingLabel.updateMany({ where: { orderId: { in: ids } }, data: { labelData: null } });
  }
  // Checkout details kept with local test payments (these orders' and any other with the address).
  const intents = orders.map((order) => order.paymentIntentId);
  await tx.$executeRaw`
    UPDATE "LocalPaymentIntent" SET "details" = NULL
    WHERE "details" IS NOT NULL AND ("id" = ANY(${intents}::text[]) OR lower("details"->>'customerEmail') = ${email})`;
  await tx.discountRedemption.updateMany({ where: { customerEmail: email }, data: { customerEmail: null } });
  return {
    orders: ids.length,
    reviews: reviews.length,
    reviewsShown: reviews.some((review) => review.status === "approved"),
    photos: [...orders.map((order) => order.photoUrl), ...reviews.map((review) => review.photoUrl)],
  };
}

/** The shared author of deleted members' kept posts (made once). */
async function deletedMemberAuthor(tx: Tx): Promise<string> {
  await tx.$executeRaw`
    INSERT INTO "ForumAuthor" ("id", "username", "isArtist", "createdAt") VALUES (gen_random_uuid(), ${DELETED_MEMBER}, false, now())
    ON CONFLICT DO NOTHING`;
  return (await tx.forumAuthor.findUniqueOrThrow({ where: { username: DELETED_MEMBER }, select: { id: true } })).id;
}

async function eraseForum(tx: Tx, email: string, choice: ForumChoice) {
  const member = await tx.member.findUnique({ where: { email }, select: { id: true, author: { select: { id: true, profileImageUrl: true } } } });
  if (!member) return { forumAccount: false, forumPosts: 0, forumReplies: 0, changed: false, photos: [] as (string | null)[] };
  // Their likes leave the posts' counts before the likes themselves go (with the member).
  const liked = await tx.$executeRaw`
    UPDATE "ForumPost" p SET "likesCount" = GREATEST(0, p."likesCount" - 1)
    FROM "ForumLike" l WHERE l."postId" = p."id" AND l."memberId" = ${member.id}::uuid`;
  let forumPosts = 0;
  let forumReplies = 0;
  const author = member.author;
  if (author) {
    if (choice === "keep") {
      const stand = await deletedMemberAuthor(tx);
      forumPosts = (await tx.forumPost.updateMany({ where: { authorId: author.id }, data: { authorId: stand } })).count;
      forumReplies = (await tx.forumReply.updateMany({ where: { authorId: author.id }, data: { authorId: stand } })).count;
    } else {
      // Replies under other members' posts leave those posts' counts.
      const under = await tx.forumReply.findMany({ where: { authorId: author.id, post: { authorId: { not: author.id } } }, select: { postId: true }, distinct: ["postId"] });
      for (const { postId } of under) await lockPost(tx, postId);
      forumReplies = (await tx.forumReply.deleteMany({ where: { authorId: author.id } })).count;
      // A removed post takes its discussion (the others' replies under it) with it.
      forumPosts = (await tx.forumPost.deleteMany({ where: { authorId: author.id } })).count;
      for (const { postId } of under) await recountReplies(tx, postId);
    }
    await tx.forumAuthor.delete({ where: { id: author.id } });
  }
  // Sessions, likes and reports go with the member.
  await tx.member.delete({ where: { id: member.id } });
  return { forumAccount: true, forumPosts, forumReplies, changed: Boolean(author) || liked > 0, photos: [author?.profileImageUrl ?? null] };
}

async function eraseWholesale(tx: Tx, email: string, placeholder: string): Promise<number> {
  const { count } = await tx.wholesaleApplication.updateMany({
    where: { email: { equals: email, mode: "insensitive" } },
    data: { businessName: "Anonymized applicant", contactName: ANONYMIZED_NAME, email: placeholder, phone: "", street: "", taxId: null, website: null, notes: null },
  });
  return count;
}

async function eraseMail(tx: Tx, email: string, now: Date): Promise<string[]> {
  const emails = await tx.outgoingEmail.findMany({ where: { to: { equals: email, mode: "insensitive" } }, select: { id: true } });
  await tx.outgoingEmail.deleteMany({ where: { id: { in: emails.map((row) => row.id) } } });
  await tx.memberSignInToken.deleteMany({ where: { identifier: email } });
  await tx.emailLink.deleteMany({ where: { email, purpose: { not: "privacy" } } });
  await tx.emailLink.updateMany({ where: { email, purpose: "privacy", usedAt: null }, data: { usedAt: now } });
  // The marketing choice goes with its log: without a subscription nothing is sent (consent is opt-in).
  await tx.subscriber.deleteMany({ where: { email } });
  await tx.consentEvent.deleteMany({ where: { email } });
  await tx.checkoutContact.deleteMany({ where: { email } });
  return emails.map((row) => row.id);
}

/**
 * Deletes (or anonymises) what the shop keeps about the address of a privacy
 * link, as described above; the link is used up. Refused while an order or
 * a refund request of the address is under way, and for a link that does not work. Returns what
 * was done, as the owner's log records it.
 */
export async function erasePersonalData(input: Pick<PrivacyDeletionInput, "token" | "forum">, now = new Date()): Promise<ErasureCounts> {
  const erased = await db.$transaction(
    async (tx): Promise<Erased> => {
      const check = await useEmailLink(tx, "privacy", input.token, now);
      if (!check.ok) throw linkRefused(check.reason);
      const email = check.link.email;
      const pending = await pendingMattersOf(email, tx);
      if (pending.openOrders > 0) throw conflict(ORDER_UNDER_WAY, "order_under_way");
      if (pending.openRefundRequests > 0) throw conflict(REFUND_REQUEST_OPEN, "refund_request_open");

      const placeholder = placeholderAddress();
      const orders = await eraseOrders(tx, email, placeholder, now);
      const forum = await eraseForum(tx, email, input.forum);
      const wholesaleApplications = await eraseWholesale(tx, email, placeholder);
      const emailIds = await eraseMail(tx, email, now);
      const counts: ErasureCounts = {
        orders: orders.orders,
        reviews: orders.reviews,
        forumAccount: forum.forumAccount,
        forum: input.forum,
        forumPosts: forum.forumPosts,
        forumReplies: forum.forumReplies,
        wholesaleApplications,
        emails: emailIds.length,
      };
      await logPrivacyRequest(tx, email, "deleted", counts);
      return { email, counts, photos: [...orders.photos, ...forum.photos], emailIds, forumChanged: forum.changed, reviewsShown: orders.reviewsShown };
    },
    { timeout: 60_000 },
  );

  // After the commit: the files, and the pages that showed what changed.
  await removeUnusedUploads(erased.photos).catch((error) =>
    log.error("photos of a deletion could not be removed yet (the uploads purge removes them later)", { error: error instanceof Error ? error.message : String(error) }),
  );
  await removeOutboxFiles({ ids: new Set(erased.emailIds), to: erased.email }).catch((error) =>
    log.error("e-mail files of a deletion could not be removed", { error: redactEmails(error instanceof Error ? error.message : String(error)) }),
  );
  const tags = [...(erased.forumChanged ? (["forum"] as const) : []), ...(erased.reviewsShown ? (["reviews"] as const) : [])];
  if (tags.length > 0) refreshData(...tags);
  return erased.counts;
}
