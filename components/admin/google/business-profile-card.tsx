"use client";
// My Business: the accounts of the connected Google user and the Authorize
// button, which opens Google's consent page in a new window.
import { useState } from "react";
import { ExternalLink, RefreshCw } from "lucide-react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getJson, READ_OPTIONS } from "@/lib/http/read";
import { StatusDot } from "./status-dot";

interface Account {
  name: string;
  accountName: string;
  type: string | null;
  verificationState: string | null;
}

type Load = { state: "loading" } | { state: "done"; accounts: Account[]; message: string } | { state: "failed"; error: string };

/** The accounts, read at once and again whenever the window gets the focus back (coming back from Google's window shows the new ones). */
function useAccounts() {
  const { data, error, mutate } = useSWR(
    "/api/google-my-business/accounts",
    (url: string) => getJson<{ accounts: Account[]; message: string }>(url),
    { ...READ_OPTIONS, revalidateOnFocus: true, focusThrottleInterval: 0 },
  );
  const load: Load = error
    ? { state: "failed", error: (error as Error).message }
    : data
      ? { state: "done", accounts: data.accounts, message: data.message }
      : { state: "loading" };
  /** Empties the list (Loading accounts…) and reads it again. */
  const refresh = () => void mutate(undefined);
  return { load, refresh };
}

export function BusinessProfileCard({ configured, connected }: { configured: boolean; connected: boolean }) {
  const { load, refresh } = useAccounts();
  const [starting, setStarting] = useState(false);

  async function authorize() {
    setStarting(true);
    // Opened before the request so that popup blockers see the click.
    const popup = window.open("", "google-business-auth", "width=520,height=700");
    try {
      const { authUrl } = await getJson<{ authUrl: string }>("/api/google-my-business/auth");
      if (popup) {
        popup.opener = null;
        popup.location.href = authUrl;
      } else {
        window.open(authUrl, "_blank", "noopener");
      }
      toast({ title: "Authorization Started", description: "Finish signing in with Google in the new window." });
    } catch {
      popup?.close();
      toast({ title: "Failed to start Google My Business authorization", variant: "destructive" });
    } finally {
      setStarting(false);
    }
  }

  const connectedNow = load.state === "done" ? load.accounts.length > 0 || connected : connected;
  return (
    <div className="flex h-full flex-col gap-4">
      <StatusDot
        status={!configured ? "off" : connectedNow ? "ok" : "warning"}
        label={!configured ? "Not Configured" : connectedNow ? "Connected" : "Not Connected"}
      />
      <div aria-live="polite" data-testid="gmb-accounts">
        {load.state === "loading" && <p className="text-sm text-neutral-600">Loading accounts…</p>}
        {load.state === "failed" && <p className="text-sm text-red-700">Accounts could not be loaded ({load.error}).</p>}
        {load.state === "done" && (
          <>
            <p className="text-sm text-neutral-700">{load.message}</p>
            {load.accounts.length > 0 && (
              <ul className="mt-3 divide-y divide-neutral-100 rounded-xl border border-neutral-200">
                {load.accounts.map((account) => (
                  <li key={account.name} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="font-medium text-neutral-900">{account.accountName}</span>
                    <span className="text-neutral-600">
                      {[account.type, account.verificationState].filter(Boolean).join(" · ").toLowerCase().replaceAll("_", " ")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" onClick={authorize} disabled={starting}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Authorize
        </Button>
        <Button size="sm" variant="outline" onClick={refresh} disabled={load.state === "loading"}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh Accounts
        </Button>
      </div>
    </div>
  );
}
