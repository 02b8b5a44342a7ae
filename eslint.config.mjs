import { readdirSync } from "node:fs";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The layers of the application, bottom to top. A module imports its own layer
// and the layers below it, never one above; inside a layer, modules may import
// each other as long as no cycle forms (import/no-cycle). Every entry of lib/
// belongs to exactly one layer: a new folder gets its place here, or the
// linter stops. The README's "How the code is organised" draws this list.
const LAYERS = [
  {
    name: "core",
    what: "settings, error kinds, the log, the generated database client, plain formatting and site facts",
    paths: ["lib/config.ts", "lib/command-line.ts", "lib/errors.ts", "lib/log.ts", "lib/generated", "lib/format", "lib/site", "lib/ui"],
  },
  {
    name: "infrastructure",
    what: "the database, the HTTP helpers every layer may use (body, client address, cookies, text, ids, CSRF, the error format), security primitives (signed tokens, sealing, rate limits, redaction) and error reports (Sentry)",
    paths: ["lib/db.ts", "lib/db", "lib/http", "lib/observability", "lib/security", "lib/security-headers.ts"],
  },
  {
    name: "domains",
    what: "the shop's domains; they import each other without cycles. auth.ts and auth-community.ts (Auth.js's configuration, kept at the root by convention) belong to them",
    paths: [
      "lib/account", "lib/alerts", "lib/auth", "lib/backup", "lib/cache", "lib/cart", "lib/catalog", "lib/discounts", "lib/editable-content", "lib/editing", "lib/fixed-content", "lib/forum",
      "lib/google", "lib/healing", "lib/links", "lib/mail", "lib/maintenance", "lib/marketing", "lib/orders", "lib/payments", "lib/placeholder.ts",
      "lib/privacy", "lib/reviews", "lib/schemas", "lib/seo", "lib/shipping", "lib/social-proof", "lib/tax", "lib/tracking", "lib/tutorials", "lib/uploads", "lib/wholesale",
      "auth.ts", "auth-community.ts",
    ],
  },
  {
    name: "api",
    what: "the route wrappers (route, withPublic, withAdmin, withMember) and the Auth.js error wrapper",
    paths: ["lib/api"],
  },
  {
    name: "app",
    what: "pages, route handlers, components and the files Next.js loads from the root",
    paths: ["app", "components", "proxy.ts", "instrumentation.ts", "next.config.ts"],
  },
];

const layered = LAYERS.flatMap((layer) => layer.paths);
const unplaced = readdirSync(new URL("./lib", import.meta.url)).map((entry) => `lib/${entry}`).filter((entry) => !layered.includes(entry));
const twice = layered.filter((entry, index) => layered.indexOf(entry) !== index);
if (unplaced.length > 0 || twice.length > 0) {
  throw new Error(`eslint.config.mjs LAYERS: ${[...unplaced.map((entry) => `${entry} is in no layer`), ...twice.map((entry) => `${entry} is in two layers`)].join("; ")}.`);
}

// One zone per pair: the lower layer may not import the higher one.
const layerZones = LAYERS.flatMap((lower, index) =>
  LAYERS.slice(index + 1).map((higher) => ({
    target: lower.paths.map((entry) => `./${entry}`),
    from: higher.paths.map((entry) => `./${entry}`),
    message: `Layers point one way: ${lower.name} does not import ${higher.name} (LAYERS in eslint.config.mjs). Move the code to the layer it belongs to.`,
  })),
);

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
    // The layout is the architecture: the layers point one way (LAYERS
    // above); the app (app/, components/, lib/ and the files Next.js loads
    // from the root) never depends on the server around it, the commands, the
    // benchmarks or the tests; the server (server/) depends on lib/ and its
    // packages only.
    files: ["**/*.{ts,tsx,mjs,js}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...layerZones,
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
