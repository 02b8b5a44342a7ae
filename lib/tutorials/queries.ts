// Published tutorials from the database (drafts the owner unpublished are not shown), in the API's Tutorial shape: every
// season's or one season's list, and the featured ones of the home page.
import "server-only";
import { cachedRead, READ_CACHE_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import type { Tutorial as TutorialRecord } from "@/lib/generated/prisma/client";
import type { Tutorial } from "@/lib/schemas/tutorial";
import type { Season } from "@/lib/tutorials/format";

const FEATURED_TUTORIALS_DEFAULT_LIMIT = 12;
const FEATURED_TUTORIALS_MAX_LIMIT = 50;

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

type TutorialRow = Pick<TutorialRecord, keyof typeof tutorialSelect>;

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

/** Published tutorials, newest first; only one season's when `season` is given. */
export async function listTutorials(season?: Season): Promise<Tutorial[]> {
  const rows = await db.tutorial.findMany({
    where: { published: true, publishedAt: { lte: new Date() }, ...(season ? { season } : {}) },
    orderBy: [{ publishedAt: "desc" }, { title: "asc" }],
    select: tutorialSelect,
  });
  return rows.map(toTutorial);
}

/** A tutorial id as PostgreSQL writes it: a UUID in lower case (the form the pages link to). */
const TUTORIAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether `id` names a published tutorial, in the form the pages link to.
 * Any other spelling (upper case, not a UUID) is none: each would be one
 * more address of the same page.
 */
export async function isPublishedTutorial(id: string): Promise<boolean> {
  if (!TUTORIAL_ID.test(id)) return false;
  return (await db.tutorial.count({ where: { id, published: true, publishedAt: { lte: new Date() } } })) > 0;
}

/** Published featured tutorials, newest first (at most `limit`, capped at 50). */
export async function listFeaturedTutorials(limit: number = FEATURED_TUTORIALS_DEFAULT_LIMIT): Promise<Tutorial[]> {
  const take = Math.min(Math.max(1, Math.floor(limit)), FEATURED_TUTORIALS_MAX_LIMIT);
  const rows = await db.tutorial.findMany({
    where: { published: true, featured: true, publishedAt: { lte: new Date() } },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    take,
    select: tutorialSelect,
  });
  return rows.map(toTutorial);
}

/** Published tutorials as the tutorials' pages show them (listTutorials), a cached read tagged "tutorials". */
export const readTutorials = cachedRead("tutorials-shown", ["tutorials"], listTutorials, READ_CACHE_SECONDS);
