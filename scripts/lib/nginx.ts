// An nginx of its own for a test or a benchmark: a throw-away prefix folder
// (logs and temporary files, readable by nginx's workers) and a main
// configuration around the caller's `http` block, run in the foreground.
// The cluster test (tests/cluster/nginx.ts) and `npm run lighthouse`'s TLS
// front (bench/tls-front.ts) start theirs with it.
import { chmodSync, mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fresh prefix folder under the system's temporary folder, named after `name`. */
export function makeNginxPrefix(name: string): string {
  const prefix = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  chmodSync(prefix, 0o755);
  chmodSync(path.join(prefix, "temp"), 0o777);
  return prefix;
}

/** nginx.conf for `prefix`: one worker, errors to its logs folder, `http` (the block's contents) around its temporary paths. */
export function nginxConfig(prefix: string, http: string): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
${http}
}
`;
}
