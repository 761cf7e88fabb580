import { createRequire } from 'node:module';

/**
 * One autocannon run over a list of request paths, in a process of its own (see `cannon` in
 * search.ts, which starts it): reads a job as JSON on stdin, prints one result as JSON on stdout.
 *
 * autocannon's command line sends one URL only, and its own latency histogram has whole
 * milliseconds and no p95; so this runs autocannon's API, hands each request the next path of the
 * list in turn (shared by all connections, so every path is sent equally often), and keeps every
 * response time to give exact percentiles.
 */

export interface CannonJob {
  origin: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface CannonOutput {
  requests: number;
  /** autocannon's average of its per-second request counts. */
  rps: number;
  /** Exact, from every response time (ms). */
  latencyMs: { mean: number; p50: number; p90: number; p95: number; p99: number; max: number };
  /** autocannon's own figures, for comparison (whole ms). */
  autocannon: { p50: number; p90: number; p97_5: number; p99: number; requestsAverage: number };
  /** Answers that took longer than 2 s (issue 36: none should), and `timeouts` beside them never came (10 s). */
  over2s: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Responses per status code. */
  statuses: Record<string, number>;
  /** CPU time this process used in all, start-up included (ms). */
  cpuMs: number;
}

/** The part of autocannon's API and result this uses (the package ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
}
type Autocannon = (
  options: { url: string; connections: number; pipelining: number; duration: number; headers: Record<string, string>; requests: AutocannonRequest[] },
  done: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function run(job: CannonJob): Promise<CannonOutput> {
  let next = 0;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        pipelining: 1,
        duration: job.durationSeconds,
        headers: job.headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: job.paths[next++ % job.paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          requests: sorted.length,
          rps: result.requests.average,
          latencyMs: {
            mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
            p50: round(percentile(sorted, 50)),
            p90: round(percentile(sorted, 90)),
            p95: round(percentile(sorted, 95)),
            p99: round(percentile(sorted, 99)),
            max: round(sorted[sorted.length - 1] ?? 0),
          },
          autocannon: {
            p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99,
            requestsAverage: result.requests.average,
          },
          over2s: sorted.filter((ms) => ms > 2_000).length,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statuses,
          cpuMs: 0,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => {
  run(JSON.parse(input) as CannonJob).then(
    (output) => {
      const { user, system } = process.cpuUsage();
      process.stdout.write(JSON.stringify({ ...output, cpuMs: Math.round((user + system) / 1000) }) + '\n');
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exitCode = 1;
    },
  );
});
