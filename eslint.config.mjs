import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // One way to do each thing, kept so by the linter.
  {
    files: ["**/*.{ts,tsx,mjs}"],
    // Packages are not followed: a cycle can only run through the shop's own modules.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // Modules depend on each other in one direction only.
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The layout is the architecture: the app (app/, components/, lib/ and
    // the files Next.js loads from the root) never depends on the server
    // around it, the commands, the benchmarks or the tests; the server
    // (server/) depends on lib/ and its packages only.
    files: ["**/*.{ts,tsx,mjs,js}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ["./app", "./components", "./lib", "./proxy.ts", "./auth.ts", "./auth-community.ts", "./instrumentation.ts", "./next.config.ts"],
              from: ["./server", "./scripts", "./bench", "./tests"],
              message: "The app does not import the server, the commands, the benchmarks or the tests.",
            },
            {
              target: "./server",
              from: ["./app", "./components", "./scripts", "./bench", "./tests"],
              message: "The server imports lib/ and packages only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts", "auth.ts"],
    ignores: ["lib/config.ts"],
    rules: {
      // Every setting is read, validated and typed in lib/config.ts.
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through getConfig() from lib/config.ts." }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/http/**", "lib/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Routes use components and lib, never the other way round.
          patterns: [{ group: ["@/app/*"], message: "components/ and lib/ do not import from app/." }],
          // Domain code throws DomainError (lib/errors.ts); only the HTTP edge (lib/http, lib/api) knows statuses.
          paths: [{ name: "@/lib/http/errors", message: "Throw a DomainError from lib/errors.ts; lib/http maps it to a status." }],
        },
      ],
    },
  },
  {
    files: ["lib/http/**/*.{ts,tsx}", "lib/api/**/*.{ts,tsx}"],
    ignores: ["lib/http/errors.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*"], message: "components/ and lib/ do not import from app/." }] }],
    },
  },
  {
    files: ["lib/http/errors.ts"],
    rules: {
      // Answering an error must not load the database driver.
      "no-restricted-imports": ["error", { paths: [{ name: "@/lib/db", message: "Use lib/db/unavailable.ts." }, { name: "@/lib/db/client", message: "Use lib/db/unavailable.ts." }] }],
    },
  },
  {
    // The storefront's pages are prerendered documents linked with plain
    // anchors, so they ship without the client router's link code (the
    // root error and not-found pages are part of every page's bundle).
    files: ["components/site/**/*.tsx", "components/home/**/*.tsx", "components/landing/**/*.tsx", "app/not-found.tsx", "app/error.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    files: ["jest.config.js", "tests/support/**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".data/**",
      "lib/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
