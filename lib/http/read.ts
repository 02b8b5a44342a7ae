// Reads in the browser: one GET as the request helper sends it (cookies
// sent, never cached, a non-OK answer is its HttpError), and the SWR options every polled or cached
// read uses. Spec section 7: queries never go stale by time, no refetch on
// focus or reconnect, no retries, polling only where a caller asks for it
// (and then also while the tab is hidden, as the dashboard always has).
import type { SWRConfiguration } from "swr";
import { throwIfResNotOk } from "@/lib/http/client";

export const READ_OPTIONS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshWhenHidden: true,
  refreshWhenOffline: true,
  dedupingInterval: 0,
} satisfies SWRConfiguration;

/** GETs a JSON answer; a refusal throws the helper's HttpError, a network failure its TypeError. */
export async function getJson<T>(url: string, headers?: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers, credentials: "include", cache: "no-store" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** GETs a JSON answer, or null when it could not be read (refused, unreachable, not JSON). */
export async function readJson<T>(url: string): Promise<T | null> {
  try {
    return await getJson<T>(url);
  } catch {
    return null;
  }
}
