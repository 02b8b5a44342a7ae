// E-mail delivery in integration tests: what the app writes to the console,
// the app's mail modules loaded under an SMTP_URL, and local servers that
// speak (or stay silent) as a mail server would.
import net from "node:net";

/** One string per console call: Error arguments with their message and stack, other non-strings as JSON. */
function line(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ");
}

/** Everything written to the console while `work` runs, and what it returned. */
/** The log lines (lib/log.ts: one JSON object each) among console output; other output is left out. */
export function logEntries(lines: string[]): Array<Record<string, unknown>> {
  return lines.flatMap((text) => {
    try {
      const entry = JSON.parse(text) as unknown;
      return entry && typeof entry === "object" && "msg" in entry ? [entry as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

export async function consoleOutput<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(line(args));
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) => jest.spyOn(console, method).mockImplementation(record));
  try {
    return { result: await work(), lines };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

interface MailModules {
  outbox: typeof import("@/lib/mail/outbox");
  transport: typeof import("@/lib/mail/transport");
}

/**
 * Runs `work` with the app's modules loaded afresh under SMTP_URL=`url` (the
 * configuration is read once per module instance); modules `work` imports
 * itself are loaded afresh too.
 */
export async function withSmtp<T>(url: string, work: (modules: MailModules) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await jest.isolateModulesAsync(async () => {
    process.env.SMTP_URL = url;
    try {
      const outbox = await import("@/lib/mail/outbox");
      const transport = await import("@/lib/mail/transport");
      result = await work({ outbox, transport });
    } finally {
      delete process.env.SMTP_URL;
    }
  });
  return result as T;
}

/** A local TCP server that speaks as `onConnection` decides; `closed` counts connections that ended. */
export async function tcpServer(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const state = { connections: 0, closed: 0 };
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => {
      state.closed++;
      sockets.delete(socket);
    });
    socket.on("error", () => {});
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A mail server that accepts connections and never says a word. */
export const silentMailServer = () => tcpServer(() => {});

/** A mail server that refuses every recipient, quoting the address as real servers do. */
export function refusingMailServer() {
  return tcpServer((socket) => {
    socket.write("220 mail.test ESMTP\r\n");
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const received = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const recipient = /^RCPT TO:\s*<([^>]*)>/i.exec(received);
        if (recipient) socket.write(`550 5.1.1 <${recipient[1]}>: Recipient address rejected: User unknown\r\n`);
        else if (/^QUIT/i.test(received)) socket.end("221 2.0.0 Bye\r\n");
        else if (/^(EHLO|HELO)/i.test(received)) socket.write("250 mail.test\r\n");
        else socket.write("250 2.0.0 OK\r\n");
      }
    });
  });
}
