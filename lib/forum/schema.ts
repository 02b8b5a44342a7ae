// Query parameters of GET /api/forum/posts and the post id of /api/forum/posts/{id}.
import { z } from "zod";

export const forumPostsQuerySchema = z.object({
  sort: z.enum(["recent", "popular"], "Sort must be recent or popular.").default("recent"),
  limit: z.coerce.number("Limit must be a number.").int().min(1, "Limit must be between 1 and 50.").max(50, "Limit must be between 1 and 50.").default(10),
});

export const forumPostIdSchema = z.uuid();
