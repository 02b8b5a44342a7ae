// Seasonal tutorials from the database, newest first, and their JSON shape for
// the API (SPEC section 3).
import "server-only";
import { db } from "@/lib/db";
import type { Tutorial } from "@/lib/generated/prisma/client";
import type { Season } from "@/lib/tutorials/format";

export interface TutorialJson {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  season: Season;
  category: "aftercare" | "preparation" | "troubleshooting";
  /** Seconds. */
  duration: number | null;
  views: number;
  featured: boolean;
  publishedAt: string;
}

export function toTutorialJson(tutorial: Tutorial): TutorialJson {
  return {
    id: tutorial.id,
    title: tutorial.title,
    description: tutorial.description,
    videoUrl: tutorial.videoUrl,
    thumbnailUrl: tutorial.thumbnailUrl,
    season: tutorial.season,
    category: tutorial.category,
    duration: tutorial.durationSeconds,
    views: tutorial.views,
    featured: tutorial.featured,
    publishedAt: tutorial.publishedAt.toISOString(),
  };
}

/** Published tutorials, newest first; only one season's when `season` is given. */
export async function listTutorials(season?: Season): Promise<TutorialJson[]> {
  const rows = await db.tutorial.findMany({
    where: { publishedAt: { lte: new Date() }, ...(season ? { season } : {}) },
    orderBy: [{ publishedAt: "desc" }, { title: "asc" }],
  });
  return rows.map(toTutorialJson);
}
