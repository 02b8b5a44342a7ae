// Readiness for orchestrators and load balancers: 200 while this instance
// should be sent requests (its database answers and has every migration this
// build ships, and it is not stopping); 503 otherwise, in the API error
// format with the reason's code (draining, database_unavailable,
// migrations_pending). It turns 503 the moment SIGTERM arrives, while the
// instance still answers for its drain period (server/serve.ts). No abuse
// limit (a probe every second is normal) and never stored by a cache.
import { checkReadiness } from "@/lib/db/health";
import { servedBuildId } from "@/lib/site/build-id";
import { route, withPublic } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async () => {
    const build = servedBuildId();
    const readiness = await checkReadiness();
    if (!readiness.ready) {
      const { code, message, migrations } = readiness;
      return Response.json({ error: { code, message }, status: "not_ready", build, ...(migrations ? { migrations } : {}) }, { status: 503, headers: NO_STORE });
    }
    return Response.json(
      { status: "ready", build, database: { status: "up", latencyMs: readiness.latencyMs }, migrations: readiness.migrations },
      { headers: NO_STORE },
    );
  }),
});
