import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemError } from '../domain/problems';
import { UNREACHABLE_RETRY_SECONDS } from './errors';

/** How often the event loop's delay is measured: overload is noticed within this. */
const SAMPLE_MS = 100;

/**
 * Load shedding: when the event loop falls behind (its mean delay over the last 100 ms past
 * `maxLoopDelayMs`), an API call is answered 503 with Retry-After before any of its work starts,
 * instead of waiting in line behind work the process cannot finish in time; the app retries after
 * the pause it is told. What stays answered: the settings every page starts with, the app's own
 * files and shell (served from memory), and the health checks, so a page still opens and says
 * what is wrong, and the load balancer still sees the process live.
 */
export async function shedLoad(app: FastifyInstance, maxLoopDelayMs: number): Promise<void> {
  if (maxLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxLoopDelayMs,
    sampleInterval: SAMPLE_MS,
    pressureHandler: (request: FastifyRequest) => {
      if (!shed(request.url)) return undefined;
      return Promise.reject(new ProblemError('service_unavailable', { seconds: UNREACHABLE_RETRY_SECONDS }));
    },
  });
}

/** Whether a request of this address is shed under pressure: the API's calls, but the settings. */
export function shed(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === '/api/settings.php') return false;
  return path.startsWith('/api/') || path.startsWith('/staff/api/');
}
