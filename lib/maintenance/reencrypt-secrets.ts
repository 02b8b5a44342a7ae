// Sealing every stored secret again with the newest data key (`npm run
// secrets:reencrypt`): admins' two-factor secrets (confirmed and pending) and
// recovery codes, and Google's tokens. Values sealed before the key ring (v1,
// with a key from AUTH_SECRET or GOOGLE_TOKEN_KEY) and values of older keys
// of DATA_ENCRYPTION_KEYS are opened and sealed with its first key; values
// already sealed with it are left alone, so a second run changes nothing.
//
// Rows are read in batches, in id order. Each row is written with a
// condition that its sealed values are still those that were read, so a row
// that a running shop changed meanwhile (an admin setting up two-factor
// authentication, a Google token refreshed) is read again rather than
// overwritten: the command is safe beside a running shop.
//
// What it cannot do is counted, never guessed at: a value that no key opens
// (its key was removed, or AUTH_SECRET changed before it was moved), and
// recovery codes from before the key ring, which are keyed hashes of
// AUTH_SECRET (the codes themselves are not kept): they keep working while
// that secret does; the admin replaces them with new ones at /admin/security.
import "server-only";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { MISSING_DATA_KEYS, resealSecret } from "@/lib/security/data-keys";
import { isSealed, type SealPurpose } from "@/lib/security/seal";

export interface ResealCounts {
  /** Sealed again with the newest key. */
  resealed: number;
  /** Already sealed with the newest key. */
  current: number;
  /** Opened by no key: left as they are (see `problems`). */
  unopened: number;
}

export interface ReencryptReport {
  /** The newest key, which sealed them. */
  keyId: string;
  twoFactorSecrets: ResealCounts;
  recoveryCodes: ResealCounts & { /** Codes made before the key ring (cannot be moved). */ legacy: number };
  googleTokens: ResealCounts;
  /** The admins who still have recovery codes from before the key ring. */
  legacyRecoveryAdmins: string[];
  /** One line per value that could not be opened. */
  problems: string[];
}

const counts = (): ResealCounts => ({ resealed: 0, current: 0, unopened: 0 });

/** How often a row changed by the running shop meanwhile is read again. */
const ATTEMPTS = 5;

/** One value sealed again (or as it was), counted. */
function resealOne(purpose: SealPurpose, value: string, tally: ResealCounts, problems: string[], where: string): string {
  const result = resealSecret(purpose, value);
  if (result.status === "resealed") {
    tally.resealed += 1;
    return result.value;
  }
  if (result.status === "current") tally.current += 1;
  else {
    tally.unopened += 1;
    problems.push(`${where}: ${result.reason}`);
  }
  return value;
}

/** One row's values sealed again: whether any changed, the conditional write, and its counts for the report. */
interface RowPass {
  changed: boolean;
  /** Writes the new values if the row is still as it was read; false when it changed meanwhile. */
  write(): Promise<boolean>;
  /** Adds this row's counts to the report (once, for the pass that was kept). */
  count(): void;
}

/**
 * Every row `read` gives (in id order, a batch after another), each sealed
 * again by `pass`; a row changed meanwhile is read again and redone.
 */
async function resealRows<R extends { id: string }>(
  read: (after: string | undefined) => Promise<R[]>,
  reread: (id: string) => Promise<R | null>,
  pass: (row: R) => RowPass,
  name: (row: R) => string,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const batch = await read(after);
    if (batch.length === 0) return;
    for (const first of batch) {
      let row: R | null = first;
      for (let attempt = 1; row; attempt += 1) {
        const result = pass(row);
        if (!result.changed || (await result.write())) {
          result.count();
          break;
        }
        if (attempt >= ATTEMPTS) throw new Error(`${name(row)} kept changing while being re-encrypted; run the command again.`);
        row = await reread(row.id);
      }
    }
    after = batch.at(-1)!.id;
  }
}

const adminSelect = { id: true, email: true, totpSecretEncrypted: true, totpPendingEncrypted: true, recoveryCodeHashes: true } as const;
const holdsSecrets = { OR: [{ totpSecretEncrypted: { not: null } }, { totpPendingEncrypted: { not: null } }, { recoveryCodeHashes: { isEmpty: false } }] };
type AdminRow = { id: string; email: string; totpSecretEncrypted: string | null; totpPendingEncrypted: string | null; recoveryCodeHashes: string[] };

