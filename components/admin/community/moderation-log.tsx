// The moderation log on the moderation page: the latest actions, newest
// first, with when, which admin, what was done to what, and its detail (a
// post's title, the start of a reply, a member's name, a suspension reason).
import type { LogRow } from "@/lib/forum/moderation";
import { LocalDate } from "@/components/track/local-date";
import { loggedAction } from "@/components/admin/community/labels";
import { Section } from "@/components/admin/community/section";

export function LogSection({ log }: { log: LogRow[] }) {
  return (
    <Section id="log" title="Moderation log" count={log.length} empty="No moderation actions yet.">
      <ol className="divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white text-sm shadow-sm">
        {log.map((entry) => (
          <li key={entry.id} data-log-id={entry.id} className="min-w-0 px-4 py-3 md:grid md:grid-cols-[12rem_minmax(0,14rem)_minmax(0,1fr)] md:gap-4">
            <p className="text-neutral-600">
              <LocalDate iso={entry.createdAt} withTime />
            </p>
            <p className="text-neutral-700 wrap-anywhere">{entry.adminEmail}</p>
            <p className="mt-1 md:mt-0">
              <span className="font-semibold text-neutral-900">{loggedAction(entry.action)}</span> <span className="text-neutral-600">· {entry.targetType}</span>
              {entry.detail && <span className="block text-neutral-700 wrap-anywhere">{entry.detail}</span>}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
