import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // Server tests build the app and seed a database; the machine has two cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
