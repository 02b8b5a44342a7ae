// A PostgreSQL server of its own for the cluster test: Debian's binaries,
// a fresh data directory owned by the postgres user, a loopback port.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => existsSync(path.join(dir, "postgres")));
  if (!found) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql");
  return found;
}

/** As the postgres user when this process is root (PostgreSQL refuses to run as root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ")]];
}

export async function startPostgres(port: number): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), "cluster-pg-"));
  const data = path.join(dir, "data");
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  if (process.getuid?.() === 0) chownSync(dir, uid, gid);
  const [initCmd, initArgs] = asPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  execFileSync(initCmd, initArgs, { stdio: "ignore" });
  writeFileSync(path.join(data, "postgresql.auto.conf"), `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\nmax_connections = 200\nfsync = off\nsynchronous_commit = off\n`);
  if (process.getuid?.() === 0) chownSync(path.join(data, "postgresql.auto.conf"), uid, gid);
  const [cmd, args] = asPostgres(path.join(bin, "postgres"), ["-D", data]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"], detached: true });
  let log = "";
  child.stderr?.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import("pg")).default;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PostgreSQL did not start on port ${port}:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return {
    url,
    async stop() {
      // pg_ctl waits until the server has shut down and let go of its port.
      const [stopCmd, stopArgs] = asPostgres(path.join(bin, "pg_ctl"), ["-D", data, "stop", "-m", "fast", "-w", "-t", "30"]);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: "ignore" });
      } catch {
        if (child.pid) {
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {
            // Already gone.
          }
        }
      }
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
