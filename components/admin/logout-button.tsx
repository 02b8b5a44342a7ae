"use client";
// Logout clears the session cookie (server) and the stored bearer token.
import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { logoutAdmin } from "@/app/admin/actions";
import { Button } from "@/components/ui/button";
import { adminToken } from "@/components/admin/admin-token";

export function LogoutButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          adminToken.clear();
          await logoutAdmin();
          router.refresh();
        })
      }
    >
      <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
    </Button>
  );
}
