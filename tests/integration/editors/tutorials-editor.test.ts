// The owner's tutorials editor against the real database and the local upload
// store: a video and a thumbnail uploaded through the shop's upload flow and
// checked by their bytes, YouTube and Vimeo addresses, every validation rule
// with its field message, publishing, featuring and deleting, two admins
// saving the same version, the audit log, the pages refreshed, byte ranges of
// a stored video, and the upload purge keeping what a tutorial uses.
import "../../support/checkout-env";
import { TEST_VIDEO_MAX_BYTES } from "../support/editor-env";
import { readFileSync } from "node:fs";
import path from "node:path";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as listTutorialsRoute, POST as postTutorial } from "@/app/api/admin/tutorials/route";
import { DELETE as deleteTutorialRoute, PATCH as patchTutorial } from "@/app/api/admin/tutorials/[id]/route";
import { POST as openMedia } from "@/app/api/admin/tutorials/media/route";
import { GET as readUpload } from "@/app/api/objects/uploads/[id]/route";
import { db } from "@/lib/db";
import type { AdminTutorialJson, AdminTutorialsJson } from "@/lib/tutorials/admin";
import { listFeaturedTutorials, listTutorials } from "@/lib/tutorials/queries";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";
import { backdate, deleteUploads, idOf, PNG, put, uploadPng } from "../uploads/support/uploads";

const MP4 = readFileSync(path.join(process.cwd(), "public/media/tutorials/booking-a-fall-tattoo.mp4"));
/** The first bytes of a WebM file (EBML header, document type "webm"), then filler. */
const WEBM = Buffer.concat([Buffer.from("1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878104428581", "hex"), Buffer.alloc(512)]);
/** A Matroska file that is not a WebM. */
const MKV = Buffer.concat([Buffer.from("1a45dfa3a34286810142f7810142f2810442f38108428288", "hex"), Buffer.from("matroska"), Buffer.alloc(512)]);
/** A QuickTime movie: an ftyp box of brand "qt  ". */
const MOV = Buffer.concat([Buffer.from("0000001466747970717420200000000071742020", "hex"), Buffer.alloc(512)]);

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-tutorials@example.com", "owner-tutorials-password");
  partner = await createTestAdmin(db, "partner-tutorials@example.com", "partner-tutorials-password");
});

afterAll(async () => {
  const created = await db.contentChange.findMany({ where: { entity: "tutorial", action: "create", adminEmail: { in: [owner.admin.email, partner.admin.email] } } });
  await db.tutorial.deleteMany({ where: { id: { in: created.map((change) => change.entityId) } } });
  await db.storedUpload.deleteMany({ where: { clientKey: { in: [`admin:${owner.admin.id}`, `admin:${partner.admin.id}`] } } });
});

