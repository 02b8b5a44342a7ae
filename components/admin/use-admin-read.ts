"use client";
// The admin area's reads, with its session rule in one place. A read the
// dashboard makes on its own (polling, the first figures of a tab) carries
// the background header, so an unattended dashboard does not keep its
// session alive past the idle timeout. A 401 means the session is over: the
// page is refreshed, which brings back the login form, and the data shown
// stays as it was (no error message).
import { useCallback, useRef } from "react";
import { useRouter } from "next/navigation";
import useSWR from "swr";
import { BACKGROUND_HEADER } from "@/lib/auth/headers";
import { HttpError } from "@/lib/http/client";
import { getJson, READ_OPTIONS } from "@/lib/http/read";

const BACKGROUND = { [BACKGROUND_HEADER]: "1" };

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
  /** Reads again every this many ms, in the background. */
  refreshInterval: number;
  /** Shown while the last read failed. */
  failMessage: string;
}

/**
 * An admin API's JSON, polled in the background. The first read of a key is
 * background work too; `asUse()` makes the next one the admin's own doing
 * (a range they chose), and `reload()` reads again now.
 */
export function useAdminRead<T>(url: string, { initial, refreshInterval, failMessage }: AdminReadOptions<T>) {
  const get = useAdminGet();
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
    error: error && error !== SESSION_ENDED ? failMessage : null,
    loading: isValidating,
    /** Makes the next read the admin's own doing, not background work. */
    asUse: () => {
      foreground.current = true;
    },
    /** Reads again now; `asUse` counts it as the admin's own doing. */
    reload: async ({ asUse = false }: { asUse?: boolean } = {}) => {
      foreground.current = asUse;
      await mutate();
    },
  };
}
