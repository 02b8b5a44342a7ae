"use client";
// The owner's tutorials page (/admin/tutorials): every tutorial, published or
// not, with Edit, Publish/Unpublish, Feature/Unfeature and Delete (after a
// confirmation), and the form for a new or an existing tutorial. The first
// list comes from the server; after every change the page reads GET
// /api/admin/tutorials again and shows it. A refused change shows the API's
// message; a stale one (edit_conflict) also brings the list up to date.
import { useRef, useState } from "react";
import { SWRConfig } from "swr";
import { Notice } from "@/components/ui/notice";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/http/client";
import { PAGE_READS, useAdminRead } from "@/components/admin/use-admin-read";
import { ConfirmDeleteDialog } from "@/components/admin/editing/confirm-delete-dialog";
import { refusal } from "@/components/admin/editing/use-editor-form";
import { TutorialForm } from "@/components/admin/tutorials/tutorial-form";
import { TutorialList, type ListActions } from "@/components/admin/tutorials/tutorial-list";
import { fieldsOf, TUTORIALS_URL, tutorialUrl, type AdminTutorial, type AdminTutorialsJson } from "@/components/admin/tutorials/types";

const NOT_REFRESHED = "Done, but the list could not be refreshed. Reload the page to see the latest.";
const REFRESHED = "The list now shows the latest version.";

/** The form open: a new tutorial (null) or a copy of the one edited; key starts it afresh. */
interface Editing {
  tutorial: AdminTutorial | null;
  key: number;
}

export function TutorialsEditor({ initial }: { initial: AdminTutorialsJson }) {
  return (
    <SWRConfig value={PAGE_READS}>
      <TutorialsPage initial={initial} />
    </SWRConfig>
  );
}

function TutorialsPage({ initial }: { initial: AdminTutorialsJson }) {
  // Only the latest read of the list is shown: an earlier one may answer last.
  const list = useAdminRead<AdminTutorialsJson>(TUTORIALS_URL, { initial });
  const data = list.data ?? initial;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [deleting, setDeleting] = useState<AdminTutorial | null>(null);
  const opened = useRef(0);
  const newButton = useRef<HTMLButtonElement>(null);

  const refresh = () => list.reload({ asUse: true });

  /** After a change the API accepted: say so, show it at once, then read the list again. */
  const afterChange = async (message: string, apply: (tutorials: AdminTutorial[]) => AdminTutorial[]) => {
    setStatus(message);
    list.update((current) => ({ ...current, tutorials: apply(current.tutorials) }));
    if (!(await refresh())) setError(NOT_REFRESHED);
  };

  /** After a refused change: the API's message, and the list again when it was stale. */
  const afterRefusal = async (result: { message: string; conflict: boolean }) => {
    setError(result.message);
    if (result.conflict && (await refresh())) setError(`${result.message} ${REFRESHED}`);
  };

  const track = async (id: string, work: () => Promise<void>) => {
    setInFlight((ids) => new Set(ids).add(id));
    setError(null);
    setStatus("");
    try {
      await work();
    } finally {
      setInFlight((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    }
  };

  /** Opens the form; the one already open for the same tutorial keeps what was typed. */
  const open = (tutorial: AdminTutorial | null) => {
    setError(null);
    setStatus("");
    if (editing && (editing.tutorial?.id ?? null) === (tutorial?.id ?? null)) return;
    setEditing({ tutorial, key: ++opened.current });
  };

  /** Closes the form; focus goes back to New tutorial rather than to the page's start. */
  const close = () => {
    setEditing(null);
    newButton.current?.focus();
  };

  const toggle = (tutorial: AdminTutorial, flag: "published" | "featured") =>
    void track(tutorial.id, async () => {
      let saved: AdminTutorial;
      try {
        const res = await apiRequest("PATCH", tutorialUrl(tutorial.id), { version: tutorial.version, ...fieldsOf(tutorial), [flag]: !tutorial[flag] });
        saved = ((await res.json()) as { tutorial: AdminTutorial }).tutorial;
      } catch (failure) {
        return afterRefusal(refusal(failure));
      }
      await afterChange("Saved.", (tutorials) => tutorials.map((item) => (item.id === saved.id ? saved : item)));
    });

  const remove = (tutorial: AdminTutorial) =>
    void track(tutorial.id, async () => {
      try {
        await apiRequest("DELETE", tutorialUrl(tutorial.id), { version: tutorial.version });
      } catch (failure) {
        return afterRefusal(refusal(failure));
      }
      setEditing((current) => (current?.tutorial?.id === tutorial.id ? null : current));
      await afterChange("Deleted.", (tutorials) => tutorials.filter((item) => item.id !== tutorial.id));
    });

  const actions: ListActions = {
    edit: (tutorial) => open(tutorial),
    toggle,
    askDelete: setDeleting,
    busy: (id) => inFlight.has(id),
  };

  return (
    <div className="space-y-8">
      {/* Stays in view while the owner works further down the page. */}
      <div className="sticky top-2 z-10 space-y-2">
        <Notice tone="error" message={error} onClose={() => setError(null)} className="shadow-sm" />
        {/* Always in the page, so screen readers announce each new message. */}
        <Notice tone="success" live message={status} onClose={() => setStatus("")} className="shadow-sm" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600">Videos for the tutorials pages, newest first. Drafts are shown only here.</p>
        <Button ref={newButton} onClick={() => open(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New tutorial
        </Button>
      </div>
      {editing && (
        <TutorialForm
          key={editing.key}
          tutorial={editing.tutorial}
          limits={data.limits}
          reloadLatest={refresh}
          onStatus={setStatus}
          onCancel={close}
          onSaved={(saved, message) => {
            const added = editing.tutorial === null;
            close();
            setError(null);
            void afterChange(message, (tutorials) =>
              added ? [saved, ...tutorials.filter((item) => item.id !== saved.id)] : tutorials.map((item) => (item.id === saved.id ? saved : item)),
            );
          }}
        />
      )}
      <TutorialList tutorials={data.tutorials} actions={actions} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete this tutorial?"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting(null);
          remove(deleting);
        }}
      >
        <p>“{deleting?.title}” is removed from the shop for good. This cannot be undone; Unpublish keeps it as a draft instead.</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
