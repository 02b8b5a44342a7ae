// The secrets a backup's data needs, sealed with the owner's passphrase:
// the auth secret (it signs sessions and seals the admins' two-factor
// secrets) and the data encryption key ring. The key is derived from
// BACKUP_PASSPHRASE with scrypt (a fresh salt per archive) and the secrets
// are sealed with AES-256-GCM, so a wrong passphrase or a changed byte is
// refused, never half-opened.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseDataKeys, type Config, type DataKey } from "@/lib/config";
import { scrypt, scryptParams, type ScryptParams } from "@/lib/security/scrypt";

export interface BackupSecrets {
  /** The auth secret the shop runs with (AUTH_SECRET, or DATA_DIR/auth-secret). */
  authSecret: string | null;
  /** The data encryption key ring, `id:base64key,...` (DATA_ENCRYPTION_KEYS or DATA_DIR/data-keys). */
  dataKeys: string | null;
}

export class PassphraseError extends Error {}

const authSecretFile = (config: Config) => path.join(config.dataDir, "auth-secret");
const dataKeysFile = (config: Config) => path.join(config.dataDir, "data-keys");

function readTrimmed(file: string): string | null {
  if (!existsSync(file)) return null;
  const value = readFileSync(file, "utf8").trim();
  return value === "" ? null : value;
}

/**
 * The data encryption key ring as the shop reads it: DATA_ENCRYPTION_KEYS, or
 * the file DATA_DIR/data-keys on one machine; null when there is none. The
 * one place the backup reads it.
 */
export function readDataKeyRing(config: Config): string | null {
  return config.dataKeys?.length ? ringText(config.dataKeys) : readTrimmed(dataKeysFile(config));
}

/** A key ring written as DATA_ENCRYPTION_KEYS is (id:base64key, comma-separated), whatever spacing it was given with. */
function ringText(keys: DataKey[]): string {
  return keys.map((entry) => `${entry.id}:${entry.key.toString("base64")}`).join(",");
}

/** The secrets of this shop, read where it keeps them. */
export function readBackupSecrets(config: Config): BackupSecrets {
  return {
    authSecret: config.auth.secret ?? readTrimmed(authSecretFile(config)),
    dataKeys: readDataKeyRing(config),
  };
}

/** Secrets already in DATA_DIR (a restore target that is not empty). */
export function secretFilesPresent(config: Config): string[] {
  return [authSecretFile(config), dataKeysFile(config)].filter((file) => readTrimmed(file) !== null);
}

// scrypt at the shop's parameters (lib/security/scrypt.ts), once per backup or restore.
const deriveKey = (passphrase: string, salt: Buffer, params: ScryptParams) => scrypt(passphrase.normalize("NFC"), salt, 32, params);

export interface SealedSecrets {
  kdf: ScryptParams & { name: "scrypt"; salt: string };
  cipher: "aes-256-gcm";
  iv: string;
  tag: string;
  data: string;
}

export async function sealSecrets(secrets: BackupSecrets, passphrase: string): Promise<SealedSecrets> {
  const salt = randomBytes(16);
  const params = scryptParams();
  const key = await deriveKey(passphrase, salt, params);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
  return {
    kdf: { name: "scrypt", ...params, salt: salt.toString("base64") },
    cipher: "aes-256-gcm",
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    data: data.toString("base64"),
  };
}

/** The secrets, or a PassphraseError when the passphrase is not the one they were sealed with. */
export async function openSecrets(sealed: SealedSecrets, passphrase: string): Promise<BackupSecrets> {
  if (sealed.kdf?.name !== "scrypt" || sealed.cipher !== "aes-256-gcm" || sealed.kdf.N > 2 ** 20) {
    throw new PassphraseError("The archive's secrets are sealed in a way this version does not know.");
  }
  const key = await deriveKey(passphrase, Buffer.from(sealed.kdf.salt, "base64"), sealed.kdf);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
    const parsed = JSON.parse(plain) as BackupSecrets;
    return { authSecret: parsed.authSecret ?? null, dataKeys: parsed.dataKeys ?? null };
  } catch {
    throw new PassphraseError("BACKUP_PASSPHRASE does not open this backup's secrets: it is not the passphrase the backup was made with. Nothing was changed.");
  }
}

async function writeSecretFile(file: string, value: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.part`, `${value}\n`, { mode: 0o600 });
  await rename(`${file}.part`, file);
}

/**
 * Writes restored secrets into DATA_DIR (auth-secret, data-keys); returns
 * warnings for settings of this machine that would shadow them.
 */
export async function writeRestoredSecrets(config: Config, secrets: BackupSecrets): Promise<string[]> {
  const warnings: string[] = [];
  if (secrets.authSecret) {
    await writeSecretFile(authSecretFile(config), secrets.authSecret);
    if (config.auth.secret && config.auth.secret !== secrets.authSecret) {
      warnings.push(
        "AUTH_SECRET is set on this machine to another value than the backed-up one, which the admins' two-factor secrets were sealed with. " +
          `Set AUTH_SECRET to the value now in ${authSecretFile(config)} (or unset it on one machine).`,
      );
    }
  }
  if (secrets.dataKeys) {
    await writeSecretFile(dataKeysFile(config), secrets.dataKeys);
    if (config.dataKeys?.length && ringText(config.dataKeys) !== ringText(parseDataKeys(secrets.dataKeys))) {
      warnings.push(`DATA_ENCRYPTION_KEYS is set on this machine to another key ring than the backed-up one: set it to the value now in ${dataKeysFile(config)}.`);
    }
  }
  return warnings;
}
