// Sends one e-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise
// written as an .eml file under DATA_DIR/outbox and logged (by the message's
// id and file, never by its recipient).
//
// An SMTP send is bounded in time (SMTP_TIMEOUTS): opening the connection, the
// server's greeting, every silence on the connection, and the whole send each
// have a limit, and when the whole send runs out of time its connection is
// closed, so nothing of it can reach the server afterwards. The outbox relies
// on this: a message's claim outlasts the longest possible send several times
// over, so a send never overlaps with a second send of the same message.
import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/log";

const log = logger("mail");

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers by name (a marketing message's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | null;
}

export interface SmtpTimeouts {
  /** Opening the TCP connection. */
  connectionMs: number;
  /** The server's greeting, once connected. */
  greetingMs: number;
  /** Any silence of the server while the send goes on. */
  socketMs: number;
  /** The whole send, from opening the connection to the server's last answer. */
  deadlineMs: number;
}

/**
 * The limits of one SMTP send. nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence, no overall limit) would let a hanging send
 * outlive its claim in the outbox; these keep every send under 90 seconds.
 */
export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = Object.freeze({
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 60_000,
  deadlineMs: 90_000,
});

/**
 * The limits of a send that must end within `budgetMs` (a request that sends
 * its own message): SMTP_TIMEOUTS, none of them longer than the budget.
 */
export function smtpTimeoutsWithin(budgetMs: number): SmtpTimeouts {
  const deadlineMs = Math.max(1, Math.min(budgetMs, SMTP_TIMEOUTS.deadlineMs));
  return {
    connectionMs: Math.min(SMTP_TIMEOUTS.connectionMs, deadlineMs),
    greetingMs: Math.min(SMTP_TIMEOUTS.greetingMs, deadlineMs),
    socketMs: Math.min(SMTP_TIMEOUTS.socketMs, deadlineMs),
    deadlineMs,
  };
}

/** A send that did not finish within its deadline; its connection was closed. */
export class MailDeadlineError extends Error {
  readonly code = "ESENDDEADLINE";
  constructor(deadlineMs: number) {
    super(`SMTP send did not finish within ${deadlineMs / 1000} s; the connection was closed`);
    this.name = "MailDeadlineError";
  }
}

function envelope(message: MailMessage) {
  const config = getConfig();
  return {
    from: config.mail.from,
    replyTo: config.supportEmail,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers ?? undefined,
    messageId: `<${message.id}@${new URL(config.siteUrl).hostname}>`,
  };
}

/**
 * Sends through the SMTP server of `url` on a connection of its own, which is
 * closed when the deadline passes (the returned promise then rejects with a
 * MailDeadlineError).
 */
async function sendSmtp(url: string, message: MailMessage, timeouts: SmtpTimeouts): Promise<{ location: string }> {
  let socket: net.Socket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The transport object itself, not its options: given options with a `url`,
  // createTransport keeps only what the URL says and drops the limits below.
  const smtp = new SMTPTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // The connection is opened here rather than inside nodemailer, so that the
    // deadline can close it; TLS (smtps:// or STARTTLS) is still nodemailer's.
    getSocket(options: SMTPTransport.Options, callback: (error: Error | null, socketOptions?: { connection: net.Socket }) => void) {
      const host = options.host || "localhost";
      const port = Number(options.port) || (options.secure ? 465 : 587);
      const opened = net.connect({ host, port });
      socket = opened;
      let answered = false;
      const answer = (error: Error | null) => {
        if (answered) return;
        answered = true;
        clearTimeout(connectTimer);
        if (error) {
          opened.destroy();
          callback(error);
        } else {
          callback(null, { connection: opened });
        }
      };
      const connectTimer = setTimeout(
        () => answer(Object.assign(new Error(`Connection to the SMTP server timed out after ${timeouts.connectionMs / 1000} s`), { code: "ETIMEDOUT" })),
        timeouts.connectionMs,
      );
      opened.once("connect", () => answer(null));
      opened.once("error", (error) => answer(error));
      opened.once("close", () => answer(new Error("Connection to the SMTP server closed before it was open")));
    },
  });
  const transport = nodemailer.createTransport(smtp);
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      socket?.destroy();
      transport.close();
      reject(new MailDeadlineError(timeouts.deadlineMs));
    }, timeouts.deadlineMs);
  });
  try {
    const info = await Promise.race([transport.sendMail(envelope(message)), deadline]);
    return { location: `smtp:${info.messageId}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Delivers the message; throws when the mail server or disk refuses it, or
 * when the server does not answer in time (`timeouts`, SMTP_TIMEOUTS unless a
 * test shortens them).
 */
export async function sendMail(message: MailMessage, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Promise<{ location: string }> {
  const config = getConfig();
  if (config.mail.smtpUrl) return sendSmtp(config.mail.smtpUrl, message, timeouts);
  const rendered = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(envelope(message));
  await mkdir(config.mail.outboxDir, { recursive: true });
  const file = path.join(config.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`);
  const partial = `${file}.part`;
  await writeFile(partial, rendered.message as Buffer);
  await rename(partial, file);
  log.info("message written to the outbox folder", { messageId: message.id, file });
  return { location: file };
}
