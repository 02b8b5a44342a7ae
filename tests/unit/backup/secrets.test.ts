// The secrets in a backup: sealed with a key derived from the passphrase
// (scrypt, AES-256-GCM); only the same passphrase opens them, and a changed
// byte is refused. The data key ring is read from DATA_ENCRYPTION_KEYS or
// DATA_DIR/data-keys.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig } from "@/lib/config";
import { openSecrets, PassphraseError, readBackupSecrets, readDataKeyRing, sealSecrets } from "@/lib/backup/secrets";

const SECRETS = { authSecret: "an-auth-secret-of-the-shop-0123456789", dataKeys: "k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=" };

it("opens with the passphrase it was sealed with, and only that one", async () => {
  const sealed = await sealSecrets(SECRETS, "correct horse battery");
  expect(JSON.stringify(sealed)).not.toContain("an-auth-secret");
  await expect(openSecrets(sealed, "correct horse battery")).resolves.toEqual(SECRETS);
  await expect(openSecrets(sealed, "correct horse batterY")).rejects.toThrow(PassphraseError);
  const tampered = { ...sealed, data: Buffer.from(Buffer.from(sealed.data, "base64").map((byte, i) => (i === 3 ? byte ^ 1 : byte))).toString("base64") };
  await expect(openSecrets(tampered, "correct horse battery")).rejects.toThrow(/not the passphrase the backup was made with/);
});

it("reads the auth secret and the key ring where the shop keeps them", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "backup-secrets-"));
  try {
    const onOneMachine = parseConfig({ DATA_DIR: dir });
    expect(readBackupSecrets(onOneMachine)).toEqual({ authSecret: null, dataKeys: null });
    writeFileSync(path.join(dir, "auth-secret"), "from-the-file-0123456789-0123456789\n");
    writeFileSync(path.join(dir, "data-keys"), "k1:ZmlsZQ==\n");
    expect(readBackupSecrets(onOneMachine)).toEqual({ authSecret: "from-the-file-0123456789-0123456789", dataKeys: "k1:ZmlsZQ==" });
    // The configured ring wins over the file, written as DATA_ENCRYPTION_KEYS is (comma-separated, whatever the spacing given).
    const k2 = Buffer.alloc(32, 2).toString("base64");
    const k3 = Buffer.alloc(32, 3).toString("base64");
    const configured = parseConfig({ DATA_DIR: dir, AUTH_SECRET: "from-the-environment-0123456789-0123", DATA_ENCRYPTION_KEYS: ` k2:${k2},\n k3:${k3} ` });
    expect(readBackupSecrets(configured)).toEqual({ authSecret: "from-the-environment-0123456789-0123", dataKeys: `k2:${k2},k3:${k3}` });
    expect(readDataKeyRing(configured)).toBe(`k2:${k2},k3:${k3}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
