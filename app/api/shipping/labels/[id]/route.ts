// GET /api/shipping/labels/{id}: the printable label (admins only). Local
// labels are a print-ready page; a provider's label redirects to its document.
import { notFound } from "@/lib/errors";
import { route, withAdmin } from "@/lib/api/route";
import { escapeHtml } from "@/lib/format/html";
import { findShippingLabel } from "@/lib/shipping/labels";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, params }) => {
    const label = await findShippingLabel(admin, params.id);
    if (!label) throw notFound("Label not found.");
    if (!label.labelData && label.labelUrl) return Response.redirect(label.labelUrl, 302);
    if (!label.labelData) throw notFound("Label document not available.");
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Label ${escapeHtml(label.trackingNumber)}</title>
<style>@page{size:4in 6in;margin:0}body{margin:0;padding:16px}@media print{.no-print{display:none}}</style></head>
<body><p class="no-print">Print this page on a 4×6 in label.</p>${label.labelData}</body></html>`;
    return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
  }),
});
