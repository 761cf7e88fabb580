import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../server/config/public-address';

/** The address rule alone: pure, so no test here opens a connection. */

describe('addresses on the public internet', () => {
  it('are the globally reachable unicast ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '192.169.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('are not loopback, private, link-local (cloud metadata), carrier-grade NAT or unspecified', () => {
    const addresses = [
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1',
      '169.254.169.254', '100.64.0.1', '100.127.255.255', '0.0.0.0', '::', '::1', 'fd00::1', 'fc00::1', 'fe80::1', 'fe80::1%eth0',
    ];
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('are not multicast, broadcast, documentation or other reserved ranges', () => {
    for (const address of ['224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1', 'ff02::1', '2001:db8::1', '100::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('are not IPv6 forms that carry an IPv4 address: mapped, NAT64, 6to4, Teredo', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', '2001::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('are addresses, not names or anything else', () => {
    for (const text of ['localhost', 'metadata.google.internal', '', '127.1', '0x7f000001']) expect(isPublicAddress(text), text).toBe(false);
  });
});