function adminPass(report: ReencryptReport, row: AdminRow): RowPass {
  const twoFactor = counts();
  const recovery = counts();
  const problems: string[] = [];
  let legacy = 0;
  const who = `admin ${row.email}`;
  const secret = row.totpSecretEncrypted && resealOne("admin-totp-secret", row.totpSecretEncrypted, twoFactor, problems, `${who}: two-factor secret`);
  const pending = row.totpPendingEncrypted && resealOne("admin-totp-secret", row.totpPendingEncrypted, twoFactor, problems, `${who}: two-factor set-up not yet confirmed`);
  const codes = row.recoveryCodeHashes.map((entry) => {
    if (isSealed(entry)) return resealOne("admin-recovery-code", entry, recovery, problems, `${who}: a recovery code`);
    legacy += 1;
    return entry;
  });
  return {
    changed: secret !== row.totpSecretEncrypted || pending !== row.totpPendingEncrypted || codes.some((code, i) => code !== row.recoveryCodeHashes[i]),
    write: async () =>
      (
        await db.adminUser.updateMany({
          where: { id: row.id, totpSecretEncrypted: row.totpSecretEncrypted, totpPendingEncrypted: row.totpPendingEncrypted, recoveryCodeHashes: { equals: row.recoveryCodeHashes } },
          data: { totpSecretEncrypted: secret, totpPendingEncrypted: pending, recoveryCodeHashes: codes },
        })
      ).count === 1,
    count: () => {
      add(report.twoFactorSecrets, twoFactor);
      add(report.recoveryCodes, recovery);
      report.recoveryCodes.legacy += legacy;
      if (legacy) report.legacyRecoveryAdmins.push(row.email);
      report.problems.push(...problems);
    },
  };
}

const googleSelect = { id: true, service: true, accessTokenEncrypted: true, refreshTokenEncrypted: true } as const;
type GoogleRow = { id: string; service: string; accessTokenEncrypted: string; refreshTokenEncrypted: string | null };

function googlePass(report: ReencryptReport, row: GoogleRow): RowPass {
  const tally = counts();
  const problems: string[] = [];
  const where = `Google token (${row.service})`;
  const access = resealOne("google-token", row.accessTokenEncrypted, tally, problems, `${where}: access token`);
  const refresh = row.refreshTokenEncrypted && resealOne("google-token", row.refreshTokenEncrypted, tally, problems, `${where}: refresh token`);
  return {
    changed: access !== row.accessTokenEncrypted || refresh !== row.refreshTokenEncrypted,
    write: async () =>
      (
        await db.googleIntegrationToken.updateMany({
          where: { id: row.id, accessTokenEncrypted: row.accessTokenEncrypted, refreshTokenEncrypted: row.refreshTokenEncrypted },
          data: { accessTokenEncrypted: access, refreshTokenEncrypted: refresh },
        })
      ).count === 1,
    count: () => {
      add(report.googleTokens, tally);
      report.problems.push(...problems);
    },
  };
}

function add(total: ResealCounts, part: ResealCounts) {
  total.resealed += part.resealed;
  total.current += part.current;
  total.unopened += part.unopened;
}

/** Seals every stored secret with the newest data key (the first of DATA_ENCRYPTION_KEYS). */
export async function reencryptStoredSecrets(options: { batchSize?: number } = {}): Promise<ReencryptReport> {
  const newest = getConfig().dataKeys?.[0];
  if (!newest) throw new Error(MISSING_DATA_KEYS);
  const batchSize = options.batchSize ?? 100;
  const report: ReencryptReport = {
    keyId: newest.id,
    twoFactorSecrets: counts(),
    recoveryCodes: { ...counts(), legacy: 0 },
    googleTokens: counts(),
    legacyRecoveryAdmins: [],
    problems: [],
  };
  const after = (id: string | undefined) => (id ? { id: { gt: id } } : {});
  await resealRows(
    (last) => db.adminUser.findMany({ where: { ...holdsSecrets, ...after(last) }, orderBy: { id: "asc" }, take: batchSize, select: adminSelect }),
    (id) => db.adminUser.findUnique({ where: { id }, select: adminSelect }),
    (row) => adminPass(report, row),
    (row) => `admin ${row.email}`,
  );
  await resealRows(
    (last) => db.googleIntegrationToken.findMany({ where: after(last), orderBy: { id: "asc" }, take: batchSize, select: googleSelect }),
    (id) => db.googleIntegrationToken.findUnique({ where: { id }, select: googleSelect }),
    (row) => googlePass(report, row),
    (row) => `Google token (${row.service})`,
  );
  return report;
}
