import { expect } from 'vitest';

/** What an operator's script printed after its first line, which names the database it works on (scripts/script-platform.ts). */
export function afterDatabaseLine(stdout: string): string {
  const [first, ...rest] = stdout.split('\n');
  expect(first).toMatch(/^Database: /);
  return rest.join('\n');
}
