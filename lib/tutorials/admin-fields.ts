// What a save of the owner's tutorials editor may say of a tutorial, with
// the messages. Safe for the browser: the editor's form checks with the same
// rules before sending; the admin API (lib/tutorials/admin.ts) adds the
// version to a PATCH and checks that an uploaded file is really there.
import { z } from "zod";
import { lineText, longText } from "@/lib/editing/fields";
import { TUTORIAL_CATEGORIES } from "@/lib/schemas/tutorial";
import { SEASONS } from "@/lib/tutorials/format";

/** The longest a tutorial may say it runs: ten hours. */
const DURATION_MAX_SECONDS = 10 * 60 * 60;
const DURATION_RULE = "Give the duration as minutes and seconds (e.g. 4:30), at most 10 hours, or leave it empty.";
export const VIDEO_RULE = "Upload an MP4 or WebM video, or give a YouTube or Vimeo address.";
export const THUMBNAIL_RULE = "Upload a thumbnail image (JPG, PNG, WebP or GIF), or remove it.";

export const tutorialFieldsSchema = z.object({
  title: lineText("The title", 120, { min: 5 }),
  description: longText("The description", 2_000, { min: 10 }),
  season: z.enum(SEASONS, "Choose a season: spring, summer, fall or winter."),
  category: z.enum(TUTORIAL_CATEGORIES, "Choose a category: aftercare, preparation or troubleshooting."),
  duration: z.number(DURATION_RULE).int(DURATION_RULE).min(1, DURATION_RULE).max(DURATION_MAX_SECONDS, DURATION_RULE).nullable(),
  videoUrl: z.string(VIDEO_RULE).trim().min(1, VIDEO_RULE).max(500, VIDEO_RULE),
  thumbnailUrl: z.string(THUMBNAIL_RULE).trim().max(500, THUMBNAIL_RULE).nullable().transform((url) => url || null),
  featured: z.boolean("Say whether the tutorial is featured."),
  published: z.boolean("Say whether the tutorial is published."),
});
export type TutorialFields = z.infer<typeof tutorialFieldsSchema>;
