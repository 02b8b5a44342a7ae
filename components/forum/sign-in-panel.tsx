"use client";

// The sign-in page's body: the e-mail form (coming back to ?callbackUrl=, a
// path of the shop), Auth.js's word that a link expired or was already used
// (with the way to /orders, whose links land here too when they fail), and,
// once signed in, the username to choose or the way back.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { SignInForm } from "@/components/forum/sign-in-form";
import { UsernameForm } from "@/components/forum/username-form";
import { useMember } from "@/components/forum/use-member";
import { ownReturnPath } from "@/lib/http/return-path";
import { Notice } from "@/components/ui/notice";

export function SignInPanel() {
  const params = useSearchParams();
  const member = useMember();
  // Only paths of the shop are returned to.
  const callbackUrl = ownReturnPath(params.get("callbackUrl"), "/forum");
  const error = params.get("error");
  if (member.status === "signed-in") {
    return (
      <div className="space-y-4">
        <p className="text-neutral-800">
          You are signed in as <strong>{member.member.username ?? member.member.email}</strong>.
        </p>
        {!member.member.username && <UsernameForm />}
        <Link href={callbackUrl} className="font-semibold text-brand-700 hover:underline">
          Continue to the forum
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {error && (
        <Notice
          tone="error"
          message={error === "Verification" ? "This sign-in link has expired or was already used. Ask for a new one below." : "Signing in did not work. Please ask for a new link."}
        >
          {/* Every sign-in link comes back here when it fails, those sent from /orders too. */}
          <p className="mt-1">
            Signing in to see your orders?{" "}
            <Link href="/orders" className="font-semibold underline">
              Ask for a new link there
            </Link>
            .
          </p>
        </Notice>
      )}
      <SignInForm callbackUrl={callbackUrl} intro="Enter your e-mail address and we send you a link to sign in. New here? The same link creates your account." />
    </div>
  );
}
