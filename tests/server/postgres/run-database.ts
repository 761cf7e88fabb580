import { inject } from 'vitest';
import { uniqueName } from './admin';

/** A new database name of the run (postgres/global-setup.ts names the run, and drops its databases at the end). */
export const runDatabaseName = () => uniqueName(inject('postgresRun'));
