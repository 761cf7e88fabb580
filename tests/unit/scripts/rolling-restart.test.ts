import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rollingRestart, type RestartTarget } from '../../../scripts/rolling-restart-procedure';

/** Stand-ins for server processes: `/readyz` answers 200 while `ready`, 503 otherwise. */
interface FakeProcess extends RestartTarget {
  ready: boolean;
}

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

async function fakeProcess(events: string[], name: string, comesBack = true): Promise<FakeProcess> {
  const fake: FakeProcess = {
    ready: true,
    origin: '',
    restart: async () => {
      events.push(`${name} restarted`);
      fake.ready = false;
      if (comesBack) setTimeout(() => (fake.ready = true), 100);
    },
  };
  const server = http.createServer((request, response) => {
    if (request.url === '/readyz' && fake.ready) events.push(`${name} ready`);
    response.writeHead(request.url === '/readyz' && fake.ready ? 200 : 503).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

describe('rollingRestart', () => {
  it('restarts the next process only once the one before is ready again, and the others are ready first', async () => {
    const events: string[] = [];
    const processes = [await fakeProcess(events, 'a'), await fakeProcess(events, 'b')];
    await rollingRestart(processes, { settleMs: 0 });
    expect(events).toEqual(['b ready', 'a restarted', 'a ready', 'a ready', 'b restarted', 'b ready']);
  });

  it('leaves a process running while another is not ready, so the load balancer keeps one', async () => {
    const events: string[] = [];
    const processes = [await fakeProcess(events, 'a'), await fakeProcess(events, 'b')];
    processes[1]!.ready = false;
    await expect(rollingRestart(processes, { settleMs: 0 })).rejects.toThrow(`${processes[1]!.origin} is not ready`);
    expect(events).not.toContain('a restarted');
  });

  it('stops at a process that does not come back, leaving the rest as they were', async () => {
    const events: string[] = [];
    const processes = [await fakeProcess(events, 'a', false), await fakeProcess(events, 'b')];
    await expect(rollingRestart(processes, { settleMs: 0, readyWithinMs: 500 })).rejects.toThrow('was not ready within 0.5 s');
    expect(events).not.toContain('b restarted');
  });
});
