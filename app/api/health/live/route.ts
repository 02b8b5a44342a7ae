// Liveness for orchestrators: the process answers. No database, no other
// service: a database outage must not get healthy instances restarted.
// Never stored by a cache (the shop's server keeps only shareable answers).
import { servedBuildId } from "@/lib/site/build-id";
import { route, withPublic } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(() => Response.json({ status: "ok", build: servedBuildId() }, { headers: { "Cache-Control": "no-store" } })),
});
