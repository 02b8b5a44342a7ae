// The container image (Dockerfile) and the compose file cannot be built or
// started here (no Docker): what can be checked without Docker is checked.
//   - compose.yaml, filled in with an operator's .env, gives each shop
//     instance an environment that passes every production check
//     (server/production-checks.ts), with Stripe's keys or test payments on
//     purpose; every variable those checks name is in it; no secret has a
//     default in the file;
//   - the image is built by the same build script as `npm run test:cluster`
//     runs, its last stage runs `npm run serve`'s command as a non-root user,
//     with no dev dependencies and no TypeScript loader, on a Node.js release
//     package.json's engines accept;
//   - compose's database step is a file the build compiles, and its nginx
//     uses the same locations file as the cluster test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { parseConfig } from "@/lib/config";
import { clusterProblems, configurationProblems } from "@/server/production-checks";
import { COMMAND_ENTRIES } from "@/scripts/lib/build";
import { SERVER_ENTRY } from "@/scripts/lib/build-hash";
import { SHOP_LOCATIONS } from "@/tests/cluster/nginx";

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

type Environment = Record<string, string>;
interface ComposeService {
  image?: string;
  build?: { context: string; args?: Environment; secrets?: string[] };
  command?: string[];
  environment?: Environment;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService>; secrets: Record<string, { environment: string }> };
const SHOP_SERVICES = ["web-1", "web-2"];

/** Compose's interpolation of one value with the operator's .env: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}, $$. */
function interpolate(value: string, dotEnv: Environment): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}/g, (whole, name: string | undefined, operator: string | undefined, argument: string | undefined) => {
    if (!name) return "$";
    const set = dotEnv[name];
    const usable = operator?.startsWith(":") ? Boolean(set) : set !== undefined;
    if (usable) return set!;
    if (operator?.endsWith("?")) throw new Error(`${name}: ${argument}`);
    return operator?.endsWith("-") ? interpolate(argument ?? "", dotEnv) : "";
  });
}

function environmentOf(service: string, dotEnv: Environment): Environment {
  return Object.fromEntries(Object.entries(compose.services[service]!.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), dotEnv)]));
}

/** What the README's .env example sets, without the payment choice. */
const SECRETS: Environment = {
  AUTH_SECRET: "k6D8qQz0Xn1bV4eR7tY2uI5oP8aS1dF4gH7jK0lZ3x",
  POSTGRES_PASSWORD: "5f1c0b7e2a9d4c3b8e6f1a0d2c4b6e8f",
  BACKUP_PASSPHRASE: "a passphrase kept off the machine",
  DATA_ENCRYPTION_KEYS: "k1:q2Vx0a9hJ3nT5mW8yB1cE4gK7pS0uX3zA6dG9jL2oR5=",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "Vb2k4Yg3m8L0pQ6sT1wX9zA5cE7hJ2nR4uW6yB8dF0g=",
};
const STRIPE: Environment = { STRIPE_SECRET_KEY: "sk_live_51Example", STRIPE_PUBLISHABLE_KEY: "pk_live_51Example", STRIPE_WEBHOOK_SECRET: "whsec_example" };

describe("compose.yaml", () => {
  it.each([
    ["Stripe's keys", { ...SECRETS, ...STRIPE }, "stripe"],
    ["test payments on purpose", { ...SECRETS, PAYMENTS_MODE: "test" }, "test"],
  ])("with %s, each shop instance passes every production check, beside the other", (_, dotEnv, payments) => {
    for (const service of SHOP_SERVICES) {
      const env = environmentOf(service, dotEnv);
      const config = parseConfig(env);
      expect({ service, problems: configurationProblems(config, env as NodeJS.ProcessEnv) }).toEqual({ service, problems: [] });
      expect({ service, problems: clusterProblems(config, SHOP_SERVICES.length - 1) }).toEqual({ service, problems: [] });
      expect(config.payments.mode).toBe(payments);
      expect(config.database.url).toBe(`postgresql://shop:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/shop`);
    }
  });

  it("leaves the payment choice to the operator: with neither, the instances refuse to start, naming STRIPE_SECRET_KEY", () => {
    const env = environmentOf("web-1", SECRETS);
    expect(configurationProblems(parseConfig(env), env as NodeJS.ProcessEnv).map((problem) => problem.variable)).toEqual(["STRIPE_SECRET_KEY"]);
  });

  it("names every variable the production checks ask for", () => {
    const named = [...read("server/production-checks.ts").matchAll(/variable: "([A-Z0-9_]+)"/g)].map((match) => match[1]!).filter((name) => name !== "BUILD");
    expect(named.length).toBeGreaterThan(5);
    for (const service of SHOP_SERVICES) {
      const passed = Object.keys(compose.services[service]!.environment ?? {});
      expect({ service, missing: named.filter((name) => !passed.includes(name)) }).toEqual({ service, missing: [] });
    }
  });

  it("has no default for a secret: compose stops, naming it, until the .env sets it", () => {
    for (const name of ["AUTH_SECRET", "POSTGRES_PASSWORD", "BACKUP_PASSPHRASE", "DATA_ENCRYPTION_KEYS"]) {
      const without = Object.fromEntries(Object.entries(SECRETS).filter(([key]) => key !== name));
      expect(() => environmentOf("web-1", without)).toThrow(new RegExp(`^${name}: set ${name} in \\.env`));
    }
    expect(compose.secrets.server_actions_key).toEqual({ environment: "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY" });
  });

  it("keeps backups in a volume, with their passphrase passed to the schedule", () => {
    for (const service of SHOP_SERVICES) {
      const env = environmentOf(service, SECRETS);
      expect(env.BACKUP_PASSPHRASE).toBe(SECRETS.BACKUP_PASSPHRASE);
      expect(compose.services[service]!.volumes).toContain(`shop-data:${env.DATA_DIR}`);
    }
  });

  it("has the operator's commands compiled in: each npm script of backup, restore, rotation, break-glass and reconcile runs the file the build compiles", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    const commands: Record<string, keyof typeof COMMAND_ENTRIES> = {
      backup: "backup",
      restore: "restore",
      "secrets:reencrypt": "secrets-reencrypt",
      "admin:reset-2fa": "admin-reset-2fa",
      "orders:reconcile": "orders-reconcile",
    };
    for (const [script, entry] of Object.entries(commands)) {
      // npm's script runs the source with tsx under the react-server condition; the image runs the compiled file under the same.
      expect(scripts[script]).toBe(`tsx --conditions=react-server ${COMMAND_ENTRIES[entry]}`);
    }
    expect(read("README.md")).toContain("node --conditions=react-server .next/shop-server/restore.js");
  });

  it("runs the release's database step from the build before the instances, and nginx with the cluster test's locations", () => {
    const migrate = compose.services.migrate!;
    expect(migrate.command).toEqual(["node", path.join(path.dirname(SERVER_ENTRY), "db-seed.js")]);
    expect(COMMAND_ENTRIES["db-seed"]).toBe(path.join("scripts", "db-seed.ts"));
    expect(migrate.build?.context).toBe(".");
    for (const service of SHOP_SERVICES) {
      expect(compose.services[service]!.image).toBe(migrate.image);
      expect(compose.services[service]!.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
    }
    const nginx = compose.services.nginx!;
    expect(nginx.volumes).toContain(`./${path.relative(process.cwd(), SHOP_LOCATIONS)}:/etc/nginx/shop-locations.conf:ro`);
    expect(read("deploy/nginx/compose.conf")).toContain("include /etc/nginx/shop-locations.conf;");
    for (const service of SHOP_SERVICES) expect(read("deploy/nginx/compose.conf")).toContain(`server ${service}:3000`);
  });
});

