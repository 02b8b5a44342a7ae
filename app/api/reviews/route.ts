// GET /api/reviews?page=N: a page of the verified buyers' published reviews,
// newest first, with their average and count ({ summary, page, pageCount,
// reviews }), from the cache of public reads; the storefront's "Show more
// reviews" reads the pages after the first.
// POST /api/reviews: a customer's review of their order, with the token of
// their review e-mail's link and the order's id: { token, orderId, rating,
// headline, text, name, photoUrl? }. It waits for the owner's moderation;
// the link is used by it. Limited per client, and per link.
import { jsonResponse } from "@/lib/cache/reads";
import { route, withPublic } from "@/lib/api/route";
import { verifiedReviewPageJson } from "@/lib/reviews/public";
import { reviewsPageQuerySchema, reviewSubmissionSchema } from "@/lib/reviews/schema";
import { submitReview } from "@/lib/reviews/submit";
import { LIMITS } from "@/lib/security/limits";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ query }) => jsonResponse(await verifiedReviewPageJson(query.page)), { query: reviewsPageQuerySchema }),
  POST: withPublic(async ({ body }) => Response.json(await submitReview(body), { status: 201, headers: { "Cache-Control": "no-store" } }), {
    body: reviewSubmissionSchema,
    limit: LIMITS.reviewSubmissions,
    limitMessage: "You have sent too many reviews. Please try again in an hour.",
  }),
});
