// The shop that the load test, the benchmark and some browser tests start
// refuses a port that is already taken, instead of measuring whatever
// answers there.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startShopServer } from "../../support/shop-server";

describe("startShopServer", () => {
  it("says the port is taken, and starts nothing, when something already listens there", async () => {
    const other = http.createServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const { port } = other.address() as AddressInfo;
    try {
      await expect(startShopServer({ port, databasePort: 1, startTimeoutMs: 1_000 })).rejects.toThrow(
        `Something already listens on port ${port}: stop it, or choose another port (--port).`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