/** The Dockerfile's stages: each FROM with the instructions after it (continued lines joined). */
function dockerStages(): { from: string; name: string; lines: string[] }[] {
  const lines = read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: { from: string; name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? "", lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe("Dockerfile", () => {
  const stages = dockerStages();
  const [build, runtime] = [stages.find((stage) => stage.name === "build")!, stages.at(-1)!];
  const packageJson = JSON.parse(read("package.json")) as { scripts: Record<string, string>; engines: { node: string } };

  it("makes the build with the build script the cluster test runs", () => {
    expect(stages.map((stage) => stage.name)).toEqual(["build", "runtime"]);
    expect(packageJson.scripts.build).toBe("tsx scripts/build.ts");
    expect(read("tests/cluster/test-cluster.ts")).toContain('run(["scripts/build.ts"]');
    const builds = build.lines.filter((line) => /\bnpm run build\b/.test(line));
    expect(builds).toHaveLength(1);
    expect(runtime.lines.join("\n")).not.toMatch(/npm run build|next build|scripts\/build/);
  });

  it("runs npm run serve's command as a non-root user, with no dev dependencies and no TypeScript loader", () => {
    const cmd = runtime.lines.find((line) => line.startsWith("CMD"))!;
    const command = JSON.parse(cmd.slice(3)) as string[];
    expect(command.slice(0, 3).join(" ")).toBe(packageJson.scripts.serve);
    const user = runtime.lines.findIndex((line) => /^USER\s+/.test(line));
    expect(runtime.lines[user]).not.toMatch(/^USER\s+(root|0)\b/);
    expect(user).toBeLessThan(runtime.lines.indexOf(cmd));
    // The runtime installs nothing of npm's; what it copies from the build was pruned of dev dependencies and tsx.
    expect(runtime.lines.join("\n")).not.toMatch(/npm (install|ci)|tsx/);
    expect(runtime.lines.some((line) => /^COPY --from=build\b/.test(line))).toBe(true);
    const pruned = build.lines.slice(build.lines.findIndex((line) => /\bnpm run build\b/.test(line)) + 1).join("\n");
    expect(pruned).toMatch(/npm prune --omit=dev/);
    expect(pruned).toMatch(/rm -rf [^\n]*node_modules\/tsx /);
    expect(runtime.lines.join("\n")).toMatch(/HEALTHCHECK .*\/api\/health\/ready/);
  });

  it("is based on a Node.js LTS release that package.json's engines accept", () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-/m.exec(read("Dockerfile"));
    expect(image).not.toBeNull();
    const major = Number(image![1]);
    expect(major % 2).toBe(0);
    expect(stages.every((stage) => stage.from === "${NODE_IMAGE}")).toBe(true);
    // "^22.12 || >=24": each range's lowest major.
    const ranges = packageJson.engines.node.split("||").map((range) => Number(/(\d+)/.exec(range)![1]));
    expect(Math.min(...ranges)).toBeGreaterThanOrEqual(22);
    expect(ranges.some((lowest) => lowest === major || (packageJson.engines.node.includes(`>=${lowest}`) && major >= lowest))).toBe(true);
  });

  it("leaves secrets, local data and the build's output out of the image's context", () => {
    const ignored = read(".dockerignore").split("\n").map((line) => line.trim());
    for (const entry of [".env", ".data", ".next", "node_modules", ".git"]) expect(ignored).toContain(entry);
  });
});
