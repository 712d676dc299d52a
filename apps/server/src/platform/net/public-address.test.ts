import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

// Every special-purpose range is refused, the IPv6 transition ranges included; an IPv6 address
// that carries an IPv4 one reachable through it is judged by that IPv4 address (issue 29).
const REFUSED: [string, string][] = [
  ['0.0.0.0', 'this network'],
  ['0.1.2.3', 'this network'],
  ['10.1.2.3', 'private'],
  ['100.64.0.1', 'shared address space (carrier-grade NAT)'],
  ['127.0.0.1', 'loopback'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['172.16.0.1', 'private'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.31.196.1', 'AS112'],
  ['192.52.193.1', 'AMT'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.1.1', 'private'],
  ['192.175.48.1', 'AS112'],
  ['198.18.0.1', 'benchmarking'],
  ['198.51.100.1', 'documentation'],
  ['203.0.113.1', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'IPv4-compatible (::/96) of loopback'],
  ['::808:808', 'IPv4-compatible (::/96) even of a public address'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated (::ffff:0:0:0/96)'],
  ['::ffff:0:808:808', 'IPv4-translated (::ffff:0:0:0/96) even of a public address'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
  ['64:ff9b:1::808:808', 'local-use NAT64 (64:ff9b:1::/48)'],
  ['100::1', 'discard-only'],
  ['2001::1', 'Teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:2::1', 'benchmarking'],
  ['2001:db8::1', 'documentation'],
  ['2001:10::1', 'ORCHID'],
  ['2001:20::1', 'ORCHIDv2'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a00:1::1', '6to4 of private'],
  ['2002:a9fe:a9fe::', '6to4 of link-local'],
  ['3fff::1', 'documentation'],
  ['5f00::1', 'segment routing'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['not an address', 'not an address'],
  ['127.1', 'a short form that is no address'],
];

const ACCEPTED: [string, string][] = [
  ['8.8.8.8', 'public IPv4'],
  ['93.184.216.34', 'public IPv4'],
  ['2606:4700:4700::1111', 'public IPv6'],
  ['2a00:1450:4007:80e::200e', 'public IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ['64:ff9b::808:808', 'NAT64 of a public address'],
  ['2002:808:808::1', '6to4 of a public address'],
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(ACCEPTED)('accepts %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
