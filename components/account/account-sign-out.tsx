"use client";

// Signing out of the account (the same session as the community's): this
// browser, or every browser of the account. Back to /orders afterwards.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { apiRequest, HttpError } from "@/lib/http/client";

export function AccountSignOut() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  async function signOut(address: string) {
    setFailed(false);
    try {
      await apiRequest("POST", address);
    } catch (error) {
      // 401: the session had ended already.
      if (!(error instanceof HttpError && error.status === 401)) {
        setFailed(true);
        return;
      }
    }
    router.replace("/orders");
    router.refresh();
  }
  return (
    <div className="space-y-2">
      <span className="flex flex-wrap gap-4 text-sm">
        <button type="button" onClick={() => void signOut("/api/community/sign-out")} className="font-semibold text-brand-700 hover:underline">
          Sign out
        </button>
        <button type="button" onClick={() => void signOut("/api/community/sign-out/everywhere")} className="font-semibold text-brand-700 hover:underline">
          Sign out everywhere
        </button>
      </span>
      {failed && <Notice tone="error" message="Signing out did not work just now. Please try again." />}
    </div>
  );
}
