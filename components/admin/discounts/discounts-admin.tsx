"use client";
// The owner's discount codes page (/admin/discounts): the codes with their
// figures (read again every minute and after every change), the form that
// creates or edits one, pause and resume, deleting a code that never sold,
// and the artists report.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDeleteDialog } from "@/components/admin/editing/confirm-delete-dialog";
import { useAdminGet, useAdminRead } from "@/components/admin/use-admin-read";
import { ArtistReport } from "@/components/admin/discounts/artist-report";
import { CodeForm } from "@/components/admin/discounts/code-form";
import { CodesTable } from "@/components/admin/discounts/codes-table";
import { termsOf } from "@/components/admin/discounts/format";
import { apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";
import type { ArtistReportJson, DiscountCodeJson, DiscountCodesJson, PickableArtistJson } from "@/lib/discounts/admin";

const CODES_URL = "/api/admin/discounts";
const CODES_POLL_MS = 60_000;

export function DiscountsAdmin({ initial, artists, report }: { initial: DiscountCodesJson; artists: PickableArtistJson[]; report: ArtistReportJson }) {
  const router = useRouter();
  const get = useAdminGet();
  const list = useAdminRead<DiscountCodesJson>(CODES_URL, { initial, refreshInterval: CODES_POLL_MS, failMessage: "The codes could not be refreshed. They are shown as last read." });
  const codes = list.data?.codes ?? initial.codes;
  const sizes = list.data?.sizes ?? initial.sizes;
  /** The form: a new code (null), a code to edit, or closed (undefined). */
  const [editing, setEditing] = useState<DiscountCodeJson | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DiscountCodeJson | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** Saves made here: the report follows each. */
  const [changes, setChanges] = useState(0);
  const changed = async () => {
    setChanges((count) => count + 1);
    await list.reload({ asUse: true });
  };

  /** A refused change: the session is over (the login form comes back), or the API's message. */
  const failed = (error: unknown, title: string) => {
    if (error instanceof HttpError && error.status === 401) {
      router.refresh();
      return;
    }
    toast({ title, description: apiFailureMessage(error, "Please try again."), variant: "destructive" });
  };

  const setActive = async (code: DiscountCodeJson, active: boolean) => {
    setBusyId(code.id);
    try {
      await apiRequest("PATCH", `${CODES_URL}/${code.id}`, { ...termsOf(code), version: code.version, active });
      toast({ title: active ? "Code resumed" : "Code paused", description: active ? `${code.code} works at checkout again.` : `${code.code} gives no discount until it is resumed.` });
    } catch (error) {
      failed(error, active ? "Not resumed" : "Not paused");
    } finally {
      setBusyId(null);
      await changed();
    }
  };

  const confirmDelete = async () => {
    const code = deleting;
    setDeleting(null);
    if (!code) return;
    setBusyId(code.id);
    try {
      await apiRequest("DELETE", `${CODES_URL}/${code.id}`, { version: code.version });
      toast({ title: "Code deleted", description: `${code.code} is gone.` });
      if (editing?.id === code.id) setEditing(undefined);
    } catch (error) {
      failed(error, "Not deleted");
    } finally {
      setBusyId(null);
      await changed();
    }
  };

  const loadLatest = async (id: string) => {
    const latest = await get<DiscountCodesJson>(CODES_URL, { background: false });
    if (!latest) throw new Error("session ended");
    await list.reload();
    return latest.codes.find((code) => code.id === id) ?? null;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-700">
          Codes shoppers type at checkout. Uses count orders made with a code and checkouts holding it now; figures leave cancelled orders out.
        </p>
        <Button size="sm" onClick={() => setEditing(null)} disabled={editing === null}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New code
        </Button>
      </div>
      {editing !== undefined && (
        <CodeForm
          key={editing?.id ?? "new"}
          editing={editing}
          sizes={sizes}
          artists={artists}
          loadLatest={loadLatest}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void changed();
          }}
        />
      )}
      <Notice tone="warning" message={list.error} />
      <CodesTable codes={codes} busyId={busyId} onEdit={(code) => setEditing(code)} onSetActive={(code, active) => void setActive(code, active)} onDelete={setDeleting} />
      <ArtistReport initial={report} changes={changes} />
      <ConfirmDeleteDialog open={deleting !== null} title={`Delete ${deleting?.code ?? "code"}?`} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        <p>The code will no longer work at checkout and cannot be brought back. A code that has sold stays; pause it instead.</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
