"use client";

// /orders' form: the e-mail address ordered with, to which the shop sends its
// sign-in link (the community's own, returning to /account). The answer is
// the same whether or not the address has orders. A visitor who is signed in
// already is sent on to their orders instead.
import Link from "next/link";
import { SignInForm } from "@/components/forum/sign-in-form";
import { useMember } from "@/components/forum/use-member";
import { buttonClasses } from "@/components/ui/button";

export function OrdersSignIn() {
  const member = useMember();
  // Most visitors are signed out: the form shows at once, and gives way if the browser turns out to be signed in.
  if (member.status === "signed-in") {
    return (
      <div className="space-y-4">
        <p className="text-neutral-800">
          You are signed in as <strong className="break-all">{member.member.email}</strong>.
        </p>
        <Link href="/account" className={buttonClasses()}>
          See your orders
        </Link>
      </div>
    );
  }
  return <SignInForm callbackUrl="/account" intro="Enter the e-mail address you ordered with. We send you a link that signs you in to see your orders." />;
}
