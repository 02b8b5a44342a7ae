// Shared frame of the small npm commands: configuration errors are printed
// plainly (configOrExit), and the process exits when the work is done, with
// the code the work returns (0 when it returns none) or 1 when it fails.
import type { Config } from "../../lib/config";
import { configOrExit } from "../../lib/command-line";

export function runCommand(work: (config: Config) => Promise<number | void>): void {
  Promise.resolve()
    .then(() => work(configOrExit()))
    .then(
      (code) => process.exit(code ?? 0),
      (error) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
