// A TCP proxy between the shop and its PostgreSQL (the embedded socket server
// or a real server), to take the database away and bring it back while the
// shop keeps running:
//   stop()  — drops every open connection and refuses new ones (database down)
//   stall() — accepts connections but nothing gets through (network partition)
//   start() — serves again (database back)
import net from "node:net";

export type ProxyState = "up" | "down" | "stalled";

export interface DatabaseProxy {
  /** The port the proxy listens on (localhost). */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  readonly state: ProxyState;
  stop(): Promise<void>;
  stall(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: { host: string; port: number }, options: { port?: number } = {}): Promise<DatabaseProxy> {
  let state: ProxyState = "up";
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = options.port ?? 0;

  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const onConnection = (client: net.Socket) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // During a partition nothing gets through: the bytes wait, as they would in
    // the network, and flow again when it heals.
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (state === "stalled") held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };

  let held: Array<() => void> = [];

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(onConnection);
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        next.off("error", reject);
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const closeListener = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  const dropAll = () => {
    held = [];
    for (const socket of open) socket.destroy();
    open.clear();
  };

  await listen();

  return {
    get port() {
      return port;
    },
    get state() {
      return state;
    },
    urlFor(url: string) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    async stop() {
      state = "down";
      // Closing the listener makes new connections fail with ECONNREFUSED.
      const closed = closeListener();
      dropAll();
      await closed;
    },
    stall() {
      state = "stalled";
    },
    async start() {
      state = "up";
      const waiting = held;
      held = [];
      for (const send of waiting) send();
      if (!server) await listen();
    },
    async close() {
      state = "down";
      const closed = closeListener();
      dropAll();
      await closed;
    },
  };
}

/** Host and port of a postgresql:// URL. */
export function databaseAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "localhost", port: Number(parsed.port || 5432) };
}
