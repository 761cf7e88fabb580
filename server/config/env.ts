import { z } from 'zod';
import { HIGHLIGHT_FIELDS } from '../../common/api/members';
import { MIN_AGE } from '../../common/constants';
import { COUNTRY_CODES } from '../../common/countries';
import { PAYMENT_METHODS } from '../../common/payment-method-codes';
import { addressPort } from './public-address';
import { redisDatabase } from './redis-address';
import { parseS3Url } from './s3-address';
import { shownUrl } from './shown-url';
import { parsePackages } from './payment-packages';

/**
 * Every environment variable the server reads, what it accepts and its default, checked once at
 * start: a wrong value stops the start with one line naming the variable, instead of a server that
 * runs and fails later (a country the database refuses, a port with a typo).
 */

/** Thrown by parseEnv; its message is the one line to print. */
export class ConfigError extends Error {}

const text = (fallback: string) => z.string().min(1, 'a non-empty text').default(fallback);
const optionalText = () => z.string().min(1, 'a non-empty text').optional();
const whole = (fallback: number, min: number, max: number) =>
  z.string().default(String(fallback))
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `a whole number from ${min} to ${max}`)
    .transform(Number);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: `one of ${values.join(', ')}` }).default(fallback);
const yesNo = (fallback: 'yes' | 'no') => oneOf(['yes', 'no'] as const, fallback).transform((value) => value === 'yes');
/** The items of a comma-separated list; empty means none. */
const listItems = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);
/** A comma-separated list of known values; empty means none. */
const listOf = <const T extends readonly string[]>(values: T, fallback: readonly T[number][]) =>
  z.string().optional()
    .transform((value) => (value === undefined ? [...fallback] : listItems(value)))
    .refine((items) => items.every((item) => values.includes(item)), `a comma-separated list of ${values.join(', ')}`)
    .transform((items) => items as T[number][]);
