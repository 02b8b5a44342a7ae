// GET /api/admin/marketing/consent-log: every subscription and unsubscribe
// (time, address, source, the exact text shown or how, the proof) as a CSV
// file, streamed as it downloads (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { consentCsvStream } from "@/lib/marketing/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(({ admin }) => {
    const filename = `consent-log-${new Date().toISOString().slice(0, 10)}.csv`;
    return new Response(consentCsvStream(admin), { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` } });
  }),
});
