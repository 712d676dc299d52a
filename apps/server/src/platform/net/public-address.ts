import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard (issue 13: "the fetch refuses private and loopback
 * addresses"): a link the server downloads must resolve to public addresses only. The address
 * checked is the one connected to (`pinnedLookup`), so a name that resolves differently the
 * second time (DNS rebinding) cannot slip through.
 */
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

/** True for an address a server may fetch from: not loopback, private, link-local, reserved... */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !blocked.check(address, 'ipv6');
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/** Resolves `host` and answers one public address, or throws PrivateAddressError. */
export async function publicAddressOf(host: string, options: { allowPrivate?: boolean } = {}) {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookup(bare, { all: true });
  // Every address must be public: a name with one private address among public ones is refused.
  if (
    !options.allowPrivate &&
    (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
  ) {
    throw new PrivateAddressError(host);
  }
  const first = addresses[0];
  if (!first) throw new PrivateAddressError(host);
  return first;
}
