// Photo uploads through the shop's two route handlers, as the checkout page
// makes them: an upload address asked for by a client (its forwarded address),
// the PUT of the photo, and the GET that serves it back. The upload rows (and
// photos kept in the database) made here are deleted by `deleteUploads`.
import { POST as openUpload } from "@/app/api/objects/upload/route";
import { GET as readPhoto, PUT as putPhoto } from "@/app/api/objects/uploads/[id]/route";
import { db } from "@/lib/db";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The upload's id: the last part of its address, without the query string. */
export const idOf = (uploadURL: string) => uploadURL.split("?")[0]!.split("/").pop()!;

const made: string[] = [];

/** POST /api/objects/upload from `client`. */
export function openUploadFrom(client: string) {
  return openUpload(new Request("http://localhost/api/objects/upload", { method: "POST", headers: { "X-Forwarded-For": client } }), undefined);
}

/** A new upload address for `client`. */
export async function newUploadUrl(client: string): Promise<string> {
  const res = await openUploadFrom(client);
  expect(res.status).toBe(200);
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  made.push(idOf(uploadURL));
  return uploadURL;
}

/** PUT of `body` (a PNG unless given) to an upload address, declared as `type`, optionally from `client`. */
export function put(uploadURL: string, body: Buffer = PNG, { type = "image/png", client }: { type?: string; client?: string } = {}) {
  const headers: Record<string, string> = { "Content-Type": type };
  if (client) headers["X-Forwarded-For"] = client;
  const request = new Request(`http://localhost${uploadURL}`, { method: "PUT", headers, body: new Uint8Array(body) });
  return putPhoto(request, { params: Promise.resolve({ id: idOf(uploadURL) }) });
}

/**
 * GET /api/objects/uploads/{id}: the stored photo (a range of it with
 * `range`), its body read to the end as a client would, so the stream gives
 * back its slot (lib/uploads/serve.ts).
 */
export async function photo(id: string, { range, client }: { range?: string; client?: string } = {}) {
  const headers: Record<string, string> = {};
  if (range) headers.Range = range;
  if (client) headers["X-Forwarded-For"] = client;
  const res = await readPhoto(new Request(`http://localhost/api/objects/uploads/${id}`, { headers }), { params: Promise.resolve({ id }) });
  const body = res.body ? await res.arrayBuffer() : null;
  return new Response(body, { status: res.status, headers: res.headers });
}

/** A stream's bytes, read to its end. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** The PNG uploaded by `client` through both route handlers; returns the upload's id. */
export async function uploadPng(client: string): Promise<string> {
  const uploadURL = await newUploadUrl(client);
  expect((await put(uploadURL)).status).toBe(200);
  return idOf(uploadURL);
}

/** Makes an upload look `ageMs` old. */
export async function backdate(id: string, ageMs: number): Promise<void> {
  await db.storedUpload.update({ where: { key: id }, data: { createdAt: new Date(Date.now() - ageMs) } });
}

/** Deletes the upload rows, and the photos kept in the database, of the addresses made here. */
export async function deleteUploads(): Promise<void> {
  const keys = made.splice(0);
  if (keys.length === 0) return;
  await db.storedUpload.deleteMany({ where: { key: { in: keys } } });
  await db.uploadObject.deleteMany({ where: { OR: keys.map((key) => ({ name: { startsWith: `${key}.` } })) } });
}
