import type { EveryOptions, JobContext, JobSchemas, PayloadOut } from '../adapters/jobs';
import type { Config } from '../config/config';
import type { Deps } from '../domain/deps';

/** A kind that recurs: one job per period across all processes, scheduled wherever the worker starts. */
export interface Recurrence extends EveryOptions {
  periodMs: number;
  /** Whether this site runs it at all; always when absent. */
  when?: (config: Config) => boolean;
}

/**
 * One kind of job, in a file of its own: the schema of its payload (which also adds the kind to
 * `JobSchemas`, so it can be queued), what runs it, and how often it is tried or recurs.
 */
export interface JobKind<K extends keyof JobSchemas> {
  kind: K;
  payload: JobSchemas[K];
  /** Attempts before the job is dead; a day of retries when absent (server/adapters/retry-schedule.ts). */
  maxAttempts?: number;
  every?: Recurrence;
  run(deps: Deps, payload: PayloadOut<JobSchemas[K]>, ctx: JobContext): Promise<void>;
}
