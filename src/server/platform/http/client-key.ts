/**
 * What per-address limits count by (docs/security.md G11). An IPv4 client is its address;
 * an IPv6 client is its /64, since one machine is routinely handed a whole /64 and could
 * otherwise step around a limit by changing the low bits.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function groupsOf(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
}

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const network = groupsOf(ip.toLowerCase().split('%')[0] ?? '')
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}
