import { BlockList, isIP } from 'node:net';

// Where a live webhook may never point: the gateway's own host, its network and cloud metadata.
const forbidden = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  forbidden.addSubnet(net, prefix, 'ipv6');

/** True for loopback, private, link-local (metadata), multicast and other non-public addresses. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isForbiddenAddress(mapped[1]!);
  const family = isIP(bare);
  if (family === 4) return forbidden.check(bare, 'ipv4');
  if (family === 6) return forbidden.check(bare, 'ipv6');
  return true;
}
