// GET /api/admin/orders/export: the dashboard's order list as a CSV file
// (admins only), with the list's own filters (?q= searches e-mail, name,
// order id and tracking number, ?status= filters): every matching order,
// newest first, streamed as the download proceeds.
import { route, withAdmin } from "@/lib/api/route";
import { orderCsvStream } from "@/lib/orders/export-csv";
import { eachMatchingOrder } from "@/lib/orders/search";
import { orderListFiltersSchema } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";

/**
 * The orders with the first one already read: a database that cannot answer
 * gets the API's error answer, not a download that breaks off after its header.
 */
async function startedOrders(orders: AsyncGenerator<AdminOrder>): Promise<AsyncGenerator<AdminOrder>> {
  const first = await orders.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* orders;
  })();
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(
    async ({ admin, query }) => {
      const orders = await startedOrders(eachMatchingOrder(admin, { q: query.q, status: query.status }));
      const filename = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      return new Response(orderCsvStream(orders), {
        headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` },
      });
    },
    { query: orderListFiltersSchema },
  ),
});
