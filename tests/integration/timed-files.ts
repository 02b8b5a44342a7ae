// The integration test files that measure time: a request's duration against
// a budget, a timeout's length, two medians compared. `npm test` runs the
// other files on both databases side by side, then these on one database at a
// time, so that their figures are not taken while the other pass keeps the
// machine busy. tests/unit/testing/timed-files.test.ts keeps this list
// complete: a file that reads the clock to measure something must be on it.
export const TIMED_INTEGRATION_FILES = [
  "tests/integration/backup/restore-drill.test.ts",
  "tests/integration/checkout/test-mode-orders.test.ts",
  "tests/integration/database-faults.test.ts",
  "tests/integration/database-partition.test.ts",
  "tests/integration/mail-delivery.test.ts",
  "tests/integration/marketing-newsletter.test.ts",
  "tests/integration/migration-locks.test.ts",
  "tests/integration/privacy-no-enumeration.test.ts",
] as const;

/** How a test file measures time: the clock read before and after something, or a timing compared. */
export const MEASURES_TIME = /performance\.now\(\)|Date\.now\(\) - (?:started|before|start)\b|\btook\b.*toBeLessThan|median\(/;
