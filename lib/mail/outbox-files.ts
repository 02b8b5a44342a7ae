// The .eml files of the local mail outbox (DATA_DIR/outbox, written by
// lib/mail/transport.ts when no SMTP_URL is set). Each is named
// "<time written>-<message id>.eml", the time as ISO 8601 with ":" and "."
// made "-" ("2026-11-27T02-24-29-123Z-<uuid>.eml"), and the message id is the
// OutgoingEmail row's for a queued message (a random one for a message sent
// at once: sign-in and privacy links). Sent e-mails are kept 90 days, rows and
// files (the retention run); a privacy request deletes those to its address.
import "server-only";
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sent e-mails (rows and their .eml files) are deleted this many days after they were queued or written. */
export const EMAIL_RETENTION_DAYS = 90;

const FILE_NAME = /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-([0-9a-f-]{36})\.eml$/;

/** The time written and message id of an outbox file's name, or null for any other file. */
export function parseOutboxFileName(name: string): { writtenAt: Date; id: string } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const writtenAt = new Date(`${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`);
  return Number.isNaN(writtenAt.getTime()) ? null : { writtenAt, id: match[5]! };
}

/** The addresses of a message's To header (unfolded), lower-case. */
export function recipientsOf(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const to = /^to:(.*)$/im.exec(unfolded)?.[1] ?? "";
  return (to.match(/[^\s<>,;"']+@[^\s<>,;"']+/g) ?? []).map((address) => address.toLowerCase());
}

export interface OutboxSelection {
  /** Files of these message ids. */
  ids?: ReadonlySet<string>;
  /** Files written before this time. */
  writtenBefore?: Date;
  /** Files of messages to this address (read from each file's To header). */
  to?: string;
}

async function unlinkIfPresent(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/**
 * Deletes the outbox files that match any part of `selection`; returns the
 * message ids of the files deleted. No outbox folder: nothing to delete.
 */
export async function removeOutboxFiles(selection: OutboxSelection): Promise<string[]> {
  const dir = getConfig().mail.outboxDir;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const to = selection.to?.toLowerCase();
  const removed: string[] = [];
  for (const name of names) {
    const parsed = parseOutboxFileName(name);
    if (!parsed) continue;
    const file = path.join(dir, name);
    let match = Boolean(selection.ids?.has(parsed.id)) || (selection.writtenBefore !== undefined && parsed.writtenAt < selection.writtenBefore);
    if (!match && to) {
      const text = await readFile(file, "utf8").catch(() => "");
      match = recipientsOf(text).includes(to);
    }
    if (match && (await unlinkIfPresent(file))) removed.push(parsed.id);
  }
  return removed;
}

/**
 * Deletes the e-mails queued more than 90 days ago (a message being sent
 * right now excepted) and the outbox files written more than 90 days ago or
 * belonging to those messages. Returns how many e-mails were deleted: rows,
 * and files of messages that had no row (links sent at once).
 */
export async function purgeOldEmails(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_RETENTION_DAYS * DAY_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    DELETE FROM "OutgoingEmail" WHERE "createdAt" < ${cutoff} AND "status" <> 'sending' RETURNING "id"::text AS "id"`;
  const ids = new Set(rows.map((row) => row.id));
  const files = await removeOutboxFiles({ ids, writtenBefore: cutoff });
  return rows.length + files.filter((id) => !ids.has(id)).length;
}
