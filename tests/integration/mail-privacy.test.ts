// The recipient of an e-mail never appears in the logs: delivery through the
// outbox logs the message's id and dedupe key, whether it is written as an
// .eml file (no SMTP_URL) or refused by a mail server that quotes the address.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { db } from "@/lib/db";
import { deliverPendingEmails, queueEmail } from "@/lib/mail/outbox";

const RECIPIENT = "Ada.Lovelace@example.com";
const keys: string[] = [];

afterAll(async () => {
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { in: keys } } });
  await db.$disconnect();
});

async function queued(): Promise<{ id: string; dedupeKey: string }> {
  const dedupeKey = `mail-privacy-test:${randomUUID()}`;
  keys.push(dedupeKey);
  await db.$transaction((tx) =>
    queueEmail(tx, { dedupeKey, to: RECIPIENT, subject: "Your order is confirmed", text: "Hi Ada,\n\nThank you for your order!" }),
  );
  return db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey }, select: { id: true, dedupeKey: true } });
}

/** Everything written to the console while `work` runs, one string per call. */
async function consoleOutput(work: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
  };
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) => jest.spyOn(console, method).mockImplementation(record));
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
}

const naming = (lines: string[], text: string) => lines.filter((line) => line.toLowerCase().includes(text.toLowerCase()));

it("writes the .eml file to the recipient and logs only the message's id", async () => {
  const email = await queued();
  let result: Awaited<ReturnType<typeof deliverPendingEmails>> | undefined;
  const lines = await consoleOutput(async () => {
    result = await deliverPendingEmails({ dedupeKey: email.dedupeKey });
  });

  expect(result).toEqual({ sent: 1, failed: 0 });
  // The message did go to that address …
  const outbox = path.join(process.env.DATA_DIR!, "outbox");
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${email.id}.eml`));
  expect(file).toBeDefined();
  expect(readFileSync(path.join(outbox, file!), "utf8")).toContain(`To: ${RECIPIENT}`);
  // … and the log says a message was written, naming the message, not the person.
  expect(lines).toEqual([`[mail] message ${email.id} written to ${path.join(outbox, file!)}`]);
  expect(naming(lines, RECIPIENT)).toEqual([]);
  expect(naming(lines, "lovelace")).toEqual([]);
});

/** A mail server that refuses every recipient, quoting the address as real servers do. */
async function refusingMailServer() {
  const server = net.createServer((socket) => {
    socket.write("220 mail.test ESMTP\r\n");
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const recipient = /^RCPT TO:\s*<([^>]*)>/i.exec(line);
        if (recipient) socket.write(`550 5.1.1 <${recipient[1]}>: Recipient address rejected: User unknown\r\n`);
        else if (/^QUIT/i.test(line)) socket.end("221 2.0.0 Bye\r\n");
        else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 mail.test\r\n");
        else socket.write("250 2.0.0 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

it("logs a refused message by its id and dedupe key, with the address in the server's answer masked", async () => {
  const email = await queued();
  const server = await refusingMailServer();
  let result: Awaited<ReturnType<typeof deliverPendingEmails>> | undefined;
  let lines: string[] = [];
  try {
    // The configuration and the SMTP connection are made once per module instance.
    await jest.isolateModulesAsync(async () => {
      process.env.SMTP_URL = server.url;
      try {
        const outbox = await import("@/lib/mail/outbox");
        lines = await consoleOutput(async () => {
          result = await outbox.deliverPendingEmails({ dedupeKey: email.dedupeKey });
        });
      } finally {
        delete process.env.SMTP_URL;
      }
    });
  } finally {
    await server.close();
  }

  expect(result).toEqual({ sent: 0, failed: 1 });
  const row = await db.outgoingEmail.findUniqueOrThrow({ where: { id: email.id } });
  // The server did see and quote the address: the stored error keeps it for the admin.
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  expect(row.lastError).toContain(RECIPIENT);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`[mail] sending message ${email.id} (${email.dedupeKey}) failed (attempt 1)`);
  expect(lines[0]).toContain("<A***@example.com>: Recipient address rejected");
  expect(naming(lines, RECIPIENT)).toEqual([]);
  expect(naming(lines, "lovelace")).toEqual([]);
});
