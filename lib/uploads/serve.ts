// How a stored upload is answered: its bytes with their type, never run as a
// page (sandboxed, no sniffing). A customer's photo is private to the browser
// that loads it; the owner's tutorial media may be kept by shared caches. A
// single byte range (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`) is answered
// with 206, so a video can start anywhere without loading the whole file.
import "server-only";

export interface ServedUpload {
  contentType: string;
  bytes: Buffer;
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

export function uploadResponse(file: ServedUpload, rangeHeader: string | null): Response {
  const size = file.bytes.length;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": file.shared ? "public, max-age=86400, immutable" : "private, max-age=86400, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  const range = byteRange(rangeHeader, size);
  if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  if (!range) return new Response(new Uint8Array(file.bytes), { headers: { ...headers, "Content-Length": String(size) } });
  const part = file.bytes.subarray(range.start, range.end + 1);
  return new Response(new Uint8Array(part), {
    status: 206,
    headers: { ...headers, "Content-Length": String(part.length), "Content-Range": `bytes ${range.start}-${range.end}/${size}` },
  });
}
