"use client";
// Polls an admin API (orders every 30 s, shipping stats every 60 s) with the
// session cookie. Polling is marked as background work, so an unattended
// dashboard does not keep its session alive past the idle timeout. A 401 means
// the session is over: the page is refreshed, which brings back the login form.
import { useCallback, useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { BACKGROUND_HEADER } from "@/lib/auth/headers";

const BACKGROUND = { [BACKGROUND_HEADER]: "1" };

export function usePolled<T>(url: string, initial: T, intervalMs: number, failMessage: string) {
  const router = useRouter();
  const [data, setData] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const res = await fetch(url, { credentials: "include", headers: BACKGROUND, cache: "no-store" });
      if (res.status === 401) {
        router.refresh();
        return;
      }
      if (!res.ok) throw new Error(failMessage);
      setData((await res.json()) as T);
      setError(null);
    } catch {
      setError(failMessage);
    }
  }, [url, failMessage, router]);

  useEffect(() => {
    const timer = window.setInterval(reload, intervalMs);
    return () => window.clearInterval(timer);
  }, [reload, intervalMs]);

  return { data, error, reload };
}
