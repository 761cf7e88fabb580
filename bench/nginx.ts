import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port';
import { spawnProcess, type Spawned } from '../tests/server/helpers/spawned-process';

/**
 * Debian's nginx in front of server processes, running docs/nginx.conf itself, so what the benches
 * measure is what the deploy guide ships: its upstreams pointed at the bench's processes, plain HTTP
 * on a loopback port instead of TLS (which would only add nginx's CPU on the same two cores), and
 * its outer settings as that file asks of Debian's nginx.conf. A change to the file that the
 * rewrite no longer finds fails here, loudly, instead of running another configuration.
 */

export const NGINX = '/usr/sbin/nginx';

const DOCUMENTED = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/nginx.conf'), 'utf8');

/** The parameters of docs/nginx.conf's first upstream server (`max_fails=0 max_conns=32`), for the JSON to say what ran. */
export const UPSTREAM_PARAMETERS = /^ +server [\w.-]+:\d+ ([^;\n]*);/m.exec(DOCUMENTED)?.[1] ?? '';

/** Requests in flight to one process at most (`max_conns`); what comes past it is answered 503 at once. */
export const IN_FLIGHT_PER_PROCESS = Number(/\bmax_conns=(\d+)/.exec(UPSTREAM_PARAMETERS)?.[1]);

export function nginxInstalled(): boolean {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function rewrite(text: string, pattern: RegExp, replacement: string | ((...groups: string[]) => string)): string {
  if (!pattern.test(text)) throw new Error(`docs/nginx.conf no longer has ${pattern}: update bench/nginx.ts`);
  pattern.lastIndex = 0;
  return text.replace(pattern, replacement as (...groups: string[]) => string);
}

/** docs/nginx.conf on loopback: each upstream's list of processes, with the documented parameters, becomes `upstreams`. */
function site(port: number, upstreams: string[]): string {
  let text = rewrite(DOCUMENTED, /^( +)server [\w.-]+:\d+([^;\n]*);\n(?:\1server [\w.-]+:\d+[^;\n]*;\n)*/gm, (_all, indent, parameters) =>
    upstreams.map((origin) => `${indent}server ${new URL(origin).host}${parameters};\n`).join(''));
  text = rewrite(text, /^server \{\n\s+listen 80;[\s\S]*?^\}\n/m, '');
  text = rewrite(text, /^( +)listen 443 .*;$/m, `$1listen 127.0.0.1:${port} backlog=4096;`);
  return rewrite(text, /^ +(server_name|ssl_certificate|ssl_certificate_key) .*\n/gm, '');
}

/** Debian's outer nginx.conf as docs/nginx.conf asks it set, with one worker (two cores) and its files in `prefix`. */
function config(prefix: string): string {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  include ${prefix}/amora.conf;
}
`;
}

export interface Nginx {
  origin: string;
  /** Its output: the error log (`no live upstreams`, a process `temporarily disabled`). */
  process: Spawned;
  stop: () => Promise<void>;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'amora.conf'), site(port, upstreams));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix));
  const started = spawnProcess(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { env: {} });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries === 100) throw new Error(`nginx did not start: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    process: started,
    stop: async () => {
      await started.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