beforeEach(() => {
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

const send = (handler: (request: Request, context: never) => Promise<Response>, method: string, url: string, body: unknown, auth = owner, id?: string) =>
  handler(adminRequest(url, { cookie: auth.cookie }, { method, body: JSON.stringify(body) }), { params: Promise.resolve(id ? { id } : {}) } as never);

/** Uploads a file through the admin's media address; returns the PUT's answer. */
async function upload(kind: "video" | "thumbnail", bytes: Buffer, type: string): Promise<Response> {
  const res = await send(openMedia, "POST", "/api/admin/tutorials/media", { kind });
  expect(res.status).toBe(200);
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  return put(uploadURL, bytes, { type });
}

async function uploaded(kind: "video" | "thumbnail", bytes: Buffer, type: string): Promise<string> {
  const res = await upload(kind, bytes, type);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const base = {
  title: "Aftercare after a swim",
  description: "What to do when a healing tattoo got wet in a pool.",
  season: "summer",
  category: "aftercare",
  duration: 125,
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  thumbnailUrl: null as string | null,
  featured: false,
  published: true,
};

async function create(fields: Partial<typeof base> & Record<string, unknown> = {}): Promise<AdminTutorialJson> {
  const res = await send(postTutorial, "POST", "/api/admin/tutorials", { ...base, ...fields });
  expect(res.status).toBe(201);
  return ((await res.json()) as { tutorial: AdminTutorialJson }).tutorial;
}

async function fields(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

/** A PATCH body: the tutorial's editable fields and version, with `change`. */
const edited = (tutorial: AdminTutorialJson, change: Record<string, unknown>) => {
  const { version, title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published } = tutorial;
  return { version, title, description, season, category, duration, videoUrl, thumbnailUrl, featured, published, ...change };
};

describe("uploading tutorial media", () => {
  it("stores an MP4 and a WebM video as they came, and serves byte ranges of them", async () => {
    const url = await uploaded("video", MP4, "video/mp4");
    expect(await uploaded("video", WEBM, "video/webm")).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    const id = idOf(url);
    const whole = await readUpload(new Request(`http://localhost${url}`), { params: Promise.resolve({ id }) });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);

    const part = await readUpload(new Request(`http://localhost${url}`, { headers: { Range: "bytes=100-199" } }), { params: Promise.resolve({ id }) });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${MP4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(MP4.subarray(100, 200))).toBe(true);
    const tail = await readUpload(new Request(`http://localhost${url}`, { headers: { Range: "bytes=-10" } }), { params: Promise.resolve({ id }) });
    expect(Buffer.from(await tail.arrayBuffer()).equals(MP4.subarray(MP4.length - 10))).toBe(true);
    const outside = await readUpload(new Request(`http://localhost${url}`, { headers: { Range: `bytes=${MP4.length}-` } }), { params: Promise.resolve({ id }) });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${MP4.length}`);
  });

  it.each([
    ["a PNG declared as a video", PNG, "video/mp4"],
    ["an MP4 declared as an image", MP4, "image/png"],
    ["a Matroska file that is not a WebM", MKV, "video/webm"],
    ["a QuickTime movie", MOV, "video/quicktime"],
  ])("refuses %s with 415", async (_name, bytes, type) => {
    const res = await upload("video", bytes, type);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toEqual({ code: "invalid_file_type", message: "Invalid File Type: Please select an MP4 or WebM video." });
  });

  it("refuses a video over the size limit with 413, naming the limit", async () => {
    const big = Buffer.concat([MP4, Buffer.alloc(TEST_VIDEO_MAX_BYTES)]);
    const res = await upload("video", big, "video/mp4");
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("File Too Large: Please select a video smaller than 0MB.".replace("0MB", `${Math.floor(TEST_VIDEO_MAX_BYTES / 1048576)}MB`));
  });

  it("takes a thumbnail image (encoded again) and refuses a video as one", async () => {
    expect(await uploaded("thumbnail", PNG, "image/png")).toMatch(/^\/api\/objects\/uploads\//);
    expect((await upload("thumbnail", MP4, "video/mp4")).status).toBe(415);
  });

  it("gives upload addresses to admins only", async () => {
    const res = await openMedia(new Request("http://localhost/api/admin/tutorials/media", { method: "POST", body: JSON.stringify({ kind: "video" }) }), noContext);
    expect(res.status).toBe(401);
    expect(await fields(await send(openMedia, "POST", "/api/admin/tutorials/media", { kind: "audio" }))).toEqual({ kind: "Say whether the file is a video or a thumbnail." });
  });
});

describe("the tutorials editor's API", () => {
  it.each([
    [{ title: "Swim" }, "title", "The title needs at least 5 characters."],
    [{ title: "" }, "title", "The title is required."],
    [{ title: "t".repeat(121) }, "title", "The title can have at most 120 characters."],
    [{ description: "Too short" }, "description", "The description needs at least 10 characters."],
    [{ season: "monsoon" }, "season", "Choose a season: spring, summer, fall or winter."],
    [{ category: "tips" }, "category", "Choose a category: aftercare, preparation or troubleshooting."],
    [{ duration: 0 }, "duration", "Give the duration as minutes and seconds (e.g. 4:30), at most 10 hours, or leave it empty."],
    [{ duration: 36_001 }, "duration", "Give the duration as minutes and seconds (e.g. 4:30), at most 10 hours, or leave it empty."],
    [{ duration: "2:05" }, "duration", "Give the duration as minutes and seconds (e.g. 4:30), at most 10 hours, or leave it empty."],
    [{ videoUrl: "" }, "videoUrl", "Upload an MP4 or WebM video, or give a YouTube or Vimeo address."],
    [{ videoUrl: "https://videos.example.com/swim.mp4" }, "videoUrl", "Upload an MP4 or WebM video, or give a YouTube or Vimeo address."],
    [{ videoUrl: "/api/objects/uploads/6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c" }, "videoUrl", "Upload an MP4 or WebM video, or give a YouTube or Vimeo address."],
    [{ thumbnailUrl: "https://images.example.com/swim.jpg" }, "thumbnailUrl", "Upload a thumbnail image (JPG, PNG, WebP or GIF), or remove it."],
    [{ featured: "yes" }, "featured", "Say whether the tutorial is featured."],
  ])("refuses %j with its field message", async (change, field, message) => {
    const before = await db.tutorial.count();
    expect((await fields(await send(postTutorial, "POST", "/api/admin/tutorials", { ...base, ...change })))[field]).toBe(message);
    expect(await db.tutorial.count()).toBe(before);
  });

  it("refuses a thumbnail that is a video upload or a customer's photo, and a title another tutorial has", async () => {
    const video = await uploaded("video", MP4, "video/mp4");
    expect((await fields(await send(postTutorial, "POST", "/api/admin/tutorials", { ...base, thumbnailUrl: video })))).toHaveProperty("thumbnailUrl");
    // A photo a shopper uploaded at checkout is private: never published as a thumbnail.
    const customerPhoto = `/api/objects/uploads/${await uploadPng("203.0.113.77")}`;
    const before = await db.tutorial.count();
    expect(await fields(await send(postTutorial, "POST", "/api/admin/tutorials", { ...base, thumbnailUrl: customerPhoto }))).toEqual({
      thumbnailUrl: "Upload a thumbnail image (JPG, PNG, WebP or GIF), or remove it.",
    });
    expect(await db.tutorial.count()).toBe(before);
    await deleteUploads();
    const taken = (await db.tutorial.findFirstOrThrow({ select: { title: true } })).title;
    expect(await fields(await send(postTutorial, "POST", "/api/admin/tutorials", { ...base, title: taken }))).toEqual({ title: "A tutorial with this title already exists. Choose another title." });
  });

  it("adds a tutorial with an uploaded video and thumbnail, shown on the tutorials' pages and API", async () => {
    const videoUrl = await uploaded("video", MP4, "video/mp4");
    const thumbnailUrl = await uploaded("thumbnail", PNG, "image/png");
    const tutorial = await create({ title: "Uploaded swim aftercare", videoUrl, thumbnailUrl, featured: true });
    expect(tutorial).toMatchObject({ videoUrl, thumbnailUrl, featured: true, published: true, duration: 125, version: 1 });
    expect((await listTutorials("summer")).map((t) => t.title)).toContain("Uploaded swim aftercare");
    expect((await listFeaturedTutorials()).map((t) => t.title)).toContain("Uploaded swim aftercare");
    // The save says the tutorials changed; every page and read that shows them follows.
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([["tutorials", { expire: 0 }]]);
    expect(revalidatePath).not.toHaveBeenCalled();

    // What a tutorial uses is kept by the upload purge; a file left unused is not.
    const unused = await uploaded("video", MP4, "video/mp4");
    for (const url of [videoUrl, thumbnailUrl, unused]) await backdate(idOf(url), 2 * 24 * 60 * 60 * 1000);
    await purgeUnattachedUploads();
    const kept = await db.storedUpload.findMany({ where: { key: { in: [videoUrl, thumbnailUrl, unused].map(idOf) } }, select: { key: true } });
    expect(kept.map((row) => row.key).sort()).toEqual([idOf(videoUrl), idOf(thumbnailUrl)].sort());
  });

  it("stores a YouTube or Vimeo address as its privacy-friendly embed", async () => {
    expect((await create({ title: "Embedded from YouTube" })).videoUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect((await create({ title: "Embedded from Vimeo", videoUrl: "https://vimeo.com/76979871" })).videoUrl).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });

  it("unpublishes, publishes, features and deletes, logging each change, and answers the second of two admins with 409", async () => {
    const tutorial = await create({ title: "Draft then live", published: false });
    expect((await listTutorials()).map((t) => t.title)).not.toContain("Draft then live");
    const listed = ((await (await listTutorialsRoute(adminRequest("/api/admin/tutorials", { cookie: owner.cookie }), noContext)).json()) as AdminTutorialsJson);
    expect(listed.tutorials.find((t) => t.id === tutorial.id)).toMatchObject({ published: false });
    expect(listed.limits).toEqual({ videoMaxBytes: TEST_VIDEO_MAX_BYTES, imageMaxBytes: 10 * 1024 * 1024 });

    const published = await send(patchTutorial, "PATCH", `/api/admin/tutorials/${tutorial.id}`, edited(tutorial, { published: true }), owner, tutorial.id);
    expect(published.status).toBe(200);
    const live = ((await published.json()) as { tutorial: AdminTutorialJson }).tutorial;
    expect(live.version).toBe(2);
    expect((await listTutorials()).map((t) => t.title)).toContain("Draft then live");

    const stale = await send(patchTutorial, "PATCH", `/api/admin/tutorials/${tutorial.id}`, edited(tutorial, { featured: true }), partner, tutorial.id);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({
      code: "edit_conflict",
      message: "This tutorial was changed by someone else after you opened it. Load the latest version, then make your change again.",
    });
    expect((await send(deleteTutorialRoute, "DELETE", `/api/admin/tutorials/${tutorial.id}`, { version: 1 }, partner, tutorial.id)).status).toBe(409);
    expect((await send(deleteTutorialRoute, "DELETE", `/api/admin/tutorials/${tutorial.id}`, { version: 2 }, partner, tutorial.id)).status).toBe(200);
    expect((await listTutorials()).map((t) => t.title)).not.toContain("Draft then live");
    const gone = await send(patchTutorial, "PATCH", `/api/admin/tutorials/${tutorial.id}`, edited(live, {}), owner, tutorial.id);
    expect(gone.status).toBe(404);

    const log = await db.contentChange.findMany({ where: { entity: "tutorial", entityId: tutorial.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((change) => [change.action, change.adminEmail, change.summary])).toEqual([
      ["create", owner.admin.email, 'Added tutorial "Draft then live" (draft)'],
      ["update", owner.admin.email, 'Edited tutorial "Draft then live" (published)'],
      ["delete", partner.admin.email, 'Deleted tutorial "Draft then live"'],
    ]);
  });

  it("keeps a tutorial's own seeded media when other fields are edited", async () => {
    const seeded = await db.tutorial.findFirstOrThrow({ where: { videoUrl: { startsWith: "/media/tutorials/" } } });
    const json = ((await (await listTutorialsRoute(adminRequest("/api/admin/tutorials", { cookie: owner.cookie }), noContext)).json()) as AdminTutorialsJson).tutorials.find((t) => t.id === seeded.id)!;
    const res = await send(patchTutorial, "PATCH", `/api/admin/tutorials/${seeded.id}`, edited(json, { duration: (json.duration ?? 60) + 1 }), owner, seeded.id);
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { tutorial: AdminTutorialJson }).tutorial;
    expect(saved).toMatchObject({ videoUrl: seeded.videoUrl, thumbnailUrl: seeded.thumbnailUrl });
    await db.tutorial.update({ where: { id: seeded.id }, data: { durationSeconds: seeded.durationSeconds } });
  });
});
