// Reading request bodies with a limit counted in bytes, and the checks every
// JSON body gets before a handler sees it.
import { ApiError } from "@/lib/http/errors";
import { isStorableText } from "@/lib/http/text";

const payloadTooLarge = () => new ApiError(413, "payload_too_large", "The request body is too large.");
const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, "invalid_request", message, fields);

/**
 * The body's bytes, at most maxBytes: a larger declared Content-Length is
 * refused before reading, a longer stream as soon as it passes the limit.
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: () => Error = payloadTooLarge): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Strict UTF-8: a body with invalid byte sequences is refused, not patched with U+FFFD. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("The request body is not valid UTF-8.");
  }
}

/** Deepest nesting of arrays and objects a JSON body may have. */
const MAX_JSON_DEPTH = 32;

/**
 * Checks a parsed JSON value without recursion (a deeply nested body must not
 * overflow the stack): nesting at most MAX_JSON_DEPTH, and every key and
 * string storable text.
 */
function checkJsonValue(value: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (!isStorableText(item.value)) throw invalidText(item.path);
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= MAX_JSON_DEPTH) throw badRequest("The request body is nested too deeply.");
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isStorableText(key)) throw invalidText(item.path);
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

function invalidText(path: string) {
  const message = "Contains characters that are not allowed";
  return badRequest("The request body contains characters that are not allowed.", { [path || "_"]: message });
}

/**
 * Reads a JSON body; a missing or malformed body is a 400, not a 500. The
 * limit counts bytes (413 above it); the text must be valid UTF-8, nested at
 * most MAX_JSON_DEPTH deep, with no NUL or unpaired surrogate in any string.
 */
export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  // The media type itself must be application/json: a "simple" cross-site
  // form type such as `text/plain; x=application/json` is not JSON.
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new ApiError(415, "unsupported_media_type", "Send the request body as application/json.");
  }
  const text = decodeUtf8(await readBodyBytes(request, maxBytes));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  checkJsonValue(value);
  return value;
}
