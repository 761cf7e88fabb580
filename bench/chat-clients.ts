import { WebSocket } from 'ws';

/**
 * The members' open apps for the chat bench (see `chat.ts`, which starts it): a process of its own
 * that holds one live socket (GET /api/live.php) per member and notes when each message reaches its
 * recipient. In the server's process the clients would share its event loop and slow the very
 * delivery they measure.
 *
 * A job comes in over the IPC channel and one answer goes back per job: `connect` opens every socket
 * and answers `ready`; `stop` closes them and answers what arrived.
 *
 * The sender (`chat-senders.ts`) writes the moment it sends into the body, `t=<ms> n=<seq>`, on the
 * clock both processes share on one machine (`performance.timeOrigin + performance.now()`), so the
 * latency is taken here, from the message itself. Warm-up messages say `w=` and are only counted.
 */

export interface LiveMember {
  id: number;
  cookie: string;
  /** The process this member's app holds its socket on, where not the job's (several processes: processes.ts). */
  origin?: string;
}

export type ClientsJob =
  | { type: 'connect'; origin: string; members: LiveMember[]; concurrency: number }
  | { type: 'stop' };

export type ClientsAnswer =
  | { type: 'ready'; connected: number; failed: number; shed: number; firstError: string | null; connectMs: number }
  | {
    type: 'result';
    /** Send → arrival on the recipient's socket (ms), one per measured message, first arrival only. */
    latenciesMs: number[];
    /** Measured messages that arrived twice at their recipient (should be 0). */
    duplicates: number;
    warmupArrived: number;
    /** Every event the sockets received, of any type and to anyone (senders get their own echo and balance). */
    events: number;
    /** Sockets that closed before `stop` (should be 0). */
    closedEarly: number;
    /** CPU this process used from `ready` to `stop` (ms). */
    cpuMs: number;
  };

const clock = () => performance.timeOrigin + performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const sockets: WebSocket[] = [];
const latenciesMs: number[] = [];
const seen = new Set<number>();
let duplicates = 0;
let warmupArrived = 0;
let events = 0;
let closedEarly = 0;
let stopping = false;
let cpuAtReady = 0;

/** Only the fields read here; the event's full shape is common/api/live.ts. */
interface LiveEventData {
  type: string;
  payload?: { senderId?: number; message?: { body?: string } };
}

function onEvent(memberId: number, data: string): void {
  // First, before parsing: the arrival is when the frame is here.
  const arrived = clock();
  events++;
  const event = JSON.parse(data) as LiveEventData;
  // The sender's own echo of the message is not its delivery.
  if (event.type !== 'message' || event.payload?.senderId === memberId) return;
  const body = event.payload?.message?.body ?? '';
  if (body.startsWith('w=')) {
    warmupArrived++;
    return;
  }
  const match = /^t=([0-9.]+) n=([0-9]+)$/.exec(body);
  if (!match) return;
  const seq = Number(match[2]);
  if (seen.has(seq)) {
    duplicates++;
    return;
  }
  seen.add(seq);
  latenciesMs.push(arrived - Number(match[1]));
}

function connect(origin: string, member: LiveMember): Promise<void> {
  const url = `${origin.replace(/^http/, 'ws')}/api/live.php`;
  return new Promise((resolve, reject) => {
    // The server takes the upgrade only from a page of its own site, with the member's session.
    const socket = new WebSocket(url, { headers: { cookie: member.cookie, origin } });
    socket.once('open', () => {
      sockets.push(socket);
      socket.on('close', () => {
        if (!stopping) closedEarly++;
      });
      resolve();
    });
    socket.once('unexpected-response', (_request, response) => reject(new Error(`member ${member.id}: HTTP ${response.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (data) => onEvent(member.id, data.toString()));
  });
}

/** How many times a member's app tries a socket a busy process sheds, before the bench gives up. */
const SHED_ATTEMPTS = 5;

async function connectAll(job: Extract<ClientsJob, { type: 'connect' }>): Promise<ClientsAnswer> {
  const start = performance.now();
  let next = 0;
  let failed = 0;
  let shed = 0;
  let firstError: string | null = null;
  // Shed by a busy process (503), the app tries again after its first back-off, 0.5–1 s
  // (src/workers/poller/live-socket.ts), and so does a member here, a few times.
  const connectAsTheAppDoes = async (member: (typeof job.members)[number]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await connect(member.origin ?? job.origin, member);
      } catch (error) {
        if (!(error instanceof Error && error.message.endsWith('HTTP 503')) || attempt === SHED_ATTEMPTS) throw error;
        shed++;
        await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));
      }
    }
  };
  // A few at a time, as members come online, rather than 1,000 handshakes in one burst.
  const opener = async () => {
    while (next < job.members.length) {
      const member = job.members[next++]!;
      try {
        await connectAsTheAppDoes(member);
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, opener));
  cpuAtReady = cpuMs();
  return { type: 'ready', connected: sockets.length, failed, shed, firstError, connectMs: Math.round(performance.now() - start) };
}

async function stop(): Promise<ClientsAnswer> {
  stopping = true;
  const used = cpuMs() - cpuAtReady;
  for (const socket of sockets) socket.terminate();
  return { type: 'result', latenciesMs, duplicates, warmupArrived, events, closedEarly, cpuMs: Math.round(used) };
}

process.on('message', (job: ClientsJob) => {
  (job.type === 'connect' ? connectAll(job) : stop()).then(
    (answer) => process.send!(answer),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
});
// The bench closes the channel when it is done with this process.
process.on('disconnect', () => process.exit(0));
