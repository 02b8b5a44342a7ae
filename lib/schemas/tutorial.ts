// A tutorial as the API answers it (GET /api/tutorials, /api/tutorials/{season},
// /api/tutorials/featured), and the season filter of the list. The Tutorial
// type is derived from this schema; it is the one tutorial type of the shop.
import { z } from "zod";
import { SEASONS } from "@/lib/tutorials/format";

export const TUTORIAL_CATEGORIES = ["aftercare", "preparation", "troubleshooting"] as const;

export const tutorialSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  videoUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  season: z.enum(SEASONS),
  category: z.enum(TUTORIAL_CATEGORIES),
  /** Seconds, or null when unknown. */
  duration: z.number().int().nonnegative().nullable(),
  views: z.number().int().nonnegative(),
  featured: z.boolean(),
  /** ISO 8601 in UTC, e.g. "2025-01-05T15:00:00.000Z". */
  publishedAt: z.iso.datetime(),
});

export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialListSchema = z.array(tutorialSchema);

/** The season filter of GET /api/tutorials: "all" or absent means every season (undefined). */
export const seasonFilterSchema = z
  .enum(["all", ...SEASONS], "Unknown season: use all, spring, summer, fall or winter.")
  .optional()
  .transform((value) => (value === "all" ? undefined : value));
