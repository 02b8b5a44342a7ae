"use client";

// The community's own bar on the forum pages: who is signed in (with "Sign
// out" for this browser and "Sign out everywhere" for every browser of the
// member), the username to choose after a first sign-in, a suspension notice,
// or a sign-in link for visitors.
import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { UsernameForm } from "@/components/forum/username-form";
import { useMember } from "@/components/forum/use-member";
import { SUSPENDED_MESSAGE } from "@/lib/forum/schema";
import { Notice } from "@/components/ui/notice";
import { apiRequest, HttpError } from "@/lib/http/client";

export function MemberBar() {
  const member = useMember();
  const pathname = usePathname();
  const [signOutFailed, setSignOutFailed] = useState(false);
  if (member.status === "loading") return <div className="h-10" aria-hidden="true" />;
  if (member.status === "signed-out") {
    return (
      <p className="text-sm text-neutral-700">
        <Link href={`/forum/sign-in?callbackUrl=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>{" "}
        to post, reply and like.
      </p>
    );
  }
  const { member: me } = member;
  // Signed out once the server has ended the session (401: it had ended already).
  async function signOut(address: string) {
    setSignOutFailed(false);
    try {
      await apiRequest("POST", address);
      member.setMember(null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) member.setMember(null);
      else setSignOutFailed(true);
    }
  }
  return (
    <div className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm" data-testid="member-bar">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-neutral-800">
          Signed in as <strong className="break-all">{me.username ?? me.email}</strong>
          {me.isArtist && <Badge tone="brand">Artist</Badge>}
        </p>
        <span className="flex flex-wrap gap-3">
          <button type="button" onClick={() => signOut("/api/community/sign-out")} className="font-semibold text-brand-700 hover:underline">
            Sign out
          </button>
          <button type="button" onClick={() => signOut("/api/community/sign-out/everywhere")} className="font-semibold text-brand-700 hover:underline">
            Sign out everywhere
          </button>
        </span>
      </div>
      {signOutFailed && <Notice tone="error" message="Signing out did not work just now. Please try again." />}
      {me.suspended && <Notice tone="error" message={SUSPENDED_MESSAGE} />}
      {!me.username && !me.suspended && <UsernameForm />}
    </div>
  );
}
