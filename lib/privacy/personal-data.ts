// Everything the shop keeps about one e-mail address, as the download of a
// privacy request gives it (JSON): the orders placed with it (lines, money,
// shipping address, photo, tracking and refunds), the reviews written for
// them, the forum account (member, author, posts, replies, likes, reports),
// wholesale applications, the e-mails sent to it, its marketing e-mail choice
// (with its consent log) and the privacy requests made for it. Money is in dollars, as every JSON answer of the shop.
// Addresses are matched whatever their case (orders keep the address as it
// was typed).
import "server-only";
import { returnNumber } from "@/lib/account/return-rules";
import { centsToDollars } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { getSite } from "@/lib/site";

const insensitive = (email: string) => ({ equals: email, mode: "insensitive" as const });
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A photo's address as a link that works outside the shop's pages. */
function absolute(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("/") ? new URL(url, getSite().url).toString() : url;
}

async function ordersOf(email: string) {
  const orders = await db.order.findMany({
    where: { customerEmail: insensitive(email) },
    orderBy: { createdAt: "asc" },
    include: {
      lines: { orderBy: { position: "asc" } },
      trackingEvents: { orderBy: { occurredAt: "asc" } },
      refunds: { orderBy: { createdAt: "asc" } },
      review: true,
      returnRequests: { orderBy: { number: "asc" } },
    },
  });
  const orderJson = orders.map((order) => ({
    id: order.id,
    placedAt: iso(order.createdAt),
    status: order.status,
    email: order.customerEmail,
    name: order.customerName,
    shippingAddress: {
      name: order.shippingName,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZipCode,
      country: order.shippingCountry,
    },
    photoUrl: absolute(order.photoUrl),
    lines: order.lines.map((line) => ({
      product: line.productName,
      size: line.productSize,
      unitPrice: centsToDollars(line.unitPriceCents),
      quantity: line.quantity,
      total: centsToDollars(line.lineTotalCents),
    })),
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    discountCode: order.discountCode,
    tax: centsToDollars(order.taxCents),
    taxState: order.taxState,
    amount: centsToDollars(order.amountCents),
    currency: order.currency,
    refunded: centsToDollars(order.refundedCents),
    shipping: {
      carrier: order.carrier,
      service: order.service,
      trackingNumber: order.trackingNumber,
      shippedAt: iso(order.shippedAt),
      estimatedDeliveryDate: iso(order.estimatedDeliveryDate),
      deliveredAt: iso(order.deliveredAt),
    },
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    tracking: order.trackingEvents.map((event) => ({ status: event.status, description: event.description, location: event.location, at: iso(event.occurredAt) })),
    refunds: order.refunds.map((refund) => ({
      amount: centsToDollars(refund.amountCents),
      tax: centsToDollars(refund.taxCents),
      reason: refund.reason,
      status: refund.status,
      at: iso(refund.createdAt),
    })),
    guaranteeRequests: order.returnRequests.map((request) => ({
      number: returnNumber(request.number),
      reason: request.reason,
      tinWillBeSent: request.tinWillBeSent,
      status: request.status,
      refusalReason: request.refusalReason,
      askedAt: iso(request.createdAt),
      decidedAt: iso(request.decidedAt),
    })),
  }));
  const reviews = orders.flatMap((order) =>
    order.review
      ? [
          {
            orderId: order.id,
            name: order.review.name,
            rating: order.review.rating,
            headline: order.review.headline,
            text: order.review.text,
            photoUrl: absolute(order.review.photoUrl),
            status: order.review.status,
            reply: order.review.reply,
            writtenAt: iso(order.review.createdAt),
            publishedAt: iso(order.review.publishedAt),
          },
        ]
      : [],
  );
  return { orders: orderJson, reviews };
}

async function forumOf(email: string) {
  const member = await db.member.findUnique({
    where: { email: email.toLowerCase() },
    include: {
      author: {
        include: {
          posts: { orderBy: { createdAt: "asc" }, include: { category: { select: { name: true } } } },
          replies: { orderBy: { createdAt: "asc" }, include: { post: { select: { title: true } } } },
        },
      },
      likes: { orderBy: { createdAt: "asc" }, include: { post: { select: { title: true } } } },
      reports: { orderBy: { createdAt: "asc" } },
    },
  });
  if (!member) return null;
  const author = member.author;
  return {
    member: { email: member.email, joinedAt: iso(member.createdAt), suspendedAt: iso(member.suspendedAt), suspendedReason: member.suspendedReason },
    author: author
      ? { username: author.username, bio: author.bio, isArtist: author.isArtist, profileImageUrl: absolute(author.profileImageUrl), createdAt: iso(author.createdAt) }
      : null,
    posts: (author?.posts ?? []).map((post) => ({
      id: post.id,
      title: post.title,
      content: post.content,
      category: post.category.name,
      status: post.status,
      likes: post.likesCount,
      replies: post.repliesCount,
      writtenAt: iso(post.createdAt),
    })),
    replies: (author?.replies ?? []).map((reply) => ({
      id: reply.id,
      postId: reply.postId,
      postTitle: reply.post.title,
      content: reply.content,
      status: reply.status,
      writtenAt: iso(reply.createdAt),
    })),
    likes: member.likes.map((like) => ({ postId: like.postId, postTitle: like.post.title, at: iso(like.createdAt) })),
    reports: member.reports.map((report) => ({ postId: report.postId, replyId: report.replyId, reason: report.reason, note: report.note, at: iso(report.createdAt) })),
  };
}

