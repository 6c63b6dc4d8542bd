/**
 * Where a webhook may be sent (SSRF protection): never to the server's own network. The receiver's host name is
 * resolved, and the delivery refused if any address it resolves to is private, loopback, link-local (the cloud
 * metadata services' 169.254.169.254 among them), shared, multicast or otherwise reserved. The check runs in the
 * connection's own lookup, on the very addresses the socket then connects to, so a name that resolves differently a
 * moment later (DNS rebinding) gains nothing. WEBHOOK_ALLOW_PRIVATE_NETWORKS lets development and the tests send to a
 * receiver on loopback.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries. (BlockList itself checks an
 * IPv4 address against the IPv6 rules as its mapped form, so no IPv6 rule may cover ::ffff:0:0/96.)
 */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a webhook may be sent to `address` (an IP address). */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const { address: plain, family } = unmapped(address);
  return !blocked.check(plain, family);
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is, or resolves to, an address of a private, loopback, link-local or reserved network`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * A `lookup` for http.request that answers only public addresses: a host with any other is refused whole, so a
 * receiver cannot be reached through a name that also points inside. `resolve` is the system's resolver (a test gives
 * one that answers what a hostile DNS server would).
 */
export function publicOnlyLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const first = addresses[0];
      if (!first || addresses.some((entry) => !isPublicAddress(entry.address))) {
        callback(Object.assign(new BlockedAddressError(hostname), { code: 'EBLOCKED' }), '', 0);
        return;
      }
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
