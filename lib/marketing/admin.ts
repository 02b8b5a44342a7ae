// What the owner sees of marketing e-mail (admins only): the subscribers,
// paged and searched by e-mail, with the number subscribed, and the consent
// log as a CSV file streamed as it downloads (lib/orders/export-csv.ts's
// cells: RFC 4180, formula-like cells defused).
import "server-only";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { csvRow, UTF8_BOM } from "@/lib/orders/export-csv";

export const SUBSCRIBERS_PAGE_SIZE = 50;

export interface SubscriberJson {
  email: string;
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  subscribed: number;
  matching: number;
  page: number;
  hasMore: boolean;
  rows: SubscriberJson[];
}

export async function listSubscribers(admin: AdminPrincipal, { q, page }: { q: string; page: number }): Promise<SubscriberPage> {
  assertAdmin(admin);
  const where = q ? { email: { contains: q.toLowerCase() } } : {};
  const [subscribed, matching, rows] = [
    await db.subscriber.count({ where: { unsubscribedAt: null } }),
    await db.subscriber.count({ where }),
    await db.subscriber.findMany({ where, orderBy: [{ subscribedAt: "desc" }, { id: "asc" }], skip: (page - 1) * SUBSCRIBERS_PAGE_SIZE, take: SUBSCRIBERS_PAGE_SIZE }),
  ];
  return {
    subscribed,
    matching,
    page,
    hasMore: page * SUBSCRIBERS_PAGE_SIZE < matching,
    rows: rows.map((row) => ({ email: row.email, source: row.source, subscribedAt: row.subscribedAt.toISOString(), unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null })),
  };
}

export const CONSENT_CSV_HEADER = ["Time", "E-mail", "Action", "Source", "Text shown or how", "Reference"] as const;

const PAGE = 500;

/** Every consent event, oldest first, read a page at a time. */
async function* eachConsentEvent() {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: { id: string; email: string; action: string; source: string; text: string; reference: string | null; createdAt: Date }[] = await db.consentEvent.findMany({
      where: after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {},
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: PAGE,
    });
    yield* rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The consent log as a CSV byte stream (admins only): read as the reader asks for more. */
export function consentCsvStream(admin: AdminPrincipal): ReadableStream<Uint8Array> {
  assertAdmin(admin);
  const encoder = new TextEncoder();
  const events = eachConsentEvent();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = started ? "" : UTF8_BOM + csvRow(CONSENT_CSV_HEADER);
        started = true;
        while (text.length < 16 * 1024) {
          const next = await events.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          const e = next.value;
          text += csvRow([e.createdAt.toISOString(), e.email, e.action, e.source, e.text, e.reference]);
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await events.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
