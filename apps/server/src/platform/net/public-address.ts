import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Server-side request forgery guard (issue 13: "the fetch refuses private and loopback
 * addresses"; issue 29: every special-purpose range): a link the server downloads must resolve to
 * public addresses only. The address checked is the one connected to (`pinnedLookup`), so a name
 * that resolves differently the second time (DNS rebinding) cannot slip through.
 *
 * The ranges are ipaddr.js's (maintained with IANA's special-purpose registries): an address is
 * public only when it falls in none of them (`range()` is `unicast`). An IPv6 address that carries
 * an IPv4 one is judged by that IPv4 address where the carrying range reaches it: IPv4-mapped
 * (`::ffff:0:0/96`), NAT64's well-known prefix (`64:ff9b::/96`) and 6to4 (`2002::/16`, the IPv4
 * address in bits 16-47). The other transition ranges are refused outright: IPv4-compatible
 * (`::/96`, deprecated), IPv4-translated (`::ffff:0:0:0/96`), local-use NAT64 (`64:ff9b:1::/48`,
 * a private network's by definition) and Teredo (`2001::/32`, a tunnel whose far end is not the
 * address seen); so are site-local (`fec0::/10`) and every other special range.
 */

/** Carrying ranges whose embedded IPv4 address is what a connection reaches. */
const CARRY_IPV4 = new Set(['ipv4Mapped', 'rfc6052', '6to4']);
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const NAT64_LOCAL = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/** The IPv4 address inside an IPv6 one of a carrying range (the last 32 bits, or bits 16-47 for 6to4). */
function embeddedIpv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  const at = range === '6to4' ? 2 : 12;
  return new ipaddr.IPv4(bytes.slice(at, at + 4));
}

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  // `::` and `::1` are in their own ranges; the rest of `::/96` would read as unicast.
  if (address.match(IPV4_COMPATIBLE)) return false;
  if (range === 'rfc6052' && address.match(NAT64_LOCAL)) return false;
  if (CARRY_IPV4.has(range)) return isPublicIpv4(embeddedIpv4(address, range));
  return range === 'unicast';
}

/** True for an address a server may fetch from: in no special-purpose range (loopback, private, link-local, reserved...). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  try {
    return family === 4 ? isPublicIpv4(ipaddr.IPv4.parse(address)) : isPublicIpv6(ipaddr.IPv6.parse(address));
  } catch {
    return false;
  }
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
