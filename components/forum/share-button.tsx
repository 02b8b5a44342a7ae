"use client";

// Share Post: the phone's share sheet where there is one, otherwise the
// post's address copied to the clipboard.
import { useState } from "react";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";

export function ShareButton({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt("Copy this link:", url);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" className="h-4 w-4" /> {copied ? "Link copied" : "Share Post"}
    </Button>
  );
}
