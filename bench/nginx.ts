import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';
import { spawnProcess, type Spawned } from '../tests/server/spawned-process';

/**
 * Debian's nginx in front of server processes, as docs/nginx.conf puts it, for the overload part of
 * the several-processes bench: plain HTTP on loopback (TLS would only add nginx's CPU on the same two
 * cores), with that file's bound on what reaches a process. Its directives, not its TLS, are what is
 * measured; keep the two in step.
 */

export const NGINX = '/usr/sbin/nginx';

/** Requests in flight to one process at most (`max_conns`); what comes past it is answered 503 at once. */
export const IN_FLIGHT_PER_PROCESS = 32;

export function nginxInstalled(): boolean {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function config(port: number, upstreams: string[], prefix: string): string {
  const servers = (bound: string) => upstreams.map((origin) => `    server ${new URL(origin).host}${bound};`).join('\n');
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
  upstream amora {
    zone amora 64k;
${servers(` max_conns=${IN_FLIGHT_PER_PROCESS}`)}
    keepalive ${IN_FLIGHT_PER_PROCESS};
  }
  upstream amora_live {
${servers('')}
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location = /api/live.php {
      proxy_pass http://amora_live;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 75s;
    }
    location / {
      proxy_pass http://amora;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      error_page 502 = @busy;
    }
    location @busy {
      default_type application/json;
      add_header Retry-After 2 always;
      return 503 '{"error":"service_unavailable","message":"An error occured, please try again later.","params":{"seconds":2}}';
    }
  }
}
`;
}

export interface Nginx {
  origin: string;
  process: Spawned;
  stop: () => Promise<void>;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-nginx-'));
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config(port, upstreams, prefix));
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