const textList = (fallback: readonly string[]) => z.string().optional().transform((value) => (value === undefined ? [...fallback] : listItems(value)));
const url = (protocols: string[]) =>
  z.string().optional().refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    `an address starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );
/** JSON that `parse` accepts; what it returns. */
const json = <T>(parse: (text: string | undefined) => T, what: string) =>
  z.string().optional()
    .refine((value) => { try { parse(value); return true; } catch { return false; } }, what)
    .transform((value) => parse(value));
/** method:percent pairs, e.g. paysafecard:5. */
const methodPercents = (fallback: string) =>
  z.string().default(fallback)
    .refine((value) => value === '' || value.split(',').every((pair) => {
      const [method, percent] = pair.split(':');
      return (PAYMENT_METHODS as readonly string[]).includes(method!.trim()) && /^\d{1,2}$/.test(percent?.trim() ?? '');
    }), 'method:percent pairs separated by commas, e.g. paysafecard:5')
    .transform((value) => Object.fromEntries(value.split(',').filter(Boolean).map((pair) => {
      const [method, percent] = pair.split(':');
      return [method!.trim(), Number(percent)];
    })) as Partial<Record<(typeof PAYMENT_METHODS)[number], number>>);
/**
 * The settings whose defaults suit a laptop only: the fictional company, addresses at
 * amora.example (a domain nobody reads), and a data folder wherever the process was started. The
 * schema leaves them unset, config.ts fills them in development, and a production start refuses each
 * one unset (server/config/production.ts).
 */
export const LAPTOP_DEFAULTS = {
  DATA_DIR: './data',
  SITE_DOMAIN: 'amora.example',
  MAIL_FROM: 'Amora <no-reply@amora.example>',
  COMPANY_NAME: 'Amora Online B.V.',
  COMPANY_ADDRESS: 'Keizersgracht 100',
  COMPANY_CITY: '1015 AA Amsterdam',
  COMPANY_COUNTRY: 'Netherlands',
  COMPANY_KVK: '12345678',
  COMPANY_VAT_NL: 'NL001234567B01',
  SUPPORT_EMAIL: 'support@amora.example',
  SUPPORT_PHONE: '+31 20-123 4567',
} as const;

export type LaptopSetting = keyof typeof LAPTOP_DEFAULTS;

const isoDate = () => z.string().optional().refine((value) => value === undefined || !Number.isNaN(Date.parse(value)), 'a date such as 2026-01-31');

export const envSchema = z.object({
  /** `production` turns on the checks of a public server (server/config/production.ts); any other value is development. */
  NODE_ENV: z.string().optional(),
  /** Fictional demo members and the two demo logins: made in development, in production only with DEMO=yes. */
  DEMO: z.enum(['yes', 'no'], { error: 'one of yes, no' }).optional(),
  PORT: whole(8080, 1, 65535),
  HOST: optionalText(),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  TRUST_PROXY: yesNo('no'),
  DATA_DIR: optionalText(),
  /**
   * The PostgreSQL database (postgres://user:password@host:5432/name); unset, a SQLite file in
   * DATA_DIR. Photos, and the mail and SMS folders of a laptop, stay in DATA_DIR either way.
   */
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /**
   * Connections one process keeps open to PostgreSQL: node-postgres's own default. One Node thread
   * on a 2-core machine keeps a few queries running at once, ten leave room for a slow one, and
   * eight processes stay under PostgreSQL's 100 connections (docs/deploy.md).
   */
  DATABASE_POOL_SIZE: whole(10, 1, 1000),
  /**
   * Redis (redis://host:6379/0), which several processes of one site share their live events and
   * rate limits through; unset, each process keeps its own, right for one process. The number after
   * the host is the Redis database: its keys and channels are this site's alone.
   */
  REDIS_URL: z.string().optional().refine(
    (value) => value === undefined || redisDatabase(value) !== null,
    'an address starting with redis:// or rediss://, then a host, a port from 1 to 65535 and a database number: redis://:password@host:6379/0',
  ),
  /**
   * no: this process serves requests only, and runs and schedules no jobs (a copy started on a
   * restored backup, which must not send again what the live site sent); the jobs it queues wait in
   * the database for a process with jobs on.
   */
  RUN_JOBS: yesNo('yes'),
  STATIC_DIR: text('dist'),
  PHOTOS_DIR: optionalText(),
  /**
   * Photos in an S3-compatible store shared by every process (s3://bucket/prefix?endpoint=…&region=…,
   * credentials in the address or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY); unset, the folder PHOTOS_DIR.
   */
  STORAGE_URL: z.string().optional().refine(
    (value) => value === undefined || parseS3Url(value) !== null,
    'an address such as s3://bucket/photos?endpoint=https://s3.example&region=eu-west-1',
  ),
  SEED_MEMBERS: whole(300, 0, 1_000_000),

  SITE_NAME: text('Amora'),
  SITE_DOMAIN: optionalText(),
  CDN_PREFIX: text('/photos/'),
  DEFAULT_COUNTRY: oneOf(COUNTRY_CODES, 'NL'),

  MESSAGE_CREDITS: whole(5, 0, 100_000),
  SIGNUP_CREDITS: whole(0, 0, 100_000),
  PHOTO_CREDITS: whole(10, 0, 100_000),
  GIFT_CREDITS: whole(20, 0, 100_000),
  MESSAGE_LENGTH: whole(2000, 1, 100_000),
  /** Text messages a free member sends before messages cost credits (docs/product/roles.md#conversations-and-messages: a limited number). */
  FREE_MESSAGES: whole(3, 0, 1000),
  /** Chat history older than this many days is no longer shown (docs/product/limits.md#chat-history). */
  CHAT_HISTORY_DAYS: whole(365, 1, 36_500),
  STAFF_IDLE_MINUTES: whole(30, 1, 24 * 60),
  MODERATION_ALERT_MINUTES: whole(60, 5, 7 * 24 * 60),

  COMPANY_NAME: optionalText(),
  /** Unset: the site's name (SITE_NAME); empty: none. */
  COMPANY_TRADENAMES: z.string().optional().transform((value) => (value === undefined ? undefined : listItems(value))),
  COMPANY_ADDRESS: optionalText(),
  COMPANY_CITY: optionalText(),
  COMPANY_COUNTRY: optionalText(),
  COMPANY_KVK: optionalText(),
  /** Empty: the company has no Dutch VAT number. */
  COMPANY_VAT_NL: z.string().optional(),
  COMPANY_ADDED: isoDate(),
  SUPPORT_EMAIL: z.email('an e-mail address').optional(),
  SUPPORT_PHONE: optionalText(),

  SIGNUPS: oneOf(['all', 'with_trafficsource', 'none'] as const, 'all'),
  LOGGED_OUT_SEARCH: oneOf(['all', 'none'] as const, 'all'),
  LOGGED_OUT_SEARCH_TRAFFICSOURCE: oneOf(['all', 'none'] as const, 'none'),
  ENABLE_SITE_ENTRY_POPUP: oneOf(['yes', 'no'] as const, 'yes'),
  SITE_ENTRY_COUNTRIES: listOf(COUNTRY_CODES, ['NL', 'DE']),
  REFUND_DAYS: whole(14, 0, 365),
  DELETE_DISCOUNT: whole(50, 0, 100),
  MEMBER_RESELL: yesNo('no'),
  /** The partner's feed of cam/resell cards (docs/how-to.md, Partner cards), read while MEMBER_RESELL is yes. */
  RESELL_FEED_URL: url(['https:', 'http:']),
  /**
   * address:port pairs (IPv6 in brackets) on loopback or private networks that the partner feed and
   * its photos may come from: a partner on the operator's own network, the tests' loopback feed.
   * Addresses, not names, which could come to point anywhere. Any other private, loopback,
   * link-local or metadata address is refused, also after a redirect.
   */
  RESELL_FEED_ALLOW_PRIVATE: textList([]).refine((entries) => entries.every((entry) => addressPort(entry) !== null), 'address:port pairs separated by commas, e.g. 10.0.0.5:8080 or [fd00::5]:8080'),
  MIN_AGE: whole(MIN_AGE, MIN_AGE, 99),
  VISIBLE_PROFILE_FIELDS: listOf(HIGHLIGHT_FIELDS, HIGHLIGHT_FIELDS),
  VISIBLE_PROFILE_NOTES: yesNo('yes'),
  SEARCH_FIELDS: listOf(['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const, ['gender', 'country', 'countryregion', 'min_age', 'max_age']),
  FICTIONAL_ICON: text('/icons/fictional.svg'),
  RATE_LIMITS: oneOf(['on', 'off'] as const, 'on'),
  /**
   * Past this mean event-loop delay (ms, measured every 100 ms) the API answers 503 with
   * Retry-After at once instead of queueing work it cannot do in time (server/http/load-shedding.ts);
   * 0 never sheds.
   */
  SHED_LOOP_DELAY_MS: whole(200, 0, 60_000),

  /**
   * Who takes payments: `mollie` (needs MOLLIE_API_KEY) or `sandbox`, the built-in checkout where the
   * buyer chooses the outcome, for a laptop or a test site. Unset: Mollie with a key, else the sandbox
   * (refused in production, which must say PAYMENTS=sandbox to run a test site).
   */
  PAYMENTS: z.enum(['mollie', 'sandbox'], { error: 'one of mollie, sandbox' }).optional(),
  /** A Mollie API key (test_… or live_…). */
  MOLLIE_API_KEY: z.string().optional().refine((value) => value === undefined || /^(test|live)_\w{20,}$/.test(value), 'a Mollie API key, test_… or live_…'),
  /** Where the Mollie client sends its calls: Mollie itself unless set (tests point it at a local stand-in). The client speaks HTTPS only. */
  MOLLIE_API_ENDPOINT: url(['https:']),
  /** The methods offered, best first; each only where it works (common/rules/payment-methods.ts). giropay and Sofort were retired by their schemes. */
  PAYMENT_METHODS: listOf(PAYMENT_METHODS, PAYMENT_METHODS.filter((method) => method !== 'giropay' && method !== 'sofort')),
  PAYMENT_PACKAGES: json(parsePackages, 'JSON of the packages p0, p1, p2, p3: [{"id":"p0","credits":85,"popular":false,"prices":{"EUR":999,…}}, …]'),
  /** A surcharge in percent per method; none on cards and SEPA methods, where EU law forbids it. */
  PAYMENT_FEES: methodPercents('paysafecard:5'),
  /** What one member may pay by direct debit within 30 days, in minor units. */
  DIRECT_DEBIT_LIMIT: whole(15_000, 0, 10_000_000),
  /** An SMS gateway that takes a POST of JSON {to, text} (credentials in the address: https://user:key@sms.example/send); without it texts are written as files. */
  SMS_URL: url(['https:']),

  /** The push key pair (both or neither; `npx web-push generate-vapid-keys`); without them a pair made once and kept in the database. */
  VAPID_PUBLIC_KEY: optionalText(),
  VAPID_PRIVATE_KEY: optionalText(),
  /**
   * The push services a subscription may name: host names, a leading dot taking subdomains too, each
   * on port 443 unless the entry names another (`127.0.0.1:40123`, the tests' stand-in service). The
   * server posts to a subscription's address, so only the browsers' own services are accepted.
   */
  PUSH_SERVICES: textList(['fcm.googleapis.com', '.push.services.mozilla.com', '.notify.windows.com', 'web.push.apple.com', '.push.apple.com']),
  /** The shared secret of the mail provider's bounce and complaint reports (POST /api/mail-events.php); unset, the call is off. */
  MAIL_EVENTS_SECRET: z.string().optional().refine((value) => value === undefined || value.length >= 24, 'a secret of at least 24 characters'),
  MAIL_FROM: optionalText(),
  SMTP_URL: url(['smtp:', 'smtps:']),
  INVITE_ONLY: yesNo('no'),
  PUBLIC_URL: url(['http:', 'https:']),
});

export type Env = z.infer<typeof envSchema>;

/** The environment checked; the first wrong variable is a ConfigError naming it, its value and what it accepts. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  throw new ConfigError(`Configuration: ${name}=${JSON.stringify(shownValue(name, env[name] ?? ''))} is not valid; ${name} takes ${issue.message}.`);
}

/** A wrong setting's value as the start prints it: never a key or secret, and an address without its password. */
function shownValue(name: string, value: string): string {
  if (/KEY|SECRET/.test(name)) return '***';
  return name.endsWith('_URL') ? shownUrl(value) : value;
}
