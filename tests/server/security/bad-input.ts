import fc from 'fast-check';

/**
 * Bad input for the security suite, made by fast-check from a route's valid request: wrong types,
 * missing and extra fields, huge strings and numbers, NUL, control characters and lone surrogates,
 * deep nesting, prototype keys, malformed percent-encoding, random bytes. Each case says whether it
 * is known to break the route's schema; cases that merely carry hostile text may still be accepted,
 * but then nothing of that text may be stored.
 */

export interface BadCase {
  what: string;
  /** The JSON body as sent (any text), or the raw bytes. */
  body?: string | Buffer;
  contentType?: string;
  /** The query string as sent, without '?'. */
  query?: string;
  /** The path of a wildcard route, as sent. */
  path?: string;
  /** The input as the server reads it, when the case is plain enough to say (for the schema to judge). */
  parsed?: unknown;
  /** Headers sent instead of the usual ones (a cookie here replaces the session's). */
  headers?: Record<string, string>;
}

/** Put into every field on every run: each is a way a text has broken or fooled a server. */
const HOSTILE_IN_EVERY_FIELD = ['\u0000', '\u0007', '\u001b[31mred', 'line\nbreak', '\u202Eevil', '\ud800', 'a\udc00b', '💥'.repeat(300)];
const HOSTILE_TEXTS = [
  ...HOSTILE_IN_EVERY_FIELD, 'tab\there', 'a\u2066b', '\ufeffbom', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '%00', '{{7*7}}', '${7*7}',
];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];
const NESTED = 3000;
const deeplyNested = JSON.parse(`${'['.repeat(NESTED)}${']'.repeat(NESTED)}`) as unknown;

const hostileText = fc.constantFrom(...HOSTILE_TEXTS);
const hugeText = fc.constantFrom('x'.repeat(100_000), '9'.repeat(400), 'é'.repeat(5000));
const oddNumber = fc.constantFrom(0, -1, -0, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE);

/** Any JSON value, leaning towards the nasty ones. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  hugeText,
  oddNumber,
  fc.constant(deeplyNested),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** An object with the key set as an own property, even '__proto__' (which a plain assignment would not make a key). */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function without(object: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

const json = (value: unknown, what: string): BadCase => ({ what, body: JSON.stringify(value), contentType: 'application/json', parsed: value });

/** Bad bodies built from a valid JSON object. */
export function badBodies(valid: Record<string, unknown>): fc.Arbitrary<BadCase> {
  const keys = Object.keys(valid);
  const cases: fc.Arbitrary<BadCase>[] = [
    fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTOTYPE_KEYS)), anyValue)
      .filter(([key]) => !keys.includes(key))
      .map(([key, value]) => json(withKey(valid, key, value), `extra field ${JSON.stringify(key)}`)),
    fc.constantFrom(
      { what: 'not JSON', body: '{"a": ', contentType: 'application/json' },
      { what: 'empty body', body: '', contentType: 'application/json' },
      { what: 'form encoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { what: 'a __proto__ key', body: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(deeplyNested)).filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
      .map((value) => json(value, 'a body that is no object')),
  ];
  if (keys.length) {
    cases.push(
      fc.tuple(fc.constantFrom(...keys), anyValue).map(([key, value]) => json(withKey(valid, key, value), `${key} replaced`)),
      fc.constantFrom(...keys).map((key) => json(without(valid, key), `${key} missing`)),
    );
  }
  return fc.oneof(...cases);
}

/** Every text of a valid body or query, at any depth, as a path of keys. */
function textPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...at, key]));
  return [];
}

function withText(value: unknown, [key, ...rest]: string[], text: string): unknown {
  if (key === undefined) return text;
  const object = value as Record<string, unknown>;
  return { ...object, [key]: withText(object[key], rest, text) };
}

/**
 * Not random: each hostile text in the middle of each text the valid request has, so a field that
 * stores what it gets, or a library that chokes on half an emoji, is found on every run.
 */
export function hostileTextCases(row: { input: string }, valid: { body?: unknown; query?: Record<string, string> }): BadCase[] {
  const base = row.input === 'body' ? valid.body : row.input === 'query' ? valid.query : undefined;
  return textPaths(base).flatMap((at) => HOSTILE_IN_EVERY_FIELD.map((text) => {
    const original = String(at.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], base));
    const middle = Math.ceil(original.length / 2);
    const mutated = withText(base, at, `${original.slice(0, middle)}${text}${original.slice(middle)}`);
    const what = `${at.join('.')} with ${JSON.stringify(text.slice(0, 20))}`;
    return row.input === 'body' ? json(mutated, what) : queryCase(Object.entries(mutated as Record<string, string>), what);
  }));
}

