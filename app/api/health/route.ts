import { checkDatabase } from "@/lib/db/health";
import { errorResponse } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = await checkDatabase();
  if (!database.up) {
    console.error("[health] database unreachable:", database.error);
    return errorResponse(503, "database_unavailable", "The database cannot be reached.");
  }
  return Response.json(
    { status: "ok", database: { status: "up", latencyMs: database.latencyMs } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
