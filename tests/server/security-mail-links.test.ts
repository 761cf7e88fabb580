import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MONTHS, retireUnsubscribeKeys, unsubscribeToken } from '../../server/domain/notifications/unsubscribe-token';
import { startTestServer, type TestServer } from './helpers';
import { activeMember, errorOf, type RealMember } from './member-helpers';

/**
 * Issue 32, fault 13: unsubscribe tokens never expired and carried the member id. Now each month's
 * mails are sealed with that month's key, a link works for LINK_MONTHS months, and the keys of
 * older months are deleted. Each test failed on the code before the fix.
 */

const START = new Date('2026-11-15T12:00:00Z');
let clock = START;
let server: TestServer;
let member: RealMember;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  member = await activeMember(server);
});
afterAll(() => server.close());

const monthsLater = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 15, 12));
const state = (token: string) => server.app.inject({ method: 'GET', url: `/api/unsubscribe.php?t=${encodeURIComponent(token)}` });

describe('13. unsubscribe tokens', () => {
  it('do not show the member id', () => {
    const token = unsubscribeToken(server.config.dataDir, member.id, 'weekly_update', START);
    const [month, sealed] = token.split('.') as [string, string];
    expect(month).toBe('2026-11');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(`${member.id}.weekly_update`);
    // Two mails to one member carry two unrelated tokens: a link says nothing of whose it is.
    expect(unsubscribeToken(server.config.dataDir, member.id, 'weekly_update', START)).not.toBe(token);
  });

  it(`work for ${LINK_MONTHS} months after their mail, and not after`, async () => {
    const token = unsubscribeToken(server.config.dataDir, member.id, 'weekly_update', START);
    clock = monthsLater(START, LINK_MONTHS);
    expect((await state(token)).statusCode).toBe(200);
    clock = monthsLater(START, LINK_MONTHS + 1);
    const expired = await state(token);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).error).toBe('unsubscribe_link_invalid');
    clock = START;
  });

  it('are sealed with a key of their month, and a month’s key is deleted once its links have expired', async () => {
    const november = unsubscribeToken(server.config.dataDir, member.id, 'news', START);
    const december = unsubscribeToken(server.config.dataDir, member.id, 'news', monthsLater(START, 1));
    const keys = () => fs.readdirSync(server.config.dataDir).filter((file) => file.startsWith('unsubscribe')).sort();
    expect(keys()).toEqual(expect.arrayContaining(['unsubscribe-2026-11.key', 'unsubscribe-2026-12.key']));
    expect(fs.readFileSync(path.join(server.config.dataDir, 'unsubscribe-2026-11.key'), 'utf8'))
      .not.toBe(fs.readFileSync(path.join(server.config.dataDir, 'unsubscribe-2026-12.key'), 'utf8'));
    // The one key of before the rotation goes with the first purge.
    fs.writeFileSync(path.join(server.config.dataDir, 'unsubscribe.key'), 'old-key');

    const purgeAt = monthsLater(START, LINK_MONTHS + 1);
    expect(retireUnsubscribeKeys(server.config.dataDir, purgeAt)).toBe(2);
    expect(keys()).not.toContain('unsubscribe-2026-11.key');
    expect(keys()).not.toContain('unsubscribe.key');
    clock = purgeAt;
    expect((await state(november)).statusCode).toBe(400);
    expect((await state(december)).statusCode).toBe(200);
    clock = START;
    // Even at a time when its month would still count, a token whose key is gone stays refused.
    expect((await state(november)).statusCode).toBe(400);
  });
});
