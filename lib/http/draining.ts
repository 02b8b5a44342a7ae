// An instance that is stopping drains: from the moment SIGTERM arrives the
// readiness check (/api/health/ready) answers 503, so the orchestrator or load
// balancer stops sending it new requests, while the server keeps answering
// for the drain period (SHUTDOWN_DRAIN_SECONDS) before it closes
// (server/serve.ts).
//
// The server is compiled by esbuild and the app bundled by Next.js, so each
// has its own copy of this module in one process: the flag lives on
// globalThis, under a key both copies name the same way.
const DRAINING = Symbol.for("verdant-ink.draining");

type WithDraining = typeof globalThis & { [DRAINING]?: boolean };

/** From now on this instance reports itself not ready (it is stopping). */
export function markDraining(): void {
  (globalThis as WithDraining)[DRAINING] = true;
}

export function isDraining(): boolean {
  return (globalThis as WithDraining)[DRAINING] === true;
}
