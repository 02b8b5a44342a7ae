// The client's address comes from the trusted hops only: entries a client
// writes into X-Forwarded-For itself are never taken for its address.
import { clientAddress, clientKey } from "@/lib/http/client-address";
import { appendPeerAddress } from "@/server/peer-address";

const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor });

describe("clientAddress", () => {
  it("is the peer the shop's own server appended when no proxy is trusted", () => {
    expect(clientAddress(headers("203.0.113.9"), 0)).toBe("203.0.113.9");
    // A client that claims other addresses is still known by its own.
    expect(clientAddress(headers("198.51.100.1, 198.51.100.2, 203.0.113.9"), 0)).toBe("203.0.113.9");
  });

  it("skips exactly the trusted hops, from the right", () => {
    const chain = "10.9.9.9, 203.0.113.9, 192.0.2.1";
    expect(clientAddress(headers(chain), 1)).toBe("203.0.113.9");
    expect(clientAddress(headers(`1.1.1.1, 2.2.2.2, ${chain}, 192.0.2.2`), 2)).toBe("203.0.113.9");
  });

  it("takes the farthest entry a trusted hop wrote when the chain is shorter than the hops", () => {
    expect(clientAddress(headers("127.0.0.1"), 1)).toBe("127.0.0.1");
  });

  it("is 'unknown' without the header or when the chosen entry is not an address", () => {
    expect(clientAddress(headers(), 0)).toBe("unknown");
    expect(clientAddress(headers("not-an-ip"), 0)).toBe("unknown");
    expect(clientAddress(headers("<script>"), 0)).toBe("unknown");
  });

  it("reads IPv4-mapped and bracketed IPv6 forms", () => {
    expect(clientAddress(headers("::ffff:203.0.113.9"), 0)).toBe("203.0.113.9");
    expect(clientAddress(headers("[2001:db8::1]:443"), 0)).toBe("2001:db8::1");
  });
});

describe("clientKey", () => {
  it("counts an IPv6 client by its /64 network, so rotating within it does not help", () => {
    expect(clientKey(headers("2001:db8:1:2::1"))).toBe("2001:db8:1:2::/64");
    expect(clientKey(headers("2001:db8:1:2:ffff:ffff:ffff:ffff"))).toBe("2001:db8:1:2::/64");
    expect(clientKey(headers("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientKey(headers("203.0.113.9"))).toBe("203.0.113.9");
  });
});

describe("the shop's server as the innermost proxy", () => {
  it("appends the peer it accepted to whatever the client sent, so the client's own entries never count", () => {
    const headers: Record<string, string | string[] | undefined> = { "x-forwarded-for": "198.51.100.1, 198.51.100.2" };
    appendPeerAddress(headers, "::ffff:203.0.113.9");
    expect(headers["x-forwarded-for"]).toBe("198.51.100.1, 198.51.100.2, 203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": headers["x-forwarded-for"] as string }), 0)).toBe("203.0.113.9");
    const bare: Record<string, string | string[] | undefined> = {};
    appendPeerAddress(bare, "203.0.113.10");
    expect(bare["x-forwarded-for"]).toBe("203.0.113.10");
  });
});
