// A Redis server of its own for a test: Debian's redis-server (.ci/run
// installs it) on a loopback port, nothing saved to disk, stopped by its PID.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../support/ports";

export interface RedisServer {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];

function redisServerBinary(): string {
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error("redis-server is not installed: apt-get install -y redis-server");
  return found;
}

/** Whether a Redis server answers PING on this port. */
function pingRedis(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let reply = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk;
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts redis-server on 127.0.0.1:`port` (0: a free port), bounded as the README says, and waits until it answers. */
export async function startRedis(port = 0): Promise<RedisServer> {
  const binary = redisServerBinary();
  const chosen = port || (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), "redis-test-"));
  const args = ["--port", String(chosen), "--bind", "127.0.0.1", "--dir", dir, "--save", "", "--appendonly", "no", "--daemonize", "no", "--protected-mode", "yes", "--maxmemory", "256mb", "--maxmemory-policy", "volatile-lru"];
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk).slice(-8_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const stop = async () => {
    if (!exited(child)) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (!exited(child)) {
        child.kill("SIGKILL");
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await pingRedis(chosen))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${chosen}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid!, stop };
}
