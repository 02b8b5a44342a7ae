"use client";
// The owner's moderation page (/admin/community): held posts and replies,
// open reports, recent posts, members and the moderation log. The first
// queue comes from the server; after every action the page asks the API for
// the queue again and shows it. An item's buttons wait while an action on it
// is in flight; a refused action shows the API's message. The API logs each
// action with the admin and the time.
import { useState } from "react";
import { SWRConfig } from "swr";
import { Notice } from "@/components/ui/notice";
import type { MemberRow, ModerationAction, ModerationQueue as Queue } from "@/lib/forum/moderation";
import { apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";
import { PAGE_READS, useAdminRead } from "@/components/admin/use-admin-read";
import { DeleteDialog, SuspendDialog } from "@/components/admin/community/dialogs";
import { HeldSection, ReportsSection } from "@/components/admin/community/held-and-reports";
import { doneMessage, targetKey } from "@/components/admin/community/labels";
import { LogSection } from "@/components/admin/community/moderation-log";
import { MembersSection, PostsSection } from "@/components/admin/community/posts-and-members";
import type { DeleteTarget, QueueActions } from "@/components/admin/community/section";

const NOT_REFRESHED = "Done, but the lists could not be refreshed. Reload the page to see the latest.";
const FAILED = "The action could not be carried out. Please try again.";
const OFFLINE = "The shop could not be reached. Check the connection and try again.";

export function ModerationQueue({ initial }: { initial: Queue }) {
  return (
    <SWRConfig value={PAGE_READS}>
      <ModerationLists initial={initial} />
    </SWRConfig>
  );
}

function ModerationLists({ initial }: { initial: Queue }) {
  // Only the latest read is shown: an earlier one may answer last.
  const read = useAdminRead<Queue>("/api/admin/community", { initial });
  const queue = read.data ?? initial;
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [suspending, setSuspending] = useState<MemberRow | null>(null);

  const run = async (action: ModerationAction) => {
    const key = targetKey(action.targetType, action.targetId);
    setInFlight((keys) => new Set(keys).add(key));
    setError(null);
    setStatus("");
    try {
      try {
        await apiRequest("POST", "/api/admin/community/actions", action);
      } catch (failure) {
        setError(failure instanceof HttpError ? apiFailureMessage(failure, FAILED) : OFFLINE);
        return;
      }
      setStatus(doneMessage(action));
      if (!(await read.reload({ asUse: true }))) setError(NOT_REFRESHED);
    } finally {
      setInFlight((keys) => {
        const rest = new Set(keys);
        rest.delete(key);
        return rest;
      });
    }
  };

  const actions: QueueActions = {
    run: (action) => void run(action),
    askDelete: setDeleting,
    askSuspend: setSuspending,
    busy: (...keys) => keys.some((key) => inFlight.has(key)),
  };

  return (
    <div className="space-y-8">
      {/* Stays in view while the owner works further down the page. */}
      <div className="sticky top-2 z-10 space-y-2">
        <Notice tone="error" message={error} onClose={() => setError(null)} className="shadow-sm" />
        {/* Always in the page, so screen readers announce each new message. */}
        <Notice tone="success" live message={status} onClose={() => setStatus("")} className="shadow-sm" />
      </div>
      <HeldSection held={queue.held} actions={actions} />
      <ReportsSection reports={queue.reports} actions={actions} />
      <PostsSection posts={queue.posts} actions={actions} />
      <MembersSection members={queue.members} actions={actions} />
      <LogSection log={queue.log} />
      <DeleteDialog
        target={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(target) => {
          setDeleting(null);
          actions.run({ targetType: target.targetType, targetId: target.targetId, action: "delete" });
        }}
      />
      <SuspendDialog
        member={suspending}
        onCancel={() => setSuspending(null)}
        onConfirm={(member, reason) => {
          setSuspending(null);
          actions.run({ targetType: "member", targetId: member.id, action: "suspend", ...(reason ? { reason } : {}) });
        }}
      />
    </div>
  );
}
