// GET /api/forum/categories: the forum's categories in display order.
import { listForumCategories } from "@/lib/forum/posts";
import { withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async () => Response.json(await listForumCategories()));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