async function wholesaleOf(email: string) {
  const applications = await db.wholesaleApplication.findMany({ where: { email: insensitive(email) }, orderBy: { createdAt: "asc" }, include: { package: { select: { name: true } } } });
  return applications.map((application) => ({
    id: application.id,
    businessName: application.businessName,
    contactName: application.contactName,
    email: application.email,
    phone: application.phone,
    businessType: application.businessType,
    address: { street: application.street, city: application.city, state: application.state, zipCode: application.zipCode, country: application.country },
    taxId: application.taxId,
    website: application.website,
    yearsInBusiness: application.yearsInBusiness,
    estimatedMonthlyVolume: application.estimatedMonthlyVolume,
    referralSource: application.referralSource,
    package: application.package.name,
    notes: application.notes,
    status: application.status,
    reviewNote: application.reviewNote,
    reviewedAt: iso(application.reviewedAt),
    submittedAt: iso(application.createdAt),
  }));
}

async function emailsTo(email: string) {
  const emails = await db.outgoingEmail.findMany({ where: { to: insensitive(email) }, orderBy: { createdAt: "asc" } });
  return emails.map((message) => ({ to: message.to, subject: message.subject, text: message.text, status: message.status, queuedAt: iso(message.createdAt), sentAt: iso(message.sentAt) }));
}

/** The address's marketing e-mail choice, its consent log and the checkouts kept for a reminder. */
async function emailChoicesOf(email: string) {
  const [subscriber, consents, checkouts] = await Promise.all([
    db.subscriber.findUnique({ where: { email } }),
    db.consentEvent.findMany({ where: { email }, orderBy: { createdAt: "asc" } }),
    db.checkoutContact.findMany({ where: { email }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    subscribed: subscriber !== null && subscriber.unsubscribedAt === null,
    subscribedAt: iso(subscriber?.subscribedAt ?? null),
    unsubscribedAt: iso(subscriber?.unsubscribedAt ?? null),
    consentLog: consents.map((event) => ({ action: event.action, source: event.source, text: event.text, at: iso(event.createdAt) })),
    leftCheckouts: checkouts.map((checkout) => ({ at: iso(checkout.updatedAt), remindedAt: iso(checkout.remindedAt) })),
  };
}

async function requestsFor(email: string) {
  const requests = await db.privacyRequest.findMany({ where: { email: email.toLowerCase() }, orderBy: { createdAt: "asc" } });
  return requests.map((request) => ({ action: request.action, detail: request.detail, at: iso(request.createdAt) }));
}

export type PersonalData = Awaited<ReturnType<typeof personalDataOf>>;

/** Everything the shop keeps about `email`, at `now`. */
export async function personalDataOf(email: string, now = new Date()) {
  const address = email.toLowerCase();
  const { orders, reviews } = await ordersOf(address);
  const forum = await forumOf(address);
  const wholesaleApplications = await wholesaleOf(address);
  const emails = await emailsTo(address);
  const emailChoices = await emailChoicesOf(address);
  const privacyRequests = await requestsFor(address);
  const site = getSite();
  return {
    about: `Everything ${site.name} (${site.url}) keeps about ${address}, as of ${now.toISOString()}. Amounts are in US dollars.`,
    email: address,
    exportedAt: now.toISOString(),
    orders,
    reviews,
    forum,
    wholesaleApplications,
    emails,
    emailChoices,
    privacyRequests,
  };
}

/** What a page and the owner's log say about the data of an address: how many of each. */
export interface PersonalDataCounts {
  orders: number;
  reviews: number;
  forumAccount: boolean;
  forumPosts: number;
  forumReplies: number;
  wholesaleApplications: number;
  emails: number;
}

export function countsOf(data: PersonalData): PersonalDataCounts {
  return {
    orders: data.orders.length,
    reviews: data.reviews.length,
    forumAccount: data.forum !== null,
    forumPosts: data.forum?.posts.length ?? 0,
    forumReplies: data.forum?.replies.length ?? 0,
    wholesaleApplications: data.wholesaleApplications.length,
    emails: data.emails.length,
  };
}
