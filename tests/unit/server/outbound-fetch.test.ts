import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboundFetch, type Resolve } from '../../../server/adapters/outbound-fetch';

/**
 * The fetch that only reaches the public internet, against one site on loopback (allowed where a
 * test says so). Host names are answered by the test's own resolver, so no test asks DNS; where an
 * address is refused, connecting is made to fail, so no test can reach past loopback.
 */

let site: http.Server;
let port: number;
/** Host headers the site received, in order. */
const hosts: string[] = [];
const bounds = { maxBytes: 1000, timeoutMs: 5000 };

beforeAll(async () => {
  site = http.createServer((request, response) => {
    hosts.push(request.headers.host!);
    const url = new URL(request.url!, 'http://site');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop && hop[1] !== '0') return void response.writeHead(302, { location: `/hop/${Number(hop[1]) - 1}` }).end();
    if (url.pathname === '/to') return void response.writeHead(307, { location: url.searchParams.get('url')! }).end();
    if (url.pathname === '/large') return void response.end('x'.repeat(bounds.maxBytes + 1));
    if (url.pathname === '/silent') return void response.flushHeaders();
    if (url.pathname === '/gone') return void response.writeHead(404).end();
    response.end('hello');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => site.close());
afterEach(() => {
  hosts.length = 0;
  vi.restoreAllMocks();
});

const allowSite = () => createOutboundFetch({ allow: [`127.0.0.1:${port}`] });
/** A resolver that gives each answer in turn for any name (the last one from then on), and counts the questions. */
const answering = (...answers: string[][]) =>
  vi.fn<Resolve>(async () => (answers.length > 1 ? answers.shift()! : answers[0]!).map((address) => ({ address, family: net.isIP(address) })));
/** Any connection attempt fails at once instead of leaving the machine. */
const noConnections = () => vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(() => {
  throw new Error('this test must not connect');
});

describe('a fetch that only reaches the public internet', () => {
  it('reads an allowed loopback address:port, and refuses the same address on another port', async () => {
    expect((await allowSite()(`http://127.0.0.1:${port}/`, bounds)).toString()).toBe('hello');
    await expect(createOutboundFetch({ allow: [`127.0.0.1:${port + 1}`] })(`http://127.0.0.1:${port}/`, bounds)).rejects.toThrow(/not a public address/);
    expect(hosts).toEqual([`127.0.0.1:${port}`]);
  });

  it('refuses a name that resolves to the cloud metadata address, before any connection', async () => {
    const connect = noConnections();
    const resolve = answering(['169.254.169.254']);
    await expect(createOutboundFetch({ allow: [], resolve })('http://metadata.test/latest/meta-data/', bounds)).rejects.toThrow(/169\.254\.169\.254 is not a public address/);
    expect(resolve).toHaveBeenCalledWith('metadata.test');
    expect(connect).not.toHaveBeenCalled();
  });

  it('refuses a name when any of its addresses is refused, not only the first', async () => {
    const connect = noConnections();
    const fetchPublic = createOutboundFetch({ allow: [`127.0.0.1:${port}`], resolve: answering(['127.0.0.1', '10.0.0.1']) });
    await expect(fetchPublic(`http://partner.test:${port}/`, bounds)).rejects.toThrow(/10\.0\.0\.1 is not a public address/);
    expect(connect).not.toHaveBeenCalled();
  });

  it('connects to the address it checked, whatever a second lookup would answer (DNS rebinding)', async () => {
    const resolve = answering(['127.0.0.1'], ['10.0.0.1']);
    const fetchPublic = createOutboundFetch({ allow: [`127.0.0.1:${port}`], resolve });
    expect((await fetchPublic(`http://partner.test:${port}/`, bounds)).toString()).toBe('hello');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hosts).toEqual([`partner.test:${port}`]);
  });

  it('checks every redirect, and follows at most three', async () => {
    expect((await allowSite()(`http://127.0.0.1:${port}/hop/3`, bounds)).toString()).toBe('hello');
    await expect(allowSite()(`http://127.0.0.1:${port}/hop/4`, bounds)).rejects.toThrow(/more than 3 redirects/);
    await expect(allowSite()(`http://127.0.0.1:${port}/to?url=${encodeURIComponent(`http://127.0.0.1:${port + 1}/`)}`, bounds)).rejects.toThrow(/not a public address/);
    await expect(allowSite()(`http://127.0.0.1:${port}/to?url=file:///etc/passwd`, bounds)).rejects.toThrow(/is not http\(s\)/);
  });

  it('keeps to its size and time bounds, and takes only a 2xx answer', async () => {
    await expect(allowSite()(`http://127.0.0.1:${port}/large`, bounds)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(allowSite()(`http://127.0.0.1:${port}/silent`, { ...bounds, timeoutMs: 100 })).rejects.toThrow(/abort|timeout/i);
    await expect(allowSite()(`http://127.0.0.1:${port}/gone`, bounds)).rejects.toThrow(/answered 404/);
  });

  it('takes only address:port pairs as allowed, so a name cannot stand for whatever it resolves to', () => {
    expect(() => createOutboundFetch({ allow: ['partner.lan:8080'] })).toThrow(/not an address:port pair/);
    expect(() => createOutboundFetch({ allow: ['127.0.0.1'] })).toThrow(/not an address:port pair/);
    expect(() => createOutboundFetch({ allow: ['[fd00::5]:8080', '10.0.0.5:80'] })).not.toThrow();
  });
});
