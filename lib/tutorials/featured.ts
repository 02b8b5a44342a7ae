// Featured seasonal tutorials, as the home page's tutorials section lists them.
import "server-only";
import { db } from "@/lib/db";

export type TutorialSeason = "spring" | "summer" | "fall" | "winter";
export type TutorialCategory = "aftercare" | "preparation" | "troubleshooting";

/** A tutorial as the API answers it (spec section 3). */
export interface Tutorial {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  season: TutorialSeason;
  category: TutorialCategory;
  /** Seconds, or null when unknown. */
  duration: number | null;
  views: number;
  featured: boolean;
  /** ISO 8601. */
  publishedAt: string;
}

export const FEATURED_TUTORIALS_DEFAULT_LIMIT = 12;
export const FEATURED_TUTORIALS_MAX_LIMIT = 50;

const tutorialSelect = {
  id: true,
  title: true,
  description: true,
  videoUrl: true,
  thumbnailUrl: true,
  season: true,
  category: true,
  durationSeconds: true,
  views: true,
  featured: true,
  publishedAt: true,
} as const;

type TutorialRow = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  season: TutorialSeason;
  category: TutorialCategory;
  durationSeconds: number | null;
  views: number;
  featured: boolean;
  publishedAt: Date;
};

/** A database row in the API's Tutorial shape. */
export function toTutorial(row: TutorialRow): Tutorial {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    videoUrl: row.videoUrl,
    thumbnailUrl: row.thumbnailUrl,
    season: row.season,
    category: row.category,
    duration: row.durationSeconds,
    views: row.views,
    featured: row.featured,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Published featured tutorials, newest first (at most `limit`, capped at 50). */
export async function listFeaturedTutorials(limit: number = FEATURED_TUTORIALS_DEFAULT_LIMIT): Promise<Tutorial[]> {
  const take = Math.min(Math.max(1, Math.floor(limit)), FEATURED_TUTORIALS_MAX_LIMIT);
  const rows = await db.tutorial.findMany({
    where: { featured: true, publishedAt: { lte: new Date() } },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take,
    select: tutorialSelect,
  });
  return rows.map(toTutorial);
}
