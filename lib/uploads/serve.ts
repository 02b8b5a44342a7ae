// How a stored upload is answered: its bytes with their type, never run as a
// page (sandboxed, no sniffing). A customer's photo is private to the browser
// that loads it; the owner's tutorial media may be kept by shared caches. A
// single byte range (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) is answered
// with 206, so a video can start anywhere without loading the whole file.
//
// The bytes are streamed from the store as the client takes them (a whole
// 100 MB video is never held in memory), and the streams one instance sends
// at once are bounded per client and in all (MEDIA_STREAMS): a request past
// the bound waits a little for a stream to end, then is refused.
import "server-only";
import { DomainError, notFound, rateLimited } from "@/lib/errors";
import { clientKey } from "@/lib/http/client-address";
import { ConcurrencyLimiter, type Slot } from "@/lib/security/concurrency";
import { MEDIA_STREAM_WAIT_MS, MEDIA_STREAMS } from "@/lib/security/limits";
import { readUpload } from "@/lib/uploads/photo-uploads";
import type { OpenedUpload } from "@/lib/uploads/range-readers";
import { logger } from "@/lib/log";

const log = logger("uploads");

export interface ServedUpload {
  contentType: string;
  opened: OpenedUpload;
  /** Shared caches may keep it (tutorial media), or only the browser (a customer's photo). */
  shared: boolean;
}

const RANGE = /^bytes=(\d*)-(\d*)$/;

/** The one range a Range header asks for, null when it asks for the whole file, "unsatisfiable" when it lies outside. */
export function byteRange(header: string | null, size: number): { start: number; end: number } | null | "unsatisfiable" {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/**
 * `source` passed on as it is read, calling `done` once when it has been read
 * to its end, has failed, or was given up: cancelled by its reader, or its
 * request aborted (the client went away, maybe before the body was ever
 * read), which cancels the source too.
 */
function untilDone(source: ReadableStream<Uint8Array>, signal: AbortSignal | undefined, done: () => void): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let finished = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const finish = () => {
    if (finished) return false;
    finished = true;
    signal?.removeEventListener("abort", abort);
    done();
    return true;
  };
  function abort() {
    if (!finish()) return;
    reader.cancel(signal?.reason).catch(() => {});
    try {
      controller.error(signal?.reason ?? new Error("The request was aborted."));
    } catch {
      // Already closed.
    }
  }
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      async pull(c) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (finish()) c.error(error);
          return;
        }
        if (finished) return;
        if (chunk.done) {
          finish();
          c.close();
        } else {
          c.enqueue(chunk.value);
        }
      },
      async cancel(reason) {
        finish();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  if (signal?.aborted) abort();
  else signal?.addEventListener("abort", abort, { once: true });
  return stream;
}

interface RangeRequest {
  range: string | null;
  /** HEAD: the headers only; nothing is read. */
  method?: string;
  /** Aborted when the client goes away: reading stops. */
  signal?: AbortSignal;
}

/**
 * The answer for a stored file: the range asked for (206), all of it (200) or
 * 416, its body read from the store as it is sent. `done` is called once,
 * when the body has been sent, has failed or was given up (at once for an
 * answer without a body).
 */
export function uploadResponse(file: ServedUpload, request: RangeRequest, done: () => void = () => {}): Response {
  const { size } = file.opened;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": file.shared ? "public, max-age=86400, immutable" : "private, max-age=86400, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  const range = byteRange(request.range, size);
  const part = range === "unsatisfiable" ? null : (range ?? (size > 0 ? { start: 0, end: size - 1 } : null));
  let status = 200;
  if (range === "unsatisfiable") {
    status = 416;
    headers["Content-Range"] = `bytes */${size}`;
  } else if (range) {
    status = 206;
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
  }
  if (status !== 416) headers["Content-Length"] = String(part ? part.end - part.start + 1 : 0);
  if (!part || request.method === "HEAD") {
    file.opened.close().catch((error: unknown) => log.error("could not close a stored file", { error }));
    done();
    return new Response(null, { status, headers });
  }
  return new Response(untilDone(file.opened.read(part.start, part.end), request.signal, done), { status, headers });
}

const LIMITER_KEY = Symbol.for("shop.mediaStreams");
/** One bound per process, whichever bundle of the app loads this module. */
export const mediaStreams: ConcurrencyLimiter = ((globalThis as Record<symbol, unknown>)[LIMITER_KEY] ??= new ConcurrencyLimiter(MEDIA_STREAMS)) as ConcurrencyLimiter;

export const MEDIA_BUSY_MESSAGE = "Too many files are loading at once. Please try again in a moment.";

/** A slot for one more stream of this request's client, waiting up to MEDIA_STREAM_WAIT_MS; 429 or 503 when none is free. */
async function mediaSlot(request: Request): Promise<Slot> {
  const slot = await mediaStreams.acquire(clientKey(request.headers), MEDIA_STREAM_WAIT_MS, request.signal);
  if (slot === "client") throw rateLimited(1, MEDIA_BUSY_MESSAGE);
  if (slot === "total") throw new DomainError("unavailable", "server_busy", MEDIA_BUSY_MESSAGE, { retryAfterSeconds: 1 });
  return slot;
}

/** GET (or HEAD) of an upload by the id in its address: the answer of uploadResponse, or a redirect to Blob storage. */
export async function serveUpload(id: string, request: Request): Promise<Response> {
  const slot = await mediaSlot(request);
  try {
    const file = await readUpload(id);
    if (!file) throw notFound("File not found.");
    if (file.redirectTo !== undefined) {
      slot.release();
      return Response.redirect(file.redirectTo, 302);
    }
    const served = { contentType: file.contentType, opened: file.opened, shared: file.purpose !== "photo" };
    return uploadResponse(served, { range: request.headers.get("range"), method: request.method, signal: request.signal }, slot.release);
  } catch (error) {
    slot.release();
    throw error;
  }
}
