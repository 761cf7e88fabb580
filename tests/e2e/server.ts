import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' one server runs. E2E_PORT moves it (and its data folder), and
 * E2E_STATIC_DIR gives it a build of its own, so two runs on one machine share no port, database or build.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), E2E_PORT === 8181 ? 'amora-e2e' : `amora-e2e-${E2E_PORT}`);
