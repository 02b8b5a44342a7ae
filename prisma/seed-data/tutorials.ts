// Seasonal video tutorials. The title is the stable key; publish dates are fixed.
// Each tutorial's thumbnail (also the player's poster) and short video are the
// shop's own files, public/media/tutorials/<slug>.webp and <slug>.mp4
// (drawn by scripts/media/generate-tutorial-media.ts).
import { Season, TutorialCategory } from "../../lib/generated/prisma/client";

/** Where the shop's tutorial files are served from (public/media/tutorials). */
const MEDIA_PATH = "/media/tutorials";

/**
 * The media every tutorial was seeded with before the shop had files of its
 * own: a video address that never existed and the placeholder image. A seeded
 * tutorial that still has one of them gets the shop's file instead; anything
 * else in those fields was set by the owner and is kept.
 */
export const OLD_SEEDED_THUMBNAIL_URL = "/api/placeholder/640/360";
export const oldSeededVideoUrl = (slug: string) => `/videos/tutorials/${slug}.mp4`;

interface TutorialEntry {
  slug: string;
  title: string;
  description: string;
  season: Season;
  category: TutorialCategory;
  durationSeconds: number;
  views: number;
  featured: boolean;
  publishedAt: string; // ISO date
}

export interface SeedTutorial extends TutorialEntry {
  videoUrl: string;
  thumbnailUrl: string;
}

