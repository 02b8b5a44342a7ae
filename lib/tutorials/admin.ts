// The owner's tutorials editor (/admin/tutorials): every tutorial, published
// or a draft; create, edit, publish/unpublish, feature and delete. A video is
// a file uploaded through the shop's upload flow (an MP4 or WebM, checked by
// its bytes) or a YouTube or Vimeo address, played in their privacy-friendly
// embeds; a thumbnail is an uploaded image. Each save names the version it
// was opened at (409 edit_conflict), is written to the audit log in its
// transaction, and says that the tutorials changed (refreshData).
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { changedFields, editConflict, editedItemGone, recordChange, versionField } from "@/lib/editing/changes";
import { invalidInput } from "@/lib/errors";
import { Prisma, type Tutorial as TutorialRow } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { TUTORIAL_CATEGORIES } from "@/lib/schemas/tutorial";
import { refreshData } from "@/lib/cache/data-tags";
import { videoSourceOf, type Season } from "@/lib/tutorials/format";
import { THUMBNAIL_RULE, tutorialFieldsSchema, VIDEO_RULE, type TutorialFields } from "@/lib/tutorials/admin-fields";
import { UPLOAD_PATH_PREFIX } from "@/lib/uploads/signed-url";

export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];

export interface AdminTutorialJson {
  id: string;
  title: string;
  description: string;
  season: Season;
  category: TutorialCategory;
  duration: number | null;
  videoUrl: string;
  thumbnailUrl: string | null;
  featured: boolean;
  published: boolean;
  publishedAt: string;
  views: number;
  version: number;
  updatedAt: string;
}

export interface AdminTutorialsJson {
  tutorials: AdminTutorialJson[];
  limits: { videoMaxBytes: number; imageMaxBytes: number };
}

export const tutorialUpdateSchema = tutorialFieldsSchema.extend({ version: versionField });

export const tutorialMediaSchema = z.object({ kind: z.enum(["video", "thumbnail"], "Say whether the file is a video or a thumbnail.") });

function toAdminTutorial(row: TutorialRow): AdminTutorialJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    season: row.season,
    category: row.category,
    duration: row.durationSeconds,
    videoUrl: row.videoUrl,
    thumbnailUrl: row.thumbnailUrl,
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    views: row.views,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminTutorialList(admin: AdminPrincipal): Promise<AdminTutorialsJson> {
  assertAdmin(admin);
  const rows = await db.tutorial.findMany({ orderBy: [{ publishedAt: "desc" }, { title: "asc" }] });
  const { uploads } = getConfig();
  return { tutorials: rows.map(toAdminTutorial), limits: { videoMaxBytes: uploads.videoMaxBytes, imageMaxBytes: uploads.maxBytes } };
}

