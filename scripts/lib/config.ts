// The configuration of a command, or an exit with the message that names the
// bad variable (lib/config.ts validates every variable).
import { ConfigError, getConfig, type Config } from "../../lib/config";

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
