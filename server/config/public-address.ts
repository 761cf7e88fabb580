import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses are on the public internet, for fetches the server makes on someone else's
 * say (a partner's feed and its photos): never loopback, private networks, link-local (where cloud
 * metadata answers, 169.254.169.254), carrier-grade NAT, multicast or reserved ranges.
 */

/** The IANA special-purpose IPv4 ranges that are not globally reachable. */
const NOT_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address included
];

/** Inside global unicast (2000::/3): protocol assignments (Teredo among them), documentation, 6to4. */
const NOT_PUBLIC_V6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublic = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(network, prefix, 'ipv6');

// Everything outside 2000::/3 is not public: ::, ::1, fc00::/7, fe80::/10, multicast, and the
// IPv4-mapped and NAT64 forms, which could carry any IPv4 address, loopback too.
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

export function isPublicAddress(address: string): boolean {
  switch (isIP(address)) {
    case 4: return !notPublic.check(address, 'ipv4');
    case 6: return globalUnicastV6.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
    default: return false;
  }
}

/** An `address:port` pair (an IPv6 address in brackets), as the operator lists trusted private ones; null for anything else. */
export function addressPort(entry: string): { address: string; family: 'ipv4' | 'ipv6'; port: number } | null {
  const [, bracketed, plain, port] = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(entry) ?? [];
  const address = bracketed ?? plain ?? '';
  const family = isIP(address);
  if (!family || Number(port) > 65535) return null;
  return { address, family: family === 6 ? 'ipv6' : 'ipv4', port: Number(port) };
}