/** Percent-encodes any text, lone surrogates too (as the bytes a careless encoder would send). */
function encode(text: string): string {
  return [...text].map((char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

function queryCase(pairs: [string, string][], what: string): BadCase {
  // The server reads a repeated key as a list.
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const seen = parsed[key];
    parsed[key] = seen === undefined ? value : [...[seen].flat(), value];
  }
  const query = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  // Prototype keys are read differently by different parsers: no verdict from the schema then.
  return { what, query, ...(pairs.some(([key]) => PROTOTYPE_KEYS.includes(key)) ? {} : { parsed }) };
}

const queryValue = fc.oneof(hostileText, hugeText, oddNumber.map(String), fc.string({ maxLength: 20 }), fc.constantFrom('', 'abc', '1e5', '0x10', 'NaN', 'true'));

/** Bad query strings built from a valid query. */
export function badQueries(valid: Record<string, string>): fc.Arbitrary<BadCase> {
  const pairs = Object.entries(valid);
  const keys = Object.keys(valid);
  const cases: fc.Arbitrary<BadCase>[] = [
    fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTOTYPE_KEYS)), queryValue)
      .filter(([key]) => key !== '' && !keys.includes(key))
      .map(([key, value]) => queryCase([...pairs, [key, value]], `extra parameter ${JSON.stringify(key)}`)),
    fc.constantFrom('%', '%zz', 'a=%E0%A4%A', '=1&=2', '&&&', '%ED%A0%80=1').map((query) => ({ what: `malformed query ${query}`, query })),
  ];
  if (keys.length) {
    cases.push(
      fc.tuple(fc.constantFrom(...keys), queryValue).map(([key, value]) => queryCase(pairs.map(([k, v]) => [k, k === key ? value : v]), `${key} replaced`)),
      fc.constantFrom(...keys).map((key) => queryCase(pairs.filter(([k]) => k !== key), `${key} missing`)),
      fc.constantFrom(...keys).map((key) => queryCase([...pairs, [key, valid[key]!]], `${key} twice`)),
    );
  }
  return fc.oneof(...cases);
}

/** Random names for a wildcard path: traversal, NUL, odd encodings, long names. */
export function badPaths(): fc.Arbitrary<BadCase> {
  return fc.oneof(
    fc.string({ maxLength: 40 }).map((name) => encode(name)),
    fc.constantFrom(
      '..%2F..%2Fetc%2Fpasswd', '../../../etc/passwd', '%00', 'seed%2F..%2F..%2Fx-card.webp', `${'a'.repeat(3000)}-card.webp`,
      'u1-0000000000000000-card.webp', 'u1-0000000000000000-card.webp%00.png', '%ED%A0%80-card.webp', 'SEED/X-card.webp',
    ),
  ).map((path) => ({ what: `path ${path.slice(0, 60)}`, path }));
}

/** Random bytes under assorted content types, for a route that takes a file. */
export function badFiles(): fc.Arbitrary<BadCase> {
  return fc.tuple(
    fc.oneof(fc.uint8Array({ maxLength: 2000 }), fc.constant(new Uint8Array(0))),
    fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'application/octet-stream', 'image/svg+xml', 'text/plain', 'application/json'),
  ).map(([bytes, contentType]) => ({ what: `${bytes.length} random bytes as ${contentType}`, body: Buffer.from(bytes), contentType }));
}

/** Anything in the query of a call that takes no input: it is ignored, and must break nothing. */
export function strayQueries(): fc.Arbitrary<BadCase> {
  return fc.array(fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)), queryValue), { maxLength: 3 })
    .map((pairs) => ({ what: 'stray query', query: pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&') }));
}

const headerValue = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '=', ';;;', 'a'.repeat(5000), 'null', '*', '', ' '),
  fc.string({ maxLength: 30 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
);

/** Cookies and headers a careless proxy, another app on the domain or an attacker may send along a valid request. */
export function badHeaders(): fc.Arbitrary<BadCase> {
  return fc.oneof(
    headerValue.map((value) => ({ what: `session cookie ${value.slice(0, 20)}`, headers: { cookie: `auth.session=${value}` } })),
    headerValue.map((value) => ({ what: `locale cookie ${value.slice(0, 20)}`, headers: { cookie: `i18n_redirected=${value}` } })),
    headerValue.map((value) => ({ what: `cookie header ${value.slice(0, 20)}`, headers: { cookie: value } })),
    headerValue.map((value) => ({ what: `Accept-Language ${value.slice(0, 20)}`, headers: { 'accept-language': value } })),
    headerValue.map((value) => ({ what: `Origin ${value.slice(0, 20)}`, headers: { origin: value } })),
    headerValue.map((value) => ({ what: `Content-Type ${value.slice(0, 20)}`, headers: { 'content-type': value } })),
    headerValue.map((value) => ({ what: `Idempotency-Key ${value.slice(0, 20)}`, headers: { 'idempotency-key': value } })),
  );
}
