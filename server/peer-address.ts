// The shop's server is the innermost proxy: it appends the address of the
// connection it accepted to X-Forwarded-For, as every proxy does, so the app
// can tell a client's real address from the entries a client or an untrusted
// hop wrote (lib/http/client-address.ts, TRUSTED_PROXY_HOPS). `next start`
// would keep a client's own X-Forwarded-For as it is.
import type http from "node:http";

export function appendPeerAddress(headers: http.IncomingHttpHeaders, peer: string | undefined): void {
  const address = (peer ?? "unknown").replace(/^::ffff:/, "");
  const existing = headers["x-forwarded-for"];
  const list = (Array.isArray(existing) ? existing.join(",") : (existing ?? "")).trim();
  headers["x-forwarded-for"] = list ? `${list}, ${address}` : address;
}
