"use client";
// The subscribers, 50 a page, newest first, searched by e-mail
// (GET /api/admin/marketing/subscribers), with the number subscribed and the
// consent log's CSV download.
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formCardClass, inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { formatDateTime } from "@/lib/format/dates";
import type { SubscriberPage } from "@/lib/marketing/admin";

export function SubscriberList({ initial }: { initial: SubscriberPage }) {
  const [data, setData] = React.useState(initial);
  const [q, setQ] = React.useState("");
  const [shownFor, setShownFor] = React.useState("");
  const [failure, setFailure] = React.useState<string | null>(null);

  async function load(query: string, page: number) {
    setFailure(null);
    try {
      const res = await apiRequest("GET", `/api/admin/marketing/subscribers?${new URLSearchParams({ q: query, page: String(page) })}`);
      setData((await res.json()) as SubscriberPage);
      setShownFor(query);
    } catch (error) {
      setFailure(apiFailureMessage(error, "The subscribers could not be loaded. Please try again."));
    }
  }

  return (
    <section aria-labelledby="subscribers-heading" className={formCardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-heading" className={sectionHeadingClass}>
          Subscribers
        </h2>
        <a href="/api/admin/marketing/consent-log" className="font-medium text-brand-700 underline" download>
          Download the consent log (CSV)
        </a>
      </div>
      <p className="text-neutral-700" data-testid="subscriber-count">
        {data.subscribed === 1 ? "1 address is subscribed." : `${data.subscribed.toLocaleString("en-US")} addresses are subscribed.`}
      </p>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void load(q.trim(), 1);
        }}
      >
        <label className="flex flex-col text-neutral-800">
          Search by e-mail
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} className={`${inputClass} w-64 max-w-full`} />
        </label>
        <Button type="submit" size="sm" variant="outline">
          Search
        </Button>
      </form>
      <Notice tone="error" message={failure} />
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Subscribers table">
        <table className="w-full min-w-[32rem] text-left" data-shown-for={shownFor}>
          <caption className="sr-only">Subscribers, newest first</caption>
          <thead className="text-neutral-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">E-mail</th>
              <th scope="col" className="py-2 pr-3 font-medium">Source</th>
              <th scope="col" className="py-2 pr-3 font-medium">Subscribed</th>
              <th scope="col" className="py-2 font-medium">Unsubscribed</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.email} className="border-t border-neutral-100" data-testid="subscriber-row">
                <td className="py-2 pr-3 break-all">{row.email}</td>
                <td className="py-2 pr-3">{row.source}</td>
                <td className="py-2 pr-3">{formatDateTime(row.subscribedAt)}</td>
                <td className="py-2">{row.unsubscribedAt ? formatDateTime(row.unsubscribedAt) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data.rows.length === 0 && <p className="py-3 text-neutral-700">{shownFor ? "No address matches this search." : "No subscribers yet."}</p>}
      </div>
      {(data.page > 1 || data.hasMore) && (
        <nav aria-label="Subscriber pages" className="flex justify-between">
          <Button size="sm" variant="outline" disabled={data.page <= 1} onClick={() => void load(shownFor, data.page - 1)}>
            Previous
          </Button>
          <span className="self-center text-neutral-700">Page {data.page}</span>
          <Button size="sm" variant="outline" disabled={!data.hasMore} onClick={() => void load(shownFor, data.page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
