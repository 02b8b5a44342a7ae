// The latest changes made with the owner's editors, newest first: when, who
// and what.
import { LocalDate } from "@/components/track/local-date";
import { ContentSection } from "@/components/admin/content/section";
import type { ContentChange } from "@/components/admin/content/types";
import { Notice } from "@/components/ui/notice";

export function ChangeLog({ changes, stale }: { changes: readonly ContentChange[]; stale: boolean }) {
  return (
    <ContentSection id="changes" title="Change log" intro="The latest 50 changes made with the owner's editors (products, tutorials and this page), newest first.">
      {stale && <Notice tone="warning" message="Saved, but the change log could not be refreshed. Reload the page to see the latest changes." />}
      {changes.length === 0 ? (
        <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">No changes yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">When</th>
                <th scope="col" className="px-4 py-2 font-semibold">Who</th>
                <th scope="col" className="px-4 py-2 font-semibold">What</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {changes.map((change) => (
                <tr key={change.id} data-change-id={change.id}>
                  <td className="px-4 py-2 whitespace-nowrap text-neutral-600">
                    <LocalDate iso={change.createdAt} withTime />
                  </td>
                  <td className="px-4 py-2 text-neutral-700 wrap-anywhere">{change.adminEmail}</td>
                  <td className="px-4 py-2 text-neutral-900 wrap-anywhere">{change.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ContentSection>
  );
}
