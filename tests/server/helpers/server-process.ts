import { freePort } from '../../../scripts/free-port';
import { NO_SHEDDING, SHARED_PHOTOS_DIR, type TestServer } from './test-server';
import { spawnProcess, type Spawned } from './spawned-process';

/**
 * A server process as `npm start` runs it, on the database of a test server (which makes the
 * members): for tests of what only a real process does (signals, several processes side by side).
 */
export async function startServerProcess(on: TestServer, env: Record<string, string> = {}): Promise<{ process: Spawned; origin: string }> {
  const port = await freePort();
  const started = spawnProcess(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...on.scriptEnv, PORT: String(port), HOST: '127.0.0.1', PHOTOS_DIR: SHARED_PHOTOS_DIR, STATIC_DIR: `${on.dataDir}/no-dist`,
      SEED_MEMBERS: '0', LOG_LEVEL: 'info', ...NO_SHEDDING, ...env,
    },
  });
  await started.printed(/Amora is running/);
  return { process: started, origin: `http://127.0.0.1:${port}` };
}