/** The upload of this shop an address names, when it is one: `/api/objects/uploads/<id>`. */
async function storedUploadAt(url: string) {
  if (!url.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const key = url.slice(UPLOAD_PATH_PREFIX.length);
  if (!isUuid(key)) return null;
  return db.storedUpload.findUnique({ where: { key }, select: { purpose: true, status: true } });
}

/**
 * Checks the media addresses: a video is a stored tutorial video of this shop
 * or a YouTube/Vimeo address; a thumbnail is an image uploaded as tutorial
 * media (never a customer's photo). An address the
 * tutorial already had is kept as it is (the shop's own seeded files).
 */
async function checkMedia(fields: TutorialFields, current?: Pick<TutorialRow, "videoUrl" | "thumbnailUrl">): Promise<TutorialFields> {
  const problems: Record<string, string> = {};
  if (fields.videoUrl !== current?.videoUrl) {
    const source = videoSourceOf(fields.videoUrl);
    if (source.kind === "embed") fields = { ...fields, videoUrl: source.src };
    else {
      const upload = await storedUploadAt(fields.videoUrl);
      if (upload?.purpose !== "tutorial-video" || upload.status === "pending") problems.videoUrl = VIDEO_RULE;
    }
  }
  if (fields.thumbnailUrl && fields.thumbnailUrl !== current?.thumbnailUrl) {
    const upload = await storedUploadAt(fields.thumbnailUrl);
    if (upload?.purpose !== "tutorial-image" || upload.status === "pending") problems.thumbnailUrl = THUMBNAIL_RULE;
  }
  if (Object.keys(problems).length) throw invalidInput(Object.values(problems)[0]!, problems);
  return fields;
}

const TITLE_TAKEN = "A tutorial with this title already exists. Choose another title.";

function isTitleTaken(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

const columnsOf = (fields: TutorialFields) => {
  const { duration, ...rest } = fields;
  return { ...rest, durationSeconds: duration };
};

/** What the log keeps of a tutorial: its editable fields. */
function loggedFields(row: TutorialRow): TutorialFields {
  const { title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published } = toAdminTutorial(row);
  return { title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published };
}

export async function createTutorial(admin: AdminPrincipal, input: TutorialFields): Promise<{ tutorial: AdminTutorialJson }> {
  assertAdmin(admin);
  const fields = await checkMedia(input);
  let row: TutorialRow;
  try {
    row = await db.$transaction(async (tx) => {
      const created = await tx.tutorial.create({ data: { ...columnsOf(fields), publishedAt: new Date() } });
      await recordChange(tx, admin, { entity: "tutorial", entityId: created.id, action: "create", summary: `Added tutorial "${created.title}"${created.published ? "" : " (draft)"}`, after: loggedFields(created) });
      return created;
    });
  } catch (error) {
    if (isTitleTaken(error)) throw invalidInput(TITLE_TAKEN, { title: TITLE_TAKEN });
    throw error;
  }
  refreshData("tutorials");
  return { tutorial: toAdminTutorial(row) };
}

/** Saves one tutorial's edit; publishing a draft dates it now (it shows as new). */
export async function updateTutorial(admin: AdminPrincipal, id: string, { version, ...input }: z.infer<typeof tutorialUpdateSchema>): Promise<{ tutorial: AdminTutorialJson }> {
  assertAdmin(admin);
  if (!isUuid(id)) throw editedItemGone("tutorial");
  const current = await db.tutorial.findUnique({ where: { id } });
  if (!current) throw editedItemGone("tutorial");
  if (current.version !== version) throw editConflict("tutorial");
  const fields = await checkMedia(input, current);
  let row: TutorialRow;
  try {
    row = await db.$transaction(async (tx) => {
      const publishing = fields.published && !current.published;
      const updated = await tx.tutorial.updateMany({
        where: { id, version },
        data: { ...columnsOf(fields), ...(publishing ? { publishedAt: new Date() } : {}), version: { increment: 1 } },
      });
      if (updated.count !== 1) throw (await tx.tutorial.count({ where: { id } })) ? editConflict("tutorial") : editedItemGone("tutorial");
      const after = await tx.tutorial.findUniqueOrThrow({ where: { id } });
      const changed = changedFields(loggedFields(current), loggedFields(after));
      await recordChange(tx, admin, {
        entity: "tutorial",
        entityId: id,
        action: "update",
        summary: `Edited tutorial "${after.title}"${changed.length ? ` (${changed.join(", ")})` : " (no changes)"}`,
        before: loggedFields(current),
        after: loggedFields(after),
      });
      return after;
    });
  } catch (error) {
    if (isTitleTaken(error)) throw invalidInput(TITLE_TAKEN, { title: TITLE_TAKEN });
    throw error;
  }
  refreshData("tutorials");
  return { tutorial: toAdminTutorial(row) };
}

export async function deleteTutorial(admin: AdminPrincipal, id: string, version: number): Promise<{ deleted: true }> {
  assertAdmin(admin);
  if (!isUuid(id)) throw editedItemGone("tutorial");
  await db.$transaction(async (tx) => {
    const current = await tx.tutorial.findUnique({ where: { id } });
    if (!current) throw editedItemGone("tutorial");
    if (current.version !== version || (await tx.tutorial.deleteMany({ where: { id, version } })).count !== 1) throw editConflict("tutorial");
    // Its uploaded files are no longer used: the upload purge removes them after their day.
    await recordChange(tx, admin, { entity: "tutorial", entityId: id, action: "delete", summary: `Deleted tutorial "${current.title}"`, before: loggedFields(current) });
  });
  refreshData("tutorials");
  return { deleted: true };
}
