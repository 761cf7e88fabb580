import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_MONTHS, retireUnsubscribeKeys, unsubscribeToken } from '../../server/domain/notifications/unsubscribe-token';
import { fileSecrets, removeFileSecret } from '../../server/adapters/file-secrets';
import { newVapidKeys } from '../../server/adapters/push';
import { adoptFileSecrets, existingSecretKey, pushKeys, secretKey } from '../../server/domain/site/secrets';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, errorOf, type RealMember } from './helpers/members';

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
  it('do not show the member id', async () => {
    const token = await unsubscribeToken(server.db, member.id, 'weekly_update', START);
    const [month, sealed] = token.split('.') as [string, string];
    expect(month).toBe('2026-11');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(`${member.id}.weekly_update`);
    // Two mails to one member carry two unrelated tokens: a link says nothing of whose it is.
    expect(await unsubscribeToken(server.db, member.id, 'weekly_update', START)).not.toBe(token);
  });

  it(`work for ${LINK_MONTHS} months after their mail, and not after`, async () => {
    const token = await unsubscribeToken(server.db, member.id, 'weekly_update', START);
    clock = monthsLater(START, LINK_MONTHS);
    expect((await state(token)).statusCode).toBe(200);
    clock = monthsLater(START, LINK_MONTHS + 1);
    const expired = await state(token);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).error).toBe('unsubscribe_link_invalid');
    clock = START;
  });

  it('are sealed with a key of their month, and a month’s key is deleted once its links have expired', async () => {
    const november = await unsubscribeToken(server.db, member.id, 'news', START);
    const december = await unsubscribeToken(server.db, member.id, 'news', monthsLater(START, 1));
    const keys = async () => (await server.db.selectFrom('secrets').select(['name', 'value']).where('name', 'like', 'unsubscribe%').orderBy('name').execute());
    expect((await keys()).map((key) => key.name)).toEqual(['unsubscribe-2026-11', 'unsubscribe-2026-12']);
    const [novemberKey, decemberKey] = await keys();
    expect(novemberKey!.value).not.toBe(decemberKey!.value);
    // The one key of before the rotation goes with the first purge.
    await server.db.insertInto('secrets').values({ name: 'unsubscribe', value: 'old-key', created_at: START.toISOString() }).execute();

    const purgeAt = monthsLater(START, LINK_MONTHS + 1);
    expect(await retireUnsubscribeKeys(server.db, purgeAt)).toBe(2);
    expect((await keys()).map((key) => key.name)).toEqual(['unsubscribe-2026-12']);
    clock = purgeAt;
    expect((await state(november)).statusCode).toBe(400);
    expect((await state(december)).statusCode).toBe(200);
    clock = START;
    // Even at a time when its month would still count, a token whose key is gone stays refused.
    expect((await state(november)).statusCode).toBe(400);
  });
});

describe('the server\'s own secrets', () => {
  it('are kept in the database, and those an earlier version kept as files in DATA_DIR are taken in once and their files removed', async () => {
    const dataDir = server.config.dataDir;
    // As at the first start after an upgrade, which takes the files in before it needs a key.
    await server.db.deleteFrom('secrets').execute();
    fs.writeFileSync(path.join(dataDir, 'unsubscribe-2026-10.key'), `${Buffer.alloc(32, 7).toString('base64url')}\n`);
    const pair = newVapidKeys();
    fs.writeFileSync(path.join(dataDir, 'vapid.json'), JSON.stringify(pair));
    expect(await adoptFileSecrets(server.db, fileSecrets(dataDir), removeFileSecret, START)).toBe(2);
    expect(fs.readdirSync(dataDir).filter((file) => file.endsWith('.key') || file === 'vapid.json')).toEqual([]);
    expect(await existingSecretKey(server.db, 'unsubscribe-2026-10')).toEqual(Buffer.alloc(32, 7));
    expect(await pushKeys(server.db, server.config, START, newVapidKeys)).toEqual(pair);
    // Once: a start later finds no files, and a secret made meanwhile stays.
    expect(await adoptFileSecrets(server.db, fileSecrets(dataDir), removeFileSecret, START)).toBe(0);
    expect(await secretKey(server.db, 'unsubscribe-2026-10', START)).toEqual(Buffer.alloc(32, 7));
  });
});
