// GET /api/admin/orders: the dashboard's order list across every order
// (admins only). ?q= searches e-mail, name, order id and tracking number,
// ?status= filters, ?cursor= pages on (newest first); ?changedSince= answers
// every order changed after that instant, whatever the filters (the 30-second
// refresh places each one by its own filters).
import { invalidInput } from "@/lib/errors";
import { route, withAdmin } from "@/lib/api/route";
import { decodeCursor, listChangedOrders, listOrderPage } from "@/lib/orders/search";
import { orderListQuerySchema } from "@/lib/orders/search-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(
    async ({ admin, query }) => {
      const filters = { q: query.q, status: query.status };
      if (query.changedSince) return Response.json(await listChangedOrders(admin, new Date(query.changedSince)));
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      if (query.cursor && !cursor) throw invalidInput("Unknown page cursor.", { cursor: "Unknown page cursor" });
      return Response.json(await listOrderPage(admin, filters, { cursor, limit: query.limit }));
    },
    { query: orderListQuerySchema },
  ),
});