const ENTRIES: TutorialEntry[] = [
  {
    slug: "summer-sun-protection-for-fresh-tattoos",
    title: "Summer Sun Protection for Fresh Tattoos",
    description:
      "Why UV is the number one enemy of new ink, how to cover a healing tattoo without suffocating it, and when it is safe to start using mineral sunscreen.",
    season: Season.summer,
    category: TutorialCategory.aftercare,
    durationSeconds: 412,
    views: 8421,
    featured: true,
    publishedAt: "2025-06-10T15:00:00.000Z",
  },
  {
    slug: "swimming-sweat-and-salt-water",
    title: "Swimming, Sweat and Salt Water: Summer Healing Rules",
    description:
      "Pools, lakes, the ocean and a sweaty gym: what each one does to a healing tattoo, how long to wait, and what to do if your tattoo got wet too early.",
    season: Season.summer,
    category: TutorialCategory.troubleshooting,
    durationSeconds: 356,
    views: 5120,
    featured: false,
    publishedAt: "2025-07-02T15:00:00.000Z",
  },
  {
    slug: "prepping-your-skin-for-a-summer-session",
    title: "Prepping Your Skin for a Summer Tattoo Session",
    description:
      "Avoiding sunburn and tan lines before your appointment, staying hydrated, and planning your summer around the first two weeks of healing.",
    season: Season.summer,
    category: TutorialCategory.preparation,
    durationSeconds: 268,
    views: 2210,
    featured: false,
    publishedAt: "2024-05-28T15:00:00.000Z",
  },
  {
    slug: "winter-tattoo-care-dry-air-and-cracked-skin",
    title: "Winter Tattoo Care: Beating Dry Air and Cracked Skin",
    description:
      "Indoor heating and cold wind dry healing skin fast. Learn how often to moisturize, how to use a humidifier and how to stop scabs from cracking.",
    season: Season.winter,
    category: TutorialCategory.aftercare,
    durationSeconds: 498,
    views: 7340,
    featured: true,
    publishedAt: "2024-12-03T15:00:00.000Z",
  },
  {
    slug: "layering-clothes-over-a-healing-tattoo",
    title: "Layering Clothes Over a Healing Tattoo",
    description:
      "Wool, denim and tight sleeves can rub a fresh tattoo raw. Which fabrics to wear next to the skin and how to keep friction low all winter.",
    season: Season.winter,
    category: TutorialCategory.troubleshooting,
    durationSeconds: 305,
    views: 3180,
    featured: false,
    publishedAt: "2025-01-14T15:00:00.000Z",
  },
  {
    slug: "winter-holiday-tattoo-prep-checklist",
    title: "Getting Tattooed Before the Holidays: A Winter Prep Checklist",
    description:
      "Booking around travel, parties and cold-weather sports: a checklist for getting inked in December without compromising the healing.",
    season: Season.winter,
    category: TutorialCategory.preparation,
    durationSeconds: 242,
    views: 1465,
    featured: false,
    publishedAt: "2025-11-18T15:00:00.000Z",
  },
  {
    slug: "spring-allergies-and-itchy-healing-tattoos",
    title: "Spring Allergy Season and Itchy Healing Tattoos",
    description:
      "Pollen, antihistamines and extra-itchy skin: how to tell normal healing itch from irritation, and safe ways to calm it without scratching.",
    season: Season.spring,
    category: TutorialCategory.troubleshooting,
    durationSeconds: 331,
    views: 2780,
    featured: false,
    publishedAt: "2025-04-08T15:00:00.000Z",
  },
  {
    slug: "your-first-tattoo-spring-preparation-guide",
    title: "Your First Tattoo: Spring Preparation Guide",
    description:
      "Everything to do the week before your first appointment: sleep, food, what to wear, what to avoid, and which aftercare supplies to have ready at home.",
    season: Season.spring,
    category: TutorialCategory.preparation,
    durationSeconds: 540,
    views: 6095,
    featured: true,
    publishedAt: "2026-03-17T15:00:00.000Z",
  },
  {
    slug: "washing-a-new-tattoo-step-by-step",
    title: "Washing a New Tattoo: The Spring Routine Step by Step",
    description:
      "A close-up demonstration of the wash, pat-dry and thin-layer routine for the first two weeks, including how much ointment is actually enough.",
    season: Season.spring,
    category: TutorialCategory.aftercare,
    durationSeconds: 415,
    views: 4310,
    featured: false,
    publishedAt: "2024-04-22T15:00:00.000Z",
  },
  {
    slug: "fall-healing-transitioning-your-aftercare",
    title: "Fall Healing: Transitioning Your Aftercare as the Weather Cools",
    description:
      "Cooler days mean drier skin and heavier clothes. How to adjust your washing and moisturizing routine when the seasons change mid-healing.",
    season: Season.fall,
    category: TutorialCategory.aftercare,
    durationSeconds: 468,
    views: 3925,
    featured: true,
    publishedAt: "2025-09-23T15:00:00.000Z",
  },
  {
    slug: "peeling-vs-infection-how-to-tell-the-difference",
    title: "Peeling vs. Infection: How to Tell the Difference",
    description:
      "Normal redness, flaking and cloudy skin compared with the warning signs of infection, with clear guidance on when to call your artist or a doctor.",
    season: Season.fall,
    category: TutorialCategory.troubleshooting,
    durationSeconds: 622,
    views: 9870,
    featured: false,
    publishedAt: "2024-10-15T15:00:00.000Z",
  },
  {
    slug: "booking-a-fall-tattoo",
    title: "Booking a Fall Tattoo: Timing Sessions Around Cooler Weather",
    description:
      "Why autumn is the favorite season for big pieces, and how to plan multi-session work so each session heals before the next one.",
    season: Season.fall,
    category: TutorialCategory.preparation,
    durationSeconds: 198,
    views: 845,
    featured: false,
    publishedAt: "2026-09-08T15:00:00.000Z",
  },
];

export const TUTORIALS: SeedTutorial[] = ENTRIES.map((entry) => ({
  ...entry,
  videoUrl: `${MEDIA_PATH}/${entry.slug}.mp4`,
  thumbnailUrl: `${MEDIA_PATH}/${entry.slug}.webp`,
}));

/**
 * The media fields of a seeded tutorial's row that still hold an old seeded
 * default, with the shop's files in their place; null when there is none.
 */
export function seededMediaUpdate(
  seed: Pick<SeedTutorial, "slug" | "videoUrl" | "thumbnailUrl">,
  row: { videoUrl: string; thumbnailUrl: string | null },
): { videoUrl?: string; thumbnailUrl?: string } | null {
  const update: { videoUrl?: string; thumbnailUrl?: string } = {};
  if (row.videoUrl === oldSeededVideoUrl(seed.slug)) update.videoUrl = seed.videoUrl;
  if (row.thumbnailUrl === OLD_SEEDED_THUMBNAIL_URL) update.thumbnailUrl = seed.thumbnailUrl;
  return update.videoUrl || update.thumbnailUrl ? update : null;
}
