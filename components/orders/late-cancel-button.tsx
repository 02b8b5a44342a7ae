"use client";
// "Cancel order" on the page of a delay notice's link (/orders/cancel): one
// POST to /api/orders/cancel with the link's token (opening the page never
// cancels; mail scanners follow links). The answer replaces the button: what
// was refunded, or why the order could not be cancelled (it shipped
// meanwhile, the link was used), in words the customer can act on.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";

const FAILED = "Your order could not be cancelled just now. Please try again.";

export function LateCancelButton({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (done) return <Notice tone="success" message={done} />;

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await apiRequest("POST", "/api/orders/cancel", { token });
      setDone(((await res.json()) as { message: string }).message);
    } catch (error) {
      setFailure(apiFailureMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <Notice tone="error" message={failure} live />
      <Button type="button" variant="destructive" onClick={cancel} disabled={busy} className="w-full sm:w-auto">
        {busy ? "Cancelling..." : "Cancel order"}
      </Button>
    </div>
  );
}
