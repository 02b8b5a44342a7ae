// The browser's request helper: cookies are sent, a JSON content type is set
// only when there is a body, a non-OK answer becomes an error reading
// "STATUS: body text" (or the status text), and nothing retries. A file goes
// to its signed upload address through putUpload, by the same rules.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new HttpError(res.status, `${res.status}: ${text}`, text);
  }
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (data !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: init.signal,
    keepalive: init.keepalive,
  });
  await throwIfResNotOk(res);
  return res;
}

/** PUTs a file to the signed address an upload API gave; as apiRequest, a non-OK answer is its HttpError (413 too large, 415 a type it does not take). */
export async function putUpload(url: string, file: File): Promise<Response> {
  // A fetch of its own: the body is the file's bytes with the file's type, which apiRequest (JSON only) cannot send.
  const res = await fetch(url, { method: "PUT", body: file, headers: { "Content-Type": file.type }, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
}

/** The API error body of a refused request, when it is one. */
function apiError(error: unknown): { code?: string; message?: string; fields?: Record<string, string> } | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    return (JSON.parse(error.body) as { error?: { code?: string; message?: string; fields?: Record<string, string> } }).error;
  } catch {
    return undefined;
  }
}

/** The refusal's own message, never a field's (e.g. 409 sold_out: "Only 2 tins of the 4 oz size are left."), or `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiError(error)?.message ?? fallback;
}

/** The API's own message for a refused request (its first field message, else its message), or `fallback`. */
export function apiFailureMessage(error: unknown, fallback: string): string {
  const body = apiError(error);
  const field = body?.fields && Object.values(body.fields)[0];
  return field ?? body?.message ?? fallback;
}

/** The field messages of a refused request (e.g. { title: "…" }), if it named any. */
export function apiFailureFields(error: unknown): Record<string, string> | undefined {
  return apiError(error)?.fields;
}

/** The API's code for a refused request (e.g. "edit_conflict"), if it gave one. */
export function apiFailureCode(error: unknown): string | undefined {
  return apiError(error)?.code;
}
