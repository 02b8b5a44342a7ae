// GET /api/admin/discounts/report/export?from=YYYY-MM-DD&to=YYYY-MM-DD: the
// artists report as a CSV file for a spreadsheet (admins only): one row per
// artist and a row of totals, written as the order export is.
import { route, withAdmin } from "@/lib/api/route";
import { artistReportCsv } from "@/lib/discounts/admin";
import { artistReportQuerySchema } from "@/lib/discounts/admin-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(
    async ({ admin, query }) => {
      const { filename, text } = await artistReportCsv(admin, query);
      return new Response(text, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` } });
    },
    { query: artistReportQuerySchema },
  ),
});
