/**
 * REDIS_URL, checked before any connection: ioredis takes whatever follows the host as the database
 * number without a look (a letter crashed the start with a stack trace) and reads options from the
 * query, so only the plain form is accepted: redis[s]://[user:password@]host[:port][/database].
 */

/** The address's database number (0 when it names none); null when it is not such an address. */
export function redisDatabase(url: string): number | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (!['redis:', 'rediss:'].includes(parsed.protocol) || parsed.hostname === '') return null;
  // The URL parser refuses a port past 65535 or with letters; 0 it lets through.
  if (parsed.port === '0' || parsed.search !== '' || parsed.hash !== '') return null;
  const database = /^\/?(\d*)$/.exec(parsed.pathname)?.[1];
  if (database === undefined) return null;
  return database === '' ? 0 : Number.isSafeInteger(Number(database)) ? Number(database) : null;
}
