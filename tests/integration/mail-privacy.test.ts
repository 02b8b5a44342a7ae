// The recipient of an e-mail never appears in the logs: delivery through the
// outbox logs the message's id and dedupe key, whether it is written as an
// .eml file (no SMTP_URL) or refused by a mail server that quotes the address.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { deliverPendingEmails, queueEmail } from "@/lib/mail/outbox";
import { consoleOutput, logEntries, refusingMailServer, withSmtp } from "./support/mail";

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

const naming = (lines: string[], text: string) => lines.filter((line) => line.toLowerCase().includes(text.toLowerCase()));

it("writes the .eml file to the recipient and logs only the message's id", async () => {
  const email = await queued();
  const { result, lines } = await consoleOutput(() => deliverPendingEmails({ dedupeKey: email.dedupeKey }));

  expect(result).toEqual({ sent: 1, failed: 0 });
  // The message did go to that address …
  const outbox = path.join(process.env.DATA_DIR!, "outbox");
  const file = readdirSync(outbox).find((name) => name.endsWith(`-${email.id}.eml`));
  expect(file).toBeDefined();
  expect(readFileSync(path.join(outbox, file!), "utf8")).toContain(`To: ${RECIPIENT}`);
  // … and the log says a message was written, naming the message, not the person.
  expect(logEntries(lines)).toEqual([
    expect.objectContaining({ area: "mail", msg: "message written to the outbox folder", messageId: email.id, file: path.join(outbox, file!) }),
  ]);
  expect(naming(lines, RECIPIENT)).toEqual([]);
  expect(naming(lines, "lovelace")).toEqual([]);
});

it("logs a refused message by its id and dedupe key, with the address in the server's answer masked", async () => {
  const email = await queued();
  const server = await refusingMailServer();
  // The configuration and the SMTP connection are made once per module instance.
  const { result, lines } = await withSmtp(server.url, ({ outbox }) => consoleOutput(() => outbox.deliverPendingEmails({ dedupeKey: email.dedupeKey }))).finally(
    () => server.close(),
  );

  expect(result).toEqual({ sent: 0, failed: 1 });
  const row = await db.outgoingEmail.findUniqueOrThrow({ where: { id: email.id } });
  // The server did see and quote the address: the stored error keeps it for the admin.
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  expect(row.lastError).toContain(RECIPIENT);
  expect(lines).toHaveLength(1);
  expect(logEntries(lines)[0]).toMatchObject({ area: "mail", msg: "sending a message failed", messageId: email.id, dedupeKey: email.dedupeKey, attempt: 1 });
  expect(lines[0]).toContain("<A***@example.com>: Recipient address rejected");
  expect(naming(lines, RECIPIENT)).toEqual([]);
  expect(naming(lines, "lovelace")).toEqual([]);
});
