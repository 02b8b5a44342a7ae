// The command line of the shop's processes (the server in server/, the
// commands in scripts/ and bench/, the cluster test): `--name <number>` or
// `--name <text>` options, and the configuration or an exit with the message
// that names the bad variable (lib/config.ts validates every variable).
import { ConfigError, getConfig, type Config } from "./config";

/** The positive number after `--name`, or `fallback`; exits with a message when it is not one. */
export function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number`);
    process.exit(2);
  }
  return value;
}

/** The text after `--name`, or undefined when the option is not given. */
export function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith("--")) {
    console.error(`--${name} needs a value`);
    process.exit(2);
  }
  return value;
}

/** The configuration, or an exit with the message that names the bad variable. */
export function configOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
