import { randomUUID } from 'node:crypto';
import { send, type Call as HttpCall } from './http-client';

/**
 * Members using the site, for the several-processes bench (see `processes.ts`, which starts it): a
 * process of its own that makes the calls the app makes (log in, poll, search, open a profile,
 * like, write), each kind at its own steady rate over all members, on an absolute schedule: a call
 * leaves when it is due, whether or not earlier ones were answered (a load that waited for slow
 * answers would ask less exactly when the server is slow, and hide it). Each call goes to the
 * process its member's requests reach (`origin`), as a load balancer would have sent them.
 *
 * Messages carry the moment they were sent, `t=<ms> n=<seq>`, as `chat-senders.ts` writes them, so
 * the members' open sockets (`chat-clients.ts`) measure their delivery too. Warm-up calls are made
 * but not counted; their messages say `w=<seq>`.
 *
 * A job comes in over the IPC channel and one answer goes back.
 */

export const CALLS = ['login', 'poll', 'search', 'profile', 'like', 'message'] as const;
export type Call = (typeof CALLS)[number];

export interface LoadMember {
  id: number;
  cookie: string;
  /** The process this member's requests reach. */
  origin: string;
  /** Whom they write to, if they write. */
  writesTo?: number;
  /** Their login, if they log in during the run (otherwise their session is older than the run). */
  login?: { email: string; password: string };
}

export interface LoadJob {
  members: LoadMember[];
  /** Calls a second of each kind, over all members together. */
  perSecond: Record<Call, number>;
  /** Search query strings to cycle through (after `?`). */
  searches: string[];
  warmupSeconds: number;
  seconds: number;
}

export interface LoadAnswer {
  /** Per kind of call, measured part only: every answer's time from leaving to its end (ms), and its status. */
  calls: Record<Call, { answerMs: number[]; statuses: Record<string, number>; errors: number; firstFailure: string | null }>;
  /** How late calls left against their schedule (ms): large values mean this process, not the server, was behind. */
  lateMs: number[];
  cpuMs: number;
}

/** What each kind of call asks, and the status a working site answers it with. */
interface Request {
  url: string;
  init: HttpCall;
  expect: number;
}

const clock = () => performance.timeOrigin + performance.now();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function load(job: LoadJob): Promise<LoadAnswer> {
  const { members } = job;
  const writers = members.filter((m) => m.writesTo !== undefined);
  const loggers = members.filter((m) => m.login !== undefined);
  const turns: Record<Call, number> = { login: 0, poll: 0, search: 0, profile: 0, like: 0, message: 0 };
  /** Each member likes the members after them in turn, so no like repeats one. */
  const liked = new Map<number, number>();
  let seq = 0;

  const json = (member: LoadMember, body: object): HttpCall => ({
    method: 'POST',
    headers: { cookie: member.cookie, 'content-type': 'application/json', origin: member.origin },
    body: JSON.stringify(body),
  });
  const get = (member: LoadMember): HttpCall => ({ headers: { cookie: member.cookie } });
  const next = <T>(list: T[], call: Call): T => list[turns[call]++ % list.length]!;

  const requests: Record<Call, (measured: boolean) => Request> = {
    login: () => {
      const member = next(loggers, 'login');
      return {
        url: `${member.origin}/api/user.php`,
        init: { method: 'POST', headers: { 'content-type': 'application/json', origin: member.origin }, body: JSON.stringify(member.login) },
        expect: 200,
      };
    },
    poll: () => {
      const member = next(members, 'poll');
      return { url: `${member.origin}/api/user.php`, init: get(member), expect: 200 };
    },
    search: () => {
      const member = next(members, 'search');
      return { url: `${member.origin}/api/members.php?${job.searches[turns.search % job.searches.length]}`, init: get(member), expect: 200 };
    },
    profile: () => {
      const index = turns.profile % members.length;
      const member = next(members, 'profile');
      // Someone else each time: the members after this one, further on each round.
      const other = members[(index + 1 + (Math.floor(turns.profile / members.length) % (members.length - 1))) % members.length]!;
      return { url: `${member.origin}/api/profile.php?id=${other.id}`, init: get(member), expect: 200 };
    },
    like: () => {
      const index = turns.like % members.length;
      const member = next(members, 'like');
      const step = (liked.get(member.id) ?? 0) + 1;
      liked.set(member.id, step);
      return { url: `${member.origin}/api/like.php`, init: json(member, { id: members[(index + step) % members.length]!.id }), expect: 200 };
    },
    message: (measured) => {
      const member = next(writers, 'message');
      const body = measured ? `t=${clock().toFixed(3)} n=${seq++}` : `w=${seq++}`;
      return { url: `${member.origin}/api/messages.php`, init: json(member, { client_id: randomUUID(), to: member.writesTo, kind: 'text', body }), expect: 201 };
    },
  };

  const calls = Object.fromEntries(CALLS.map((call) => [call, { answerMs: [] as number[], statuses: {} as Record<string, number>, errors: 0, firstFailure: null as string | null }])) as LoadAnswer['calls'];
  const lateMs: number[] = [];
  const made: Promise<void>[] = [];

  const make = async (call: Call, measured: boolean) => {
    const { url, init, expect } = requests[call](measured);
    const start = performance.now();
    const tally = calls[call];
    try {
      const { status, text } = await send(url, init);
      if (!measured) return;
      tally.answerMs.push(performance.now() - start);
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (status !== expect) tally.firstFailure ??= `${status} ${text.slice(0, 200)}`;
    } catch (error) {
      if (!measured) return;
      tally.errors++;
      tally.firstFailure ??= error instanceof Error ? error.message : String(error);
    }
  };

  // One schedule for every kind: each call due at its own moment, in the order they fall due.
  const totalSeconds = job.warmupSeconds + job.seconds;
  const due = CALLS.flatMap((call) => {
    const rate = job.perSecond[call];
    return Array.from({ length: Math.round(rate * totalSeconds) }, (_, i) => ({ call, at: (i + Math.random()) * (1000 / rate) }));
  }).sort((a, b) => a.at - b.at);

  return (async () => {
    const start = performance.now();
    let cpu = 0;
    for (const { call, at } of due) {
      const wait = start + at - performance.now();
      if (wait > 0) await sleep(wait);
      const measured = at >= job.warmupSeconds * 1000;
      if (measured && cpu === 0) cpu = cpuMs();
      if (measured) lateMs.push(Math.max(0, performance.now() - start - at));
      made.push(make(call, measured));
    }
    await Promise.all(made);
    return { calls, lateMs, cpuMs: Math.round(cpuMs() - cpu) };
  })();
}

process.on('message', (job: LoadJob) => {
  load(job).then(
    (answer) => process.send!(answer),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
});
// The bench closes the channel when it is done with this process.
process.on('disconnect', () => process.exit(0));
