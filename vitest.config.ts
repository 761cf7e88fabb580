import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Server tests build the app and seed a database; the machine has two cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Both cores: a server test waits on its database (PostgreSQL a process of its own) as much as it computes.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['tests/unit/**/*.test.ts', 'tests/server/*.test.ts'] } },
      // The server and API tests again on PostgreSQL, each test server on a database of its own;
      // tests/server/postgres holds those of PostgreSQL alone (moving a site's data to it).
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/server/*.test.ts', 'tests/server/postgres/*.test.ts'],
          // These never reach the database, or start servers of their own on SQLite: the same on both.
          exclude: [
            'tests/server/{bus,group-commit,mail,mollie-adapter,redis-adapters,storage,weekly-mail}.test.ts',
            'tests/server/{start-build,dev-server}.test.ts',
          ],
          env: { AMORA_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/server/postgres/global-setup.ts'],
        },
      },
    ],
  },
});
