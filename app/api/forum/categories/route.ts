// GET /api/forum/categories: the forum's categories in display order.
import { listForumCategories } from "@/lib/forum/posts";
import { withApiErrors } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async () => Response.json(await listForumCategories()));
