"use client";

// Who is signed in to the community, as this browser sees it: the forum's
// pages are prerendered for everyone, so each island asks
// GET /api/community/me once per page (shared by every island of the page).
import { useCallback } from "react";
import useSWR from "swr";
import type { MemberJson } from "@/lib/forum/members";
import { READ_OPTIONS, readJson } from "@/lib/http/read";

type MemberState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; member: MemberJson };

const ME_URL = "/api/community/me";

/** The member, or null when signed out (or when it could not be read). */
const readMember = async (url: string): Promise<MemberJson | null> => (await readJson<{ member: MemberJson | null }>(url))?.member ?? null;

export function useMember() {
  const { data, mutate } = useSWR(ME_URL, readMember, READ_OPTIONS);
  const current: MemberState = data === undefined ? { status: "loading" } : data ? { status: "signed-in", member: data } : { status: "signed-out" };
  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const setMember = useCallback((member: MemberJson | null) => void mutate(member, { revalidate: false }), [mutate]);
  return { ...current, refresh, setMember };
}
