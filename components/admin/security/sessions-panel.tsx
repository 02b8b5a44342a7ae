"use client";
// "Sign out everywhere": ends every session of the signed-in admin (each
// browser and every API token), this one included; the login form comes next.
// Logout (the header's button) ends this browser's session only.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { MonitorSmartphone } from "lucide-react";
import { SERVER_FAILED } from "@/components/admin/security/messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

export function SessionsPanel() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden="true" className="h-5 w-5 text-brand-700" /> Sessions
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-neutral-700">
          Logout ends the session of this browser only. If you signed in somewhere you no longer control, or lost a device, sign out everywhere: every
          browser and every API token of your account is signed out, this one too.
        </p>
        <Notice tone="error" message={error} />
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              setError(null);
              const ok = await apiRequest("POST", "/api/admin/auth/sign-out-everywhere").then(
                () => true,
                () => false,
              );
              if (!ok) {
                setError(SERVER_FAILED);
                return;
              }
              toast({ title: "Signed out everywhere", description: "Every session has ended. Sign in again to continue." });
              router.push("/admin/dashboard");
              router.refresh();
            })
          }
        >
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
