"use client";

// Who is signed in to the community, as this browser sees it: the forum's
// pages are prerendered for everyone, so each island asks
// GET /api/community/me once per page (shared by every island of the page).
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { MemberJson } from "@/lib/forum/members";

type MemberState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; member: MemberJson };

const LOADING: MemberState = { status: "loading" };
let state: MemberState = LOADING;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: MemberState) {
  state = next;
  for (const listener of listeners) listener();
}

function load(force = false): Promise<void> {
  if (request && !force) return request;
  request = fetch("/api/community/me", { cache: "no-store", credentials: "same-origin" })
    .then(async (res) => {
      const body = res.ok ? ((await res.json()) as { member: MemberJson | null }) : { member: null };
      publish(body.member ? { status: "signed-in", member: body.member } : { status: "signed-out" });
    })
    .catch(() => publish({ status: "signed-out" }));
  return request;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMember() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
  useEffect(() => {
    void load();
  }, []);
  const refresh = useCallback(() => load(true), []);
  const setMember = useCallback((member: MemberJson | null) => publish(member ? { status: "signed-in", member } : { status: "signed-out" }), []);
  return { ...current, refresh, setMember };
}
