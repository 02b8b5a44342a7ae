// /forum/sign-in: signing in to the community by an e-mail link. A static
// page; what it says depends on its query (?callbackUrl=, and Auth.js's
// ?error= for a link that expired or was used), read in the browser.
import type { Metadata } from "next";
import { Suspense } from "react";
import { SignInPanel } from "@/components/forum/sign-in-panel";
import { BackLink } from "@/components/forum/back-link";

export const metadata: Metadata = { title: "Sign in · Artist Community", robots: { index: false } };

export default function ForumSignInPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Sign in to the community</h1>
      <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
        <Suspense fallback={null}>
          <SignInPanel />
        </Suspense>
      </div>
    </main>
  );
}
