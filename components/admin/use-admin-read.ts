"use client";
// The admin area's reads, with its session rule in one place. A read the
// dashboard makes on its own (polling, the first figures of a tab) carries
// the background header, so an unattended dashboard does not keep its
// session alive past the idle timeout. A 401 means the session is over: the
// page is refreshed, which brings back the login form, and the data shown
// stays as it was (no error message). A page whose forms edit what it reads
// (the owner's editors) gives its reads a cache of their own (PAGE_READS), so
// what the server rendered is what it starts from, never a copy read on an
// earlier visit.
import { useCallback, useRef } from "react";
import { useRouter } from "next/navigation";
import useSWR, { useSWRConfig, type SWRConfiguration } from "swr";
import { BACKGROUND_HEADER } from "@/lib/auth/headers";
import { HttpError } from "@/lib/http/client";
import { getJson, READ_OPTIONS } from "@/lib/http/read";

const BACKGROUND = { [BACKGROUND_HEADER]: "1" };

/** For a page's <SWRConfig>: its reads get a cache of their own, new each time the page is shown. */
export const PAGE_READS = { provider: () => new Map() } satisfies SWRConfiguration;

/** Thrown by a read whose session had ended (the login form is on its way). */
const SESSION_ENDED = new Error("session ended");

/** GET for the admin area: the JSON answer, or null after a 401 (the page is then refreshed). Other failures throw. */
export function useAdminGet() {
  const router = useRouter();
  return useCallback(
    async <T>(url: string, { background }: { background: boolean }): Promise<T | null> => {
      try {
        return await getJson<T>(url, background ? BACKGROUND : undefined);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) {
          router.refresh();
          return null;
        }
        throw error;
      }
    },
    [router],
  );
}

interface AdminReadOptions<T> {
  /** What the server already rendered; without it the first read happens at once. */
  initial?: T;
  /** Reads again every this many ms, in the background; without it, only when asked. */
  refreshInterval?: number;
  /** Shown while the last read failed (without it, a page says so its own way, from what reload() answers). */
  failMessage?: string;
}

/**
 * An admin API's JSON, polled in the background or read again when asked. The
 * first read of a key is background work too; `asUse()` makes the next one
 * the admin's own doing (a range they chose), `reload()` reads again now, and
 * `update()` shows a change the admin just saved before the next read.
 */
export function useAdminRead<T>(url: string, { initial, refreshInterval = 0, failMessage }: AdminReadOptions<T>) {
  const get = useAdminGet();
  const { cache } = useSWRConfig();
  const foreground = useRef(false);
  const { data, error, isValidating, mutate } = useSWR<T>(
    url,
    async (key: string) => {
      const background = !foreground.current;
      foreground.current = false;
      const value = await get<T>(key, { background });
      if (value === null) throw SESSION_ENDED;
      return value;
    },
    { ...READ_OPTIONS, fallbackData: initial, revalidateOnMount: initial === undefined, keepPreviousData: true, refreshInterval },
  );
  return {
    data,
    error: error && error !== SESSION_ENDED ? (failMessage ?? null) : null,
    loading: isValidating,
    /** Makes the next read the admin's own doing, not background work. */
    asUse: () => {
      foreground.current = true;
    },
    /**
     * Reads again now; `asUse` counts it as the admin's own doing. Answers
     * what was read, or null when it could not be read (an earlier read that
     * answers last is never shown over it).
     */
    reload: async ({ asUse = false }: { asUse?: boolean } = {}): Promise<T | null> => {
      foreground.current = asUse;
      const read = await mutate();
      return cache.get(url)?.error ? null : (read ?? null);
    },
    /** Shows `change` applied to what is shown now, without reading (a save's answer). */
    update: (change: (current: T) => T) => {
      void mutate(
        (cached) => {
          const current = cached ?? initial;
          return current === undefined ? undefined : change(current);
        },
        { revalidate: false },
      );
    },
  };
}
