// Jest runs two projects: "unit" (domain functions and React components, no
// database) and "integration" (route handlers and migrations against the
// PostgreSQL of DATABASE_URL, which `npm test` provides).
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: __dirname });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
};

// Packages that ship only as ES modules (Auth.js and its helpers, the TOTP library, the avatar
// generator, the icon set's per-icon modules): let next/jest compile them.
const ESM_PACKAGES = ["lucide-react", "next-auth", "@auth/core", "jose", "oauth4webapi", "preact", "preact-render-to-string", "@panva/hkdf", "@dicebear", "@scure", "@noble", "@otplib", "otplib"];
const compileEsmPackages = (config) => ({
  ...config,
  transformIgnorePatterns: [
    `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
    ...config.transformIgnorePatterns.filter((pattern) => !pattern.includes("node_modules")),
  ],
});

module.exports = async () => ({
  // A project's own testTimeout is not read; this one is for every test (the
  // integration tests hash real passwords and talk to a real database).
  testTimeout: 30_000,
  projects: [
    compileEsmPackages(await createJestConfig({
      ...shared,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
    })()),
    compileEsmPackages(await createJestConfig({
      ...shared,
      displayName: "integration",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/integration/global-setup.ts",
      setupFiles: ["<rootDir>/tests/integration/setup-env.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/integration/teardown.ts"],
    })()),
  ],
});
