// Printing the shipping labels of several orders at once: one HTML document
// with a 4×6 in page per label, which the owner prints from the browser onto
// a roll of 4×6 labels. Each order gives its latest label that is not void
// (a voided label must never be stuck on a parcel). A local label is the
// generator's own HTML; a label bought from a provider is its image when the
// provider sent one, else a link to the document at the carrier. Orders
// without a printable label are left out, and the page says which on screen
// only (never on a label).
import "server-only";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { escapeHtml } from "@/lib/format/html";

interface PrintableLabel {
  trackingNumber: string;
  labelFormat: string;
  labelData: string | null;
  labelUrl: string | null;
}

const IMAGE_FORMATS = new Set(["png", "gif", "jpg", "jpeg"]);
const IMAGE_PATH = /\.(png|gif|jpe?g)$/i;

const STYLE = [
  "@page{size:4in 6in;margin:0}",
  "html,body{margin:0;padding:0}",
  "section.label{box-sizing:border-box;width:4in;height:6in;overflow:hidden;break-after:page;page-break-after:always}",
  "section.label:last-of-type{break-after:auto;page-break-after:auto}",
  ".label-content{box-sizing:border-box;height:100%;padding:0.125in}",
  ".label-content .shipping-label{box-sizing:border-box;max-width:100%}",
  ".label-image{display:block;width:100%;height:100%;object-fit:contain}",
  ".label-link{font-family:Arial,sans-serif;font-size:14px;word-break:break-all}",
  "@media screen{body{background:#eee;font-family:Arial,sans-serif}.screen-only{padding:16px}section.label{background:#fff;margin:16px;outline:1px dashed #888}}",
  "@media print{.screen-only{display:none}}",
].join("\n");

/** A provider's address as a link may carry it: http(s) only. */
function webAddress(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What is inside <body> of a stored label page; the local generator stores the fragment alone. */
function bodyContent(html: string): string {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

/** The label's page content, or null when there is nothing to print. */
function labelContent(label: PrintableLabel): string | null {
  if (label.labelData) return `<div class="label-content">${bodyContent(label.labelData)}</div>`;
  const url = webAddress(label.labelUrl);
  if (!url) return null;
  if (IMAGE_FORMATS.has(label.labelFormat.toLowerCase()) || IMAGE_PATH.test(new URL(url).pathname)) {
    return `<img class="label-image" src="${escapeHtml(url)}" alt="${escapeHtml(`Shipping label ${label.trackingNumber}`)}">`;
  }
  return `<div class="label-content"><p class="label-link">Label at the carrier: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p class="label-link">Tracking number ${escapeHtml(label.trackingNumber)}</p></div>`;
}

/**
 * The printable document of these orders' labels, in the order given. Every
 * id must be an order of the shop (404 otherwise).
 */
export async function printableLabels(admin: AdminPrincipal, orderIds: string[]): Promise<string> {
  assertAdmin(admin);
  // The route's query schema has checked the list: 1 to MAX_BULK_ORDERS UUIDs.
  const ids = [...new Set(orderIds)];

  const orders = await db.order.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      labels: {
        where: { voidedAt: null },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 1,
        select: { trackingNumber: true, labelFormat: true, labelData: true, labelUrl: true },
      },
    },
  });
  if (orders.length !== ids.length) throw notFound("Some of the selected orders do not exist.");
  const byId = new Map(orders.map((order) => [order.id, order.labels[0]]));

  const sections: string[] = [];
  const withoutLabel: string[] = [];
  for (const id of ids) {
    const label = byId.get(id);
    const content = label ? labelContent(label) : null;
    if (content) sections.push(`<section class="label" data-order-id="${escapeHtml(id)}">${content}</section>`);
    else withoutLabel.push(id);
  }

  const title = `Shipping labels (${sections.length})`;
  const missing = withoutLabel.length
    ? `<p>No label to print for ${withoutLabel.length === 1 ? "this order" : `these ${withoutLabel.length} orders`}:</p>
<ul class="without-label">${withoutLabel.map((id) => `<li>${escapeHtml(id)}</li>`).join("")}</ul>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style></head>
<body><header class="screen-only"><h1>${escapeHtml(title)}</h1>
<p>Print on 4×6 in labels, one label per page, without margins or headers.</p>
${missing}</header>
${sections.join("\n")}
</body></html>`;
}
