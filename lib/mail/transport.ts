// Sends one e-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise
// written as an .eml file under DATA_DIR/outbox and logged (by the message's
// id and file, never by its recipient).
import "server-only";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "@/lib/config";

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

let smtp: Transporter | undefined;

function envelope(message: MailMessage) {
  const config = getConfig();
  return {
    from: config.mail.from,
    replyTo: config.supportEmail,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: `<${message.id}@${new URL(config.siteUrl).hostname}>`,
  };
}

/** Delivers the message; throws when the mail server or disk refuses it. */
export async function sendMail(message: MailMessage): Promise<{ location: string }> {
  const config = getConfig();
  if (config.mail.smtpUrl) {
    smtp ??= nodemailer.createTransport(config.mail.smtpUrl);
    const info = await smtp.sendMail(envelope(message));
    return { location: `smtp:${info.messageId}` };
  }
  const rendered = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(envelope(message));
  await mkdir(config.mail.outboxDir, { recursive: true });
  const file = path.join(config.mail.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`);
  const partial = `${file}.part`;
  await writeFile(partial, rendered.message as Buffer);
  await rename(partial, file);
  console.log(`[mail] message ${message.id} written to ${file}`);
  return { location: file };
}
