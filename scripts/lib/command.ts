// Shared frame of the small npm commands: configuration errors are printed
// plainly, and the process exits when the work is done.
import { ConfigError, getConfig, type Config } from "../../lib/config";

export function runCommand(work: (config: Config) => Promise<void>): void {
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  work(config).then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
