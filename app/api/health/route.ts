import { checkDatabase } from "@/lib/db/health";
import { unavailable } from "@/lib/errors";
import { route, withPublic } from "@/lib/api/route";
import { logger } from "@/lib/log";

const log = logger("health");

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => {
    const database = await checkDatabase();
    if (!database.up) {
      log.error("database unreachable", { error: database.error });
      throw unavailable("The database cannot be reached.", "database_unavailable");
    }
    return Response.json(
      { status: "ok", database: { status: "up", latencyMs: database.latencyMs } },
      { headers: { "Cache-Control": "no-store" } },
    );
  }),
});
