import { lookup as systemLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { addressPort, isPublicAddress } from '../config/public-address';

/**
 * A fetch that only reaches the public internet, for addresses someone else chose (a partner's
 * feed and the photos it names). The host is resolved here and every address it resolves to is
 * checked; the connection then goes to those addresses and never to a second lookup's answer, which
 * a DNS server could change in between (rebinding). Redirects are followed here, each hop checked
 * alike. Loopback or private address:port pairs that the operator trusts can be allowed.
 */

/** More than a CDN or a moved feed needs; a longer chain is refused. */
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** How a host name becomes addresses: the system's resolver, or a test's answers. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundOptions {
  /** address:port pairs (`127.0.0.1:40123`, `[fd00::5]:8080`) that may be reached though not public. */
  allow: readonly string[];
  resolve?: Resolve;
}

export interface Bounds {
  maxBytes: number;
  /** For the whole fetch: lookups, redirects and the body. */
  timeoutMs: number;
}

/** The body of a GET that answered 2xx. */
export type FetchPublic = (url: string, bounds: Bounds) => Promise<Buffer>;

/** An address the fetch may not reach: not public and not allowed, not http(s), or too many redirects away. */
export class OutboundRefusedError extends Error {}

export function createOutboundFetch({ allow, resolve = (host) => systemLookup(host, { all: true }) }: OutboundOptions): FetchPublic {
  const allowed = allowedPairs(allow);

  async function checkedAddresses(url: URL, signal: AbortSignal): Promise<LookupAddress[]> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError(`${url.href} is not http(s)`);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const family = isIP(host);
    const addresses = family ? [{ address: host, family }] : await untilAborted(resolve(host), signal);
    if (addresses.length === 0) throw new Error(`${host} has no address`);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    // Every address, not only the first: the connection may try any of them.
    const refused = addresses.find(({ address }) => !isPublicAddress(address) && !allowed(address, port));
    if (refused) throw new OutboundRefusedError(`${url.host}: ${refused.address} is not a public address`);
    return addresses;
  }

  return async (address, { maxBytes, timeoutMs }) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(address);
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, await checkedAddresses(url, signal), signal);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.statusCode!) || !location) return body(response, url, maxBytes);
      response.destroy();
      if (redirects === MAX_REDIRECTS) throw new OutboundRefusedError(`${address}: more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
    }
  };
}

/** Whether an address:port is one the operator allowed; the entries are compared as addresses, not as text. */
function allowedPairs(entries: readonly string[]): (address: string, port: number) => boolean {
  const byPort = new Map<number, BlockList>();
  for (const entry of entries) {
    const pair = addressPort(entry);
    if (!pair) throw new Error(`${entry} is not an address:port pair (an IPv6 address in brackets)`);
    const list = byPort.get(pair.port) ?? new BlockList();
    list.addAddress(pair.address, pair.family);
    byPort.set(pair.port, list);
  }
  return (address, port) => byPort.get(port)?.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4') ?? false;
}

/** One GET connected to the checked addresses only: net asks this lookup instead of the resolver. */
function get(url: URL, addresses: LookupAddress[], signal: AbortSignal): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  // No shared agent: a pooled connection must not outlive the check it was made for.
  return new Promise((resolve, reject) => {
    (url.protocol === 'https:' ? https : http).get(url, { lookup, signal, agent: false }, resolve).on('error', reject);
  });
}

async function body(response: http.IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    response.destroy();
    throw new Error(`${url.href} answered ${status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the response, so a body too large is not read on.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`${url.href} is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The resolver takes no signal: the fetch's time bound covers its lookups too. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
