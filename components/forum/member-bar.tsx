"use client";

// The community's own bar on the forum pages: who is signed in (with sign
// out), the username to choose after a first sign-in, a suspension notice,
// or a sign-in link for visitors.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { UsernameForm } from "@/components/forum/username-form";
import { useMember } from "@/components/forum/use-member";
import { SUSPENDED_MESSAGE } from "@/lib/forum/schema";

export function MemberBar() {
  const member = useMember();
  const pathname = usePathname();
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
  async function signOut() {
    await fetch("/api/community/sign-out", { method: "POST", credentials: "same-origin" });
    member.setMember(null);
  }
  return (
    <div className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm" data-testid="member-bar">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-neutral-800">
          Signed in as <strong className="break-all">{me.username ?? me.email}</strong>
          {me.isArtist && <Badge tone="brand">Artist</Badge>}
        </p>
        <button type="button" onClick={signOut} className="font-semibold text-brand-700 hover:underline">
          Sign out
        </button>
      </div>
      {me.suspended && (
        <p role="alert" className="text-red-700">
          {SUSPENDED_MESSAGE}
        </p>
      )}
      {!me.username && !me.suspended && <UsernameForm />}
    </div>
  );
}
