// The tutorials editor's data, as the admin API answers it (GET
// /api/admin/tutorials) and as a save sends it (POST, PATCH), with the words
// the page shows for a tutorial's category. Safe for the browser.
import type { AdminTutorialJson, AdminTutorialsJson as TutorialsJson } from "@/lib/tutorials/admin";
import type { TutorialFields } from "@/lib/tutorials/admin-fields";
import { TUTORIAL_CATEGORIES } from "@/lib/schemas/tutorial";

/** GET every tutorial, POST a new one. */
export const TUTORIALS_URL = "/api/admin/tutorials";
/** PATCH (with the version read) or DELETE one tutorial. */
export const tutorialUrl = (id: string) => `${TUTORIALS_URL}/${encodeURIComponent(id)}`;

export const CATEGORIES = TUTORIAL_CATEGORIES;
export type Category = (typeof TUTORIAL_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = { aftercare: "Aftercare", preparation: "Preparation", troubleshooting: "Troubleshooting" };

/** One tutorial as the owner sees it, published or not. */
export type AdminTutorial = AdminTutorialJson;

/** GET /api/admin/tutorials: every tutorial, newest first, and the upload limits (bytes). */
export type AdminTutorialsJson = TutorialsJson;
export type MediaLimits = TutorialsJson["limits"];

/** A tutorial's editable fields, e.g. to send them again with one flag changed. */
export function fieldsOf(tutorial: AdminTutorial): TutorialFields {
  const { title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published } = tutorial;
  return { title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published };
}

export const categoryLabel = (category: string) => CATEGORY_LABELS[category as Category] ?? category;
