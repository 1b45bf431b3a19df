import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses no fetching command may reach: what sits behind the owner's machine or the CI runner
 * (loopback, private networks, the cloud metadata address 169.254.169.254) rather than on the web.
 */
const inward: Array<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'a "this network" address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a carrier-private address'],
  ['127.0.0.0', 8, 'ipv4', 'a loopback address'],
  ['169.254.0.0', 16, 'ipv4', 'a link-local address'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.0.0.0', 24, 'ipv4', 'a protocol address'],
  ['192.0.2.0', 24, 'ipv4', 'a documentation address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['198.51.100.0', 24, 'ipv4', 'a documentation address'],
  ['203.0.113.0', 24, 'ipv4', 'a documentation address'],
  ['224.0.0.0', 4, 'ipv4', 'a multicast address'],
  ['240.0.0.0', 4, 'ipv4', 'a reserved address'],
  ['::', 128, 'ipv6', 'the unspecified address'],
  ['::1', 128, 'ipv6', 'a loopback address'],
  ['::ffff:0:0', 96, 'ipv6', 'an IPv4-mapped address'],
  ['64:ff9b:1::', 48, 'ipv6', 'a local translation address'],
  ['100::', 64, 'ipv6', 'a discard address'],
  ['2001:db8::', 32, 'ipv6', 'a documentation address'],
  ['fc00::', 7, 'ipv6', 'a unique-local address'],
  ['fe80::', 10, 'ipv6', 'a link-local address'],
  ['fec0::', 10, 'ipv6', 'a site-local address'],
  ['ff00::', 8, 'ipv6', 'a multicast address'],
];

const lists = inward.map(([network, prefix, family, what]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, family, what };
});

/** Why `address` (an IP literal) is not on the public web, or undefined when it is. */
export function inwardReason(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // Rules of the address's own family only: BlockList also matches IPv4 rules against mapped IPv6
  // addresses (and the reverse), and a mapped address is refused as such, whatever IPv4 address it carries.
  return lists.find((rule) => rule.family === type && rule.list.check(address, type))?.what;
}

/** Thrown by the lookup when a name resolves inward: the connection is never opened. */
export class InwardAddress extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly what: string,
  ) {
    super(`${host} is ${address}, ${what}`);
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for node:http's `lookup` option: the name is resolved once, every address it gives is
 * checked, and the socket connects to the addresses checked (no second resolution to rebind).
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses as LookupAddress[];
    for (const { address } of list) {
      const what = inwardReason(address);
      if (what) return callback(new InwardAddress(hostname, address, what), '');
    }
    if (list.length === 0)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}
