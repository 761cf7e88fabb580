import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/http/app';
import { buildPlatform } from '../server/platform/platform';
import { loadConfig } from '../server/config/config';
import { migrateToLatest } from '../server/db/database';
import { createMembers, latency, worker } from './chat';
import { freshDatabase } from './databases';
import type { FloodAnswer, FloodJob, Read } from './live-flood-clients';

/**
 * The live channel under a flood (issue 32), on the real app over a real SQLite file as in chat.ts:
 * one member opens 200 live sockets one after another, then sends 10,000 visibility frames on the
 * newest one still open, while another member reads a conversation (GET /api/messages.php) every
 * 10 ms. Reported: the reader's latency first without the flood, then for the reads due while it
 * lasted (until the server answered a request the flooder sent after its last frame); how the
 * server treated the 200 sockets and the flooding one; and the server's longest event-loop stall.
 */

const FLOOD_SOCKETS = 200;
const FLOOD_FRAMES = 10_000;
const READ_EVERY_MS = 10;
const WARMUP_MS = 1_000;
const QUIET_MS = 3_000;
/** Reads go on this long after the flood, so the last reads due during it are answered in the same run. */
const AFTER_MS = 500;
/** Messages in the reader's conversation: a page of them is read. */
const MESSAGES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(reads: Read[]) {
  return { reads: reads.length, failed: reads.filter((r) => r.status !== 200).length, latencyMs: latency(reads.map((r) => r.ms)) };
}

export async function runLiveFloodBench() {
  // The live channel's limits are the server's, whatever its database: measured on SQLite.
  const fresh = await freshDatabase('sqlite', 'flood');
  const config = loadConfig({ ...fresh.env, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', STATIC_DIR: path.join(fresh.dataDir, 'no-dist') });
  const platform = buildPlatform(config);
  const { db } = platform;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const reader = worker<FloodJob, FloodAnswer>('live-flood-clients.ts');
  const flooder = worker<FloodJob, FloodAnswer>('live-flood-clients.ts');
  try {
    await migrateToLatest(db);
    // Member 0 writes to member 1, who reads; member 2 floods.
    const [partner, member, attacker] = await createMembers(db, 4, new Date());
    app = await buildApp({ platform });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    let conversation = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const sent = await fetch(`${origin}/api/messages.php`, {
        method: 'POST', headers: { cookie: partner!.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: crypto.randomUUID(), to: member!.id, kind: 'text', body: `Message ${i}` }),
      });
      if (sent.status !== 201) throw new Error(`setting up the conversation: HTTP ${sent.status} ${await sent.text()}`);
      conversation = ((await sent.json()) as { message: { conversation: number } }).message.conversation;
    }
    const read = { type: 'read', url: `${origin}/api/messages.php?conversation=${conversation}`, cookie: member!.cookie, everyMs: READ_EVERY_MS } as const;
    const reads = async (ms: number) => {
      await sleep(ms);
      const answer = await reader.run({ type: 'stop' }, 120_000);
      if (answer.type !== 'reads') throw new Error('the reader did not report');
      return answer.reads;
    };

    await reader.run(read, 10_000);
    await reads(WARMUP_MS);
    await reader.run(read, 10_000);
    const quiet = await reads(QUIET_MS);

    await reader.run(read, 10_000);
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const flood = await flooder.run({ type: 'flood', origin, cookie: attacker!.cookie, sockets: FLOOD_SOCKETS, frames: FLOOD_FRAMES }, 600_000);
    stalls.disable();
    if (flood.type !== 'flooded') throw new Error('the flooder did not report');
    const during = (await reads(AFTER_MS)).filter((r) => r.at >= flood.startedAt && r.at <= flood.endedAt);

    return {
      readEveryMs: READ_EVERY_MS,
      read: `GET /api/messages.php (a conversation of ${MESSAGES} messages)`,
      quiet: summary(quiet),
      duringFlood: summary(during),
      flood: {
        sockets: FLOOD_SOCKETS, frames: FLOOD_FRAMES, ms: Math.round(flood.endedAt - flood.startedAt),
        opened: flood.opened, refused: flood.refused, openAtEnd: flood.openAtEnd, closeCodes: flood.closeCodes, floodSocket: flood.floodSocket,
      },
      serverLongestStallMs: Math.round(stalls.max / 1e6),
    };
  } finally {
    await Promise.all([reader.end(), flooder.end()]);
    if (app) await app.close();
    await platform.close();
    await fresh.remove();
  }
}
