import { WebSocket } from 'ws';

/**
 * The two members of the flood bench (see `live-flood.ts`, which starts this script twice, one
 * process each, so that neither's work delays the other's timing or the server's):
 *
 * - the reader reads a conversation (GET on `url`) on a steady schedule, each read due at its own
 *   moment whether or not earlier ones were answered, from `read` until `stop`;
 * - the flooder opens `sockets` live sockets one after another, then sends `frames` visibility frames
 *   on the newest one still open, as fast as the socket takes them.
 *
 * Times are on `performance.timeOrigin + performance.now()`, which both processes share on one machine.
 */

export type FloodJob =
  | { type: 'read'; url: string; cookie: string; everyMs: number }
  | { type: 'stop' }
  | { type: 'flood'; origin: string; cookie: string; sockets: number; frames: number };

export interface Read {
  /** When the read was due. */
  at: number;
  /** Due → answered (ms). */
  ms: number;
  /** 0 for a network error. */
  status: number;
}

export type FloodAnswer =
  | { type: 'reading' }
  | { type: 'reads'; reads: Read[] }
  | {
    type: 'flooded';
    /** From the first socket to the answer of a request sent after the last frame: the server has worked through it all. */
    startedAt: number;
    endedAt: number;
    opened: number;
    /** Upgrades the server refused. */
    refused: number;
    /** Sockets still open at the end, of those opened. */
    openAtEnd: number;
    /** How the server closed the others, by close code. */
    closeCodes: Record<string, number>;
    /** How the flooding socket stood after its frames: still open, or the code it was closed with. */
    floodSocket: 'open' | number;
  };

const clock = () => performance.timeOrigin + performance.now();

let reading: { stop: () => Promise<Read[]> } | null = null;

function read(job: Extract<FloodJob, { type: 'read' }>): FloodAnswer {
  const reads: Read[] = [];
  const pending = new Set<Promise<void>>();
  const start = clock();
  let n = 0;
  let timer: NodeJS.Timeout | undefined;
  const once = (at: number) => {
    const done = fetch(job.url, { headers: { cookie: job.cookie } }).then(
      async (response) => {
        await response.arrayBuffer();
        reads.push({ at, ms: clock() - at, status: response.status });
      },
      () => void reads.push({ at, ms: clock() - at, status: 0 }),
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const tick = () => {
    once(start + n * job.everyMs);
    n++;
    timer = setTimeout(tick, Math.max(0, start + n * job.everyMs - clock()));
  };
  tick();
  reading = {
    stop: async () => {
      clearTimeout(timer);
      await Promise.all(pending);
      return reads.sort((a, b) => a.at - b.at);
    },
  };
  return { type: 'reading' };
}

async function stop(): Promise<FloodAnswer> {
  const reads = (await reading?.stop()) ?? [];
  reading = null;
  return { type: 'reads', reads };
}

/** Opens one socket; its close code is counted when the server closes it. */
function open(url: string, origin: string, cookie: string, closeCodes: Record<string, number>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, origin } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
    socket.on('close', (code) => (closeCodes[code] = (closeCodes[code] ?? 0) + 1));
  });
}

/** Once the server has read all sent before: 'open', or the code it closed the socket with (a closed socket answers no ping). */
function standing(socket: WebSocket): Promise<'open' | number> {
  return new Promise((resolve) => {
    socket.once('pong', () => resolve('open'));
    socket.once('close', (code) => resolve(code));
    socket.ping();
  });
}

async function flood(job: Extract<FloodJob, { type: 'flood' }>): Promise<FloodAnswer> {
  const startedAt = clock();
  const url = `${job.origin.replace(/^http/, 'ws')}/api/live.php`;
  const closeCodes: Record<string, number> = {};
  const sockets: WebSocket[] = [];
  let refused = 0;
  for (let i = 0; i < job.sockets; i++) {
    await open(url, job.origin, job.cookie, closeCodes).then((socket) => sockets.push(socket), () => refused++);
  }
  const target = sockets.findLast((socket) => socket.readyState === WebSocket.OPEN);
  if (!target) throw new Error('no socket stayed open to flood');
  for (let i = 0; i < job.frames; i++) target.send(JSON.stringify({ type: 'visibility', hidden: i % 2 === 0 }));
  const floodSocket = await standing(target);
  // Answered only once the server's event loop and database are through with the frames.
  await (await fetch(`${job.origin}/api/user.php`, { headers: { cookie: job.cookie } })).arrayBuffer();
  const endedAt = clock();
  const answer = {
    type: 'flooded', startedAt, endedAt, opened: sockets.length, refused, floodSocket,
    openAtEnd: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length, closeCodes: { ...closeCodes },
  } as const;
  for (const socket of sockets) socket.terminate();
  return answer;
}

process.on('message', (job: FloodJob) => {
  const answer = job.type === 'read' ? Promise.resolve(read(job)) : job.type === 'stop' ? stop() : flood(job);
  answer.then(
    (result) => process.send!(result),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
});
// The bench closes the channel when it is done with this process.
process.on('disconnect', () => process.exit(0));
