import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { ProblemError } from '../domain/problems';
import { UNREACHABLE_RETRY_SECONDS } from './errors';

/** How often the event loop's delay is measured: overload is noticed within this. */
const SAMPLE_MS = 100;
/** The delay monitor's own timer: its period is counted in every sample and taken off the mean. */
const RESOLUTION_MS = 10;

/**
 * Load shedding: when the event loop falls behind (its mean delay over the last 100 ms past
 * `maxLoopDelayMs`), an API call is answered 503 with Retry-After before any of its work starts,
 * instead of waiting in line behind work the process cannot finish in time; the app retries after
 * the pause it is told. What stays answered: the settings every page starts with, the app's own
 * files and shell (served from memory), and the health checks, so a page still opens and says
 * what is wrong, and the load balancer still sees the process live.
 *
 * The rule of @fastify/under-pressure's event-loop check, written down: the plugin's request hook
 * also builds the route's options object on every request, which cost a tenth of a cached read
 * (docs/performance.md, "The cost of every request").
 */
export function shedLoad(app: FastifyInstance, maxLoopDelayMs: number): void {
  if (maxLoopDelayMs === 0) return;
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  let behind = false;
  const sampler = setInterval(() => {
    // No sample in the period: the loop did not come round once, which is as far behind as it gets.
    behind = delays.count === 0 || delays.mean / 1e6 - RESOLUTION_MS > maxLoopDelayMs;
    delays.reset();
  }, SAMPLE_MS);
  sampler.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sampler);
    delays.disable();
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    if (behind && shed(request.url)) return done(new ProblemError('service_unavailable', { seconds: UNREACHABLE_RETRY_SECONDS }));
    done();
  });
}

/** Whether a request of this address is shed under pressure: the API's calls, but the settings. */
export function shed(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === '/api/settings.php') return false;
  return path.startsWith('/api/') || path.startsWith('/staff/api/');
}
