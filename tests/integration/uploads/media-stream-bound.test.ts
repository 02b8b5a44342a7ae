// GET /api/objects/uploads/{id}: the streams of uploads one instance sends at
// once are bounded per client and in all (MEDIA_STREAMS). A request past its
// client's share waits for one of its streams to end and gets 429 when none
// does; past the instance's, 503; a stream gives its slot back when it has
// been read, cancelled, or its request aborted, and an answer without a body
// holds none.
import "../../support/checkout-env";
import { GET as readFile } from "@/app/api/objects/uploads/[id]/route";
import { db } from "@/lib/db";
import { MEDIA_STREAMS } from "@/lib/security/limits";
import { MEDIA_BUSY_MESSAGE, mediaStreams } from "@/lib/uploads/serve";
import { expectTooMany } from "../../support/requests";
import { waitUntil } from "../../support/wait";
import { deleteUploads, uploadPng } from "./support/uploads";

let id: string;

beforeAll(async () => {
  id = await uploadPng("192.0.2.70");
});

afterAll(async () => {
  await deleteUploads();
  await db.$disconnect();
});

afterEach(() => expect(mediaStreams.holding()).toBe(0));

/** GET of the uploaded PNG from `client`, its body left unread; `signal` aborts the request. */
function get(client: string, init: { range?: string; method?: string; signal?: AbortSignal; uploadId?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": client };
  if (init.range) headers.Range = init.range;
  const uploadId = init.uploadId ?? id;
  const request = new Request(`http://localhost/api/objects/uploads/${uploadId}`, { headers, method: init.method ?? "GET", signal: init.signal });
  return readFile(request, { params: Promise.resolve({ id: uploadId }) });
}

it("refuses a client's stream past its share with 429 once its wait ends, and gives the slot back as each stream ends", async () => {
  const client = "192.0.2.71";
  const held = await Promise.all(Array.from({ length: MEDIA_STREAMS.perClient }, () => get(client)));
  for (const res of held) expect(res.status).toBe(200);
  expect(mediaStreams.holding(client)).toBe(MEDIA_STREAMS.perClient);

  // One more waits, and is refused when its request goes away …
  await expectTooMany(await get(client, { signal: AbortSignal.timeout(200) }), { message: MEDIA_BUSY_MESSAGE, maxRetryAfter: 5 });
  // … or its wait ends (MEDIA_STREAM_WAIT_MS) with every stream still open.
  await expectTooMany(await get(client), { message: MEDIA_BUSY_MESSAGE, maxRetryAfter: 5 });
  // Another client is not held up.
  const other = await get("192.0.2.72");
  expect(other.status).toBe(200);
  await other.arrayBuffer();

  // A waiting request gets the slot of a stream read to its end …
  const waiting = get(client);
  await waitUntil(() => mediaStreams.waitingCount === 1, "the request to wait for a slot");
  await held[0]!.arrayBuffer();
  const next = await waiting;
  expect(next.status).toBe(200);
  // … the slot of a cancelled stream is free at once …
  await held[1]!.body!.cancel();
  expect(mediaStreams.holding(client)).toBe(MEDIA_STREAMS.perClient - 1);
  for (const res of [held[2]!, held[3]!, next]) await res.body!.cancel();
  expect(mediaStreams.holding(client)).toBe(0);
});

it("gives the slot back when the request is aborted before its body is read", async () => {
  const client = "192.0.2.73";
  const controllers = Array.from({ length: MEDIA_STREAMS.perClient }, () => new AbortController());
  for (const controller of controllers) expect((await get(client, { signal: controller.signal })).status).toBe(200);
  expect(mediaStreams.holding(client)).toBe(MEDIA_STREAMS.perClient);
  for (const controller of controllers) controller.abort();
  expect(mediaStreams.holding(client)).toBe(0);
  const again = await get(client);
  expect(again.status).toBe(200);
  await again.arrayBuffer();
});

it("holds no slot for an answer without a body: HEAD, 416, 404", async () => {
  const client = "192.0.2.74";
  for (let i = 0; i < MEDIA_STREAMS.perClient + 2; i += 1) {
    expect((await get(client, { method: "HEAD" })).status).toBe(200);
    expect((await get(client, { range: "bytes=999999-" })).status).toBe(416);
    const missing = await get(client, { uploadId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "File not found." } });
  }
  expect(mediaStreams.holding(client)).toBe(0);
});

it("refuses a stream past the instance's bound with 503, whichever the client", async () => {
  const clients = Array.from({ length: Math.ceil(MEDIA_STREAMS.total / MEDIA_STREAMS.perClient) }, (_, i) => `198.18.0.${i + 1}`);
  const held: Response[] = [];
  for (const client of clients) for (let i = 0; i < MEDIA_STREAMS.perClient && held.length < MEDIA_STREAMS.total; i += 1) held.push(await get(client));
  for (const res of held) expect(res.status).toBe(200);
  expect(mediaStreams.holding()).toBe(MEDIA_STREAMS.total);

  const refused = await get("198.18.1.1", { signal: AbortSignal.timeout(200) });
  expect(refused.status).toBe(503);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ error: { code: "server_busy", message: MEDIA_BUSY_MESSAGE } });

  await held[0]!.body!.cancel();
  const admitted = await get("198.18.1.1");
  expect(admitted.status).toBe(200);
  for (const res of [...held.slice(1), admitted]) await res.body!.cancel();
});
