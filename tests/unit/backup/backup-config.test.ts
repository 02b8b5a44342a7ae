// The backup's settings, validated with the rest of the configuration: each
// bad value stops the shop with a message naming the variable.
import { ConfigError, parseConfig } from "@/lib/config";

const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

it("reads the backup settings, with a folder and 7 archives by default", () => {
  const config = parseConfig({ DATA_DIR: "/srv/shop" });
  expect(config.backup).toMatchObject({ passphrase: undefined, withoutSecrets: false, keep: 7, dir: "/srv/shop/backups", copyTo: undefined, s3: { region: "us-east-1" } });
  expect(parseConfig({ BACKUP_PASSPHRASE: "a long passphrase", BACKUP_KEEP: "30", BACKUP_S3_URL: "/mnt/backups" }).backup).toMatchObject({ passphrase: "a long passphrase", keep: 30, copyTo: "/mnt/backups" });
});

it("names the variable of each bad value", () => {
  expect(problems({ BACKUP_PASSPHRASE: "short" })).toEqual(["BACKUP_PASSPHRASE: must be at least 12 characters"]);
  expect(problems({ BACKUP_KEEP: "0" })[0]).toMatch(/^BACKUP_KEEP:/);
  expect(problems({ BACKUP_S3_URL: "ftp://example.com/x" })[0]).toMatch(/^BACKUP_S3_URL: must be s3:\/\/bucket\/prefix/);
  expect(problems({ BACKUP_S3_URL: "s3://bucket/prefix" })).toEqual([
    "BACKUP_S3_ACCESS_KEY_ID: BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY are required with an S3 BACKUP_S3_URL",
  ]);
  expect(problems({ BACKUP_S3_URL: "file:///mnt/backups" })).toEqual([]);
});
