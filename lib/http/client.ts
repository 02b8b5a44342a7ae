// The browser's request helper: cookies are sent, a JSON content type is set
// only when there is a body, a non-OK answer becomes an error reading
// "STATUS: body text" (or the status text), and nothing retries.

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
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (data !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** The API error body of a refused request, when it is one. */
function apiError(error: unknown): { message?: string; fields?: Record<string, string> } | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    return (JSON.parse(error.body) as { error?: { message?: string; fields?: Record<string, string> } }).error;
  } catch {
    return undefined;
  }
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
