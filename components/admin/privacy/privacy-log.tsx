"use client";
// The log of privacy requests: each link sent, download and deletion (with
// what it removed), newest first, read again every minute.
import { useAdminRead } from "@/components/admin/use-admin-read";
import { formatDateTime } from "@/components/admin/dashboard/format";
import { sectionHeadingClass } from "@/components/admin/editing/styles";
import { Notice } from "@/components/ui/notice";
import type { PrivacyLogJson } from "@/lib/privacy/admin";

const ACTIONS: Record<string, string> = { link_sent: "Link sent", downloaded: "Downloaded", deleted: "Deleted" };

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What an entry's counts say: "2 orders anonymised, 1 review deleted, forum posts kept as Deleted member". */
function describe(action: string, detail: unknown): string {
  if (!detail || typeof detail !== "object") return "";
  const d = detail as Record<string, number | boolean | string | undefined>;
  const n = (key: string) => (typeof d[key] === "number" ? (d[key] as number) : 0);
  if (action === "downloaded") {
    return [
      plural(n("orders"), "order"),
      plural(n("reviews"), "review"),
      d.forumAccount ? `forum account (${plural(n("forumPosts"), "post")}, ${plural(n("forumReplies"), "reply", "replies")})` : "no forum account",
      plural(n("wholesaleApplications"), "application"),
      plural(n("emails"), "e-mail"),
    ].join(", ");
  }
  if (action === "deleted") {
    const forum = d.forumAccount
      ? `forum account deleted, ${plural(n("forumPosts"), "post")} and ${plural(n("forumReplies"), "reply", "replies")} ${d.forum === "remove" ? "removed" : 'kept as "Deleted member"'}`
      : "no forum account";
    return [
      `${plural(n("orders"), "order")} anonymised`,
      `${plural(n("reviews"), "review")} deleted`,
      forum,
      `${plural(n("wholesaleApplications"), "application")} anonymised`,
      `${plural(n("emails"), "e-mail")} deleted`,
    ].join(", ");
  }
  return "";
}

export function PrivacyLog({ initial }: { initial: PrivacyLogJson }) {
  const read = useAdminRead<PrivacyLogJson>("/api/admin/privacy", { initial, refreshInterval: 60_000, failMessage: "The log could not be read. It is read again every minute." });
  const log = read.data ?? initial;
  return (
    <section aria-labelledby="privacy-log-heading" className="min-w-0 space-y-4 rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="privacy-log-heading" className={sectionHeadingClass}>
        Privacy requests
      </h2>
      <p className="text-neutral-700">
        Anyone can ask at /privacy/request for a link to the data kept about their e-mail address; the link goes to that address only. Each link
        sent, download and deletion is listed here{log.total > log.requests.length ? ` (the newest ${log.requests.length} of ${log.total})` : ""}.
      </p>
      <Notice tone="warning" message={read.error} />
      {log.requests.length === 0 ? (
        <p className="text-neutral-600">No privacy requests yet.</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <div className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700" tabIndex={0} role="region" aria-label="Privacy requests, newest first">
          <table className="w-full min-w-[40rem] text-left" data-testid="privacy-log">
            <thead className="border-b border-neutral-200 text-neutral-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">When</th>
                <th scope="col" className="py-2 pr-4 font-medium">E-mail</th>
                <th scope="col" className="py-2 pr-4 font-medium">Request</th>
                <th scope="col" className="py-2 font-medium">What it covered</th>
              </tr>
            </thead>
            <tbody>
              {log.requests.map((entry) => (
                <tr key={entry.id} className="border-b border-neutral-100 align-top" data-testid="privacy-log-entry">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="py-2 pr-4 break-words">{entry.email}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{ACTIONS[entry.action] ?? entry.action}</td>
                  <td className="py-2 text-neutral-700">{describe(entry.action, entry.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
