// The first two sections of the moderation page: posts and replies held for
// review (Approve, Hide, Delete), and open reports from members (hide or
// delete what was reported, or dismiss the report), oldest first.
import type { QueueItem, ReportItem } from "@/lib/forum/moderation";
import { REPORT_REASONS } from "@/lib/forum/schema";
import { Button } from "@/components/ui/button";
import { LocalDate } from "@/components/track/local-date";
import { targetKey } from "@/components/admin/community/labels";
import { cardClass, ItemText, Section, type QueueActions } from "@/components/admin/community/section";

const reasonLabel = (reason: string) => REPORT_REASONS[reason as keyof typeof REPORT_REASONS] ?? reason;

/** Hide and Delete of a held or reported post or reply. */
function HideDelete({ item, actions, disabled }: { item: QueueItem; actions: QueueActions; disabled: boolean }) {
  return (
    <>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.run({ targetType: item.type, targetId: item.id, action: "hide" })}>
        Hide
      </Button>
      <Button size="sm" variant="destructive" disabled={disabled} onClick={() => actions.askDelete({ targetType: item.type, targetId: item.id, title: item.title })}>
        Delete
      </Button>
    </>
  );
}

export function HeldSection({ held, actions }: { held: QueueItem[]; actions: QueueActions }) {
  return (
    <Section id="held" title="Waiting for review" count={held.length} empty="Nothing is waiting for review.">
      <ul className="space-y-3">
        {held.map((item) => {
          const disabled = actions.busy(targetKey(item.type, item.id));
          return (
            <li key={item.id} data-held-id={item.id} className={cardClass}>
              <ItemText item={item} />
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" disabled={disabled} onClick={() => actions.run({ targetType: item.type, targetId: item.id, action: "approve" })}>
                  Approve
                </Button>
                <HideDelete item={item} actions={actions} disabled={disabled} />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function ReportsSection({ reports, actions }: { reports: ReportItem[]; actions: QueueActions }) {
  return (
    <Section id="reports" title="Reports" count={reports.length} empty="No open reports.">
      <ul className="space-y-3">
        {reports.map((report) => {
          const disabled = actions.busy(targetKey("report", report.id), targetKey(report.target.type, report.target.id));
          return (
            <li key={report.id} data-report-id={report.id} className={cardClass}>
              <div className="rounded-xl bg-amber-50 p-3 text-amber-950">
                <p className="font-semibold">{reasonLabel(report.reason)}</p>
                {report.note && <p className="mt-1 whitespace-pre-line wrap-anywhere">“{report.note}”</p>}
                <p className="mt-1 text-amber-900">
                  Reported by <span className="font-medium wrap-anywhere">{report.reporter}</span> · <LocalDate iso={report.createdAt} withTime />
                </p>
                {report.alsoReported > 0 && (
                  <p className="mt-1 font-medium">
                    Also reported {report.alsoReported} {report.alsoReported === 1 ? "time" : "times"}
                  </p>
                )}
              </div>
              <div className="mt-3">
                <ItemText item={report.target} />
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <HideDelete item={report.target} actions={actions} disabled={disabled} />
                <Button size="sm" variant="ghost" disabled={disabled} onClick={() => actions.run({ targetType: "report", targetId: report.id, action: "dismiss" })}>
                  Dismiss
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
