import { checkDatabase } from "@/lib/db/health";
import { errorResponse } from "@/lib/http/errors";
import { route, withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => {
    const database = await checkDatabase();
    if (!database.up) {
      console.error("[health] database unreachable:", database.error);
      return errorResponse(503, "database_unavailable", "The database cannot be reached.");
    }
    return Response.json(
      { status: "ok", database: { status: "up", latencyMs: database.latencyMs } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }),
});
