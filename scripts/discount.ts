import { parseArgs } from 'node:util';
import { COUNTRY_CODES, isCountryCode } from '../common/countries';
import { PAYMENT_METHODS } from '../common/payment-method-codes';
import { DISCOUNT_CODE_PATTERN } from '../common/rules/typed-codes';
import type { PaymentMethod } from '../common/rules/payment-methods';
import { ProblemError } from '../server/domain/problems';
import { SERVER_COMMAND } from '../server/domain/staff/audit';
import { addDiscount } from '../server/domain/staff/discount-codes';
import { scriptPlatform } from './script-platform';

/**
 * npm run discount -- --code SPRING --percentage 20   makes a discount code (docs/product/data.md#discount-code), once per member
 *   [--minimum 2000]        only from an order of this much, in minor units
 *   [--country NL] [--currency EUR] [--member 123] [--expires 2026-12-31T23:59:59Z]
 *   [--methods ideal,visa]  only with these methods
 *   [--unlimited]           usable more than once by a member
 * A member's own code (--member) is their welcome code: the active discount once the time bonus is over.
 * Made by the staff console's function (audited as a command of the server's command line).
 */
const { values } = parseArgs({
  options: {
    code: { type: 'string' }, percentage: { type: 'string' }, minimum: { type: 'string' }, country: { type: 'string' },
    currency: { type: 'string' }, member: { type: 'string' }, expires: { type: 'string' }, methods: { type: 'string' },
    unlimited: { type: 'boolean' },
  },
});

function fail(problem: string): never {
  console.error(`${problem}\nUsage: npm run discount -- --code CODE --percentage 1-100 [--minimum MINOR_UNITS] [--country CC] [--currency EUR] [--member ID] [--expires ISO_DATE] [--methods a,b] [--unlimited]`);
  return process.exit(1);
}

const whole = (text: string | undefined, name: string, min: number, max: number) => {
  if (text === undefined) return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : fail(`--${name} takes a whole number from ${min} to ${max}.`);
};

const code = values.code ?? fail('--code is missing.');
if (!DISCOUNT_CODE_PATTERN.test(code)) fail('--code takes 3 to 32 letters, digits, - or _.');
const percentage = whole(values.percentage, 'percentage', 1, 100) ?? fail('--percentage is missing.');
const typedCountry = values.country?.toUpperCase() ?? null;
const country = typedCountry === null ? null : isCountryCode(typedCountry) ? typedCountry : fail(`--country takes one of ${COUNTRY_CODES.join(', ')}.`);
const member = whole(values.member, 'member', 1, 2 ** 31);
const methods = values.methods?.split(',').map((method) => method.trim()) ?? null;
if (methods?.some((method) => !(PAYMENT_METHODS as readonly string[]).includes(method))) fail(`--methods takes some of ${PAYMENT_METHODS.join(', ')}.`);
if (values.expires !== undefined && Number.isNaN(Date.parse(values.expires))) fail('--expires takes a date such as 2026-12-31T23:59:59Z.');
if (values.currency !== undefined && !/^[A-Z]{3}$/.test(values.currency)) fail('--currency takes a code such as EUR.');

const platform = await scriptPlatform();
const refused = await addDiscount(platform.db, SERVER_COMMAND, {
  code, percentage, minimum_order: whole(values.minimum, 'minimum', 1, 100_000_000) ?? undefined, country: country ?? undefined,
  member: member ?? undefined, expires_at: values.expires === undefined ? undefined : new Date(values.expires).toISOString(),
  currency: values.currency, methods: (methods as PaymentMethod[] | null) ?? undefined, unlimited: values.unlimited,
}, new Date()).then(() => null, (error: unknown) => {
  if (error instanceof ProblemError) return error.message;
  throw error;
}).finally(() => platform.close());
if (refused) fail(refused);
console.log(`${code.toUpperCase()}: ${percentage}% off${member === null ? '' : ` for member ${member}`}.`);
