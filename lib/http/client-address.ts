// The client's address, from the hops the shop trusts only. Every proxy in
// front of the shop appends the address it received a connection from to
// X-Forwarded-For, and the shop's own server (server/serve.ts) appends the
// peer of the connection it accepted. Reading from the right, the entry after
// TRUSTED_PROXY_HOPS trusted proxies is the client; anything further left was
// written by the client itself and is ignored.
import { isIP } from "node:net";
import { getConfig } from "@/lib/config";

/** The client's IP address, or "unknown" when the request carries none. */
export function clientAddress(headers: Headers, trustedHops = getConfig().trustedProxyHops): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  // Fewer entries than hops: the request did not come through every proxy; the
  // leftmost entry is then the farthest one that a trusted hop wrote.
  const entry = entries[Math.max(0, entries.length - 1 - trustedHops)]!;
  const address = entry.replace(/^\[(.*)\](:\d+)?$/, "$1").replace(/^::ffff:/i, "");
  return isIP(address) ? address : "unknown";
}

/**
 * The key abuse limits count a client under: its IPv4 address, or the /64
 * network of an IPv6 address (one subscriber usually holds a whole /64).
 */
export function clientKey(headers: Headers): string {
  const address = clientAddress(headers);
  if (isIP(address) !== 6) return address;
  const [head] = address.split("::");
  const groups = address.includes("::") ? [...head!.split(":").filter(Boolean), "0", "0", "0", "0"] : address.split(":");
  return `${groups.slice(0, 4).map((group) => group.toLowerCase() || "0").join(":")}::/64`;
}
