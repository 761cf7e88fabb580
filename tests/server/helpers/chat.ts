import { randomUUID } from 'node:crypto';
import { call } from './members';
import type { TestServer } from './test-server';

/** What members send each other in the tests: a text message and a like, as the app posts them. */

/** Sends a text message (POST /api/messages.php); a new client id unless a test repeats one. */
export const send = (server: TestServer, from: { cookie: string }, to: number, body = 'Hello there', clientId: string = randomUUID()) =>
  call(server, 'POST', '/api/messages.php', { client_id: clientId, to, kind: 'text', body }, from.cookie);

/** Likes a member (POST /api/like.php); the id as sent, so a test can send one that is no id. */
export const like = (server: TestServer, from: { cookie: string }, id: unknown) =>
  call(server, 'POST', '/api/like.php', { id }, from.cookie);
