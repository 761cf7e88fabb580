import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountResponseSchema, packagesResponseSchema, paymentResponseSchema } from '../../common/api/payments';
import { TIME_BONUS } from '../../common/constants';
import { addDiscountCode } from '../../server/db/discounts';
import { startTestServer, type TestServer } from './helpers/test-server';
import { activeMember, call, errorOf, type RealMember } from './helpers/members';
import { buy, checkout, createPayment } from './helpers/payments';

/** Discounts: the time bonus to the second, the welcome code, and the rules of typed codes. */

let clock = Date.parse('2026-11-24T12:00:00.000Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(clock) });
});
afterAll(() => server.close());

const signedUpAt = async (member: RealMember) =>
  Date.parse((await server.db.selectFrom('users').select('signup_date').where('id', '=', member.id).executeTakeFirstOrThrow()).signup_date);
const welcome = async (member: RealMember) =>
  discountResponseSchema.parse((await call(server, 'GET', '/api/discountcode.php?welcome=true', undefined, member.cookie)).json()).discount;
const checkCode = (member: RealMember, query: string) => call(server, 'GET', `/api/discountcode.php?${query}`, undefined, member.cookie);
const newCode = (code: string, fields: Partial<Parameters<typeof addDiscountCode>[1]> = {}) =>
  addDiscountCode(server.db, { code, percentage: 10, minimum_order: null, country: null, user_id: null, expires_at: null, currency: null, payment_methods: null, created_at: new Date(clock).toISOString(), ...fields });

describe('the time bonus', () => {
  it('runs 14,400 s from signup and really ends at 0, at the checkout too', async () => {
    const member = await activeMember(server);
    const start = await signedUpAt(member);
    clock = start + 60_000;
    expect(await welcome(member)).toMatchObject({ code: TIME_BONUS.code, percentage: 25, source: 'time_bonus', expires_at: new Date(start + 14_400_000).toISOString() });
    const offer = packagesResponseSchema.parse((await call(server, 'GET', '/api/packages.php', undefined, member.cookie)).json());
    expect(offer.packages[0]).toMatchObject({ amount: 999, discounted_amount: 749 });

    clock = start + 14_399_000;
    const last = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'ideal' })).json()).payment;
    expect(last).toMatchObject({ amount: 749, discount_code: TIME_BONUS.code });

    clock = start + 14_400_000;
    expect(await welcome(member)).toBeNull();
    const late = paymentResponseSchema.parse((await createPayment(server, member.cookie, { package: 'p0', method: 'ideal' })).json()).payment;
    expect(late).toMatchObject({ amount: 999, discount_code: null });
    // Typed now it is refused: the payment made in its last second still holds it. Once that payment ends unpaid, the bonus is simply over.
    expect(errorOf(await checkCode(member, `code=${TIME_BONUS.code}`)).error).toBe('discount_used');
    await checkout(server, last, 'canceled');
    expect(errorOf(await checkCode(member, `code=${TIME_BONUS.code}`)).error).toBe('discount_not_found');
  });

  it('is not for members who paid, and is used once', async () => {
    const member = await activeMember(server);
    clock = (await signedUpAt(member)) + 1000;
    const payment = await buy(server, member.cookie, { package: 'p0', method: 'ideal' });
    expect(payment).toMatchObject({ state: 'paid', amount: 749 });
    expect(await welcome(member)).toBeNull();
    expect(errorOf(await checkCode(member, `code=${TIME_BONUS.code}`)).error).toBe('discount_used');
  });
});

describe('a welcome code', () => {
  it('is the active discount once the time bonus is over, for its member only', async () => {
    const member = await activeMember(server);
    clock = (await signedUpAt(member)) + 5 * 3600_000;
    await newCode(`WELCOME${member.id}`, { percentage: 15, user_id: member.id, expires_at: new Date(clock + 3600_000).toISOString() });
    expect(await welcome(member)).toMatchObject({ code: `WELCOME${member.id}`, percentage: 15, source: 'welcome' });
    const other = await activeMember(server);
    expect(errorOf(await checkCode(other, `code=welcome${member.id}`)).error).toBe('discount_not_found');
  });
});

describe('a typed code', () => {
  it('follows every rule of docs/product/validation.md#discount-codes, each with its own message', async () => {
    const member = await activeMember(server, { country: 'NL' });
    clock = (await signedUpAt(member)) + 5 * 3600_000;
    await newCode('BIGORDER', { minimum_order: 4000 });
    await newCode('GERMANY', { country: 'DE' });
    await newCode('POUNDS', { currency: 'GBP' });
    await newCode('CARDSONLY', { payment_methods: JSON.stringify(['visa', 'mastercard']) });
    await newCode('OVER', { expires_at: new Date(clock).toISOString() });
    await newCode('PAUSED', { status: 'inactive' });
    await newCode('ONCE', { percentage: 20 });
    await newCode('ALWAYS', { validity: 'unlimited' });
    const cases: [string, number, string][] = [
      ['code=NOPE', 404, 'discount_not_found'],
      ['code=paused', 404, 'discount_not_found'],
      ['code=over', 410, 'discount_expired'],
      ['code=germany', 400, 'discount_country'],
      ['code=pounds', 400, 'discount_currency'],
      ['code=bigorder&package=p1', 400, 'discount_minimum_order'],
      ['code=cardsonly&method=ideal', 400, 'discount_method'],
    ];
    for (const [query, status, code] of cases) {
      const answer = await checkCode(member, query);
      expect([answer.statusCode, errorOf(answer).error], query).toEqual([status, code]);
    }
    expect(errorOf(await checkCode(member, 'code=NOPE')).message).toBe('Code not found');
    expect((await checkCode(member, 'code=bigorder&package=p2')).statusCode).toBe(200);
    expect((await checkCode(member, 'code=cardsonly&method=visa')).statusCode).toBe(200);

    const paid = await buy(server, member.cookie, { package: 'p1', method: 'ideal', discount_code: 'once' });
    expect(paid).toMatchObject({ state: 'paid', amount: 1839, discount_code: 'ONCE' });
    const again = await checkCode(member, 'code=ONCE');
    expect([again.statusCode, errorOf(again).message]).toEqual([409, 'Code already used']);
    expect(errorOf(await createPayment(server, member.cookie, { package: 'p1', method: 'ideal', discount_code: 'once' })).error).toBe('discount_used');
    await buy(server, member.cookie, { package: 'p0', method: 'ideal', discount_code: 'always' });
    expect((await checkCode(member, 'code=always')).statusCode).toBe(200);
  });

  it('is not used by a payment that failed', async () => {
    const member = await activeMember(server);
    clock = (await signedUpAt(member)) + 5 * 3600_000;
    await newCode(`TRY${member.id}`);
    await buy(server, member.cookie, { package: 'p0', method: 'ideal', discount_code: `TRY${member.id}` }, 'failed');
    expect((await checkCode(member, `code=TRY${member.id}`)).statusCode).toBe(200);
  });

  it('refuses a malformed code as bad input', async () => {
    const member = await activeMember(server);
    for (const query of ['code=', 'code=%3Cscript%3E', 'welcome=yes', 'code=ok12&package=p7']) {
      expect((await checkCode(member, query)).statusCode, query).toBe(400);
    }
  });
});
