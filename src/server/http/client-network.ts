import { isIPv6 } from 'node:net';

/**
 * The network a client address is counted as by a limit: an IPv4 address as it is; an IPv6
 * address by its /64, the block one home or server line usually gets whole (so rotating addresses
 * inside it gets round nothing), written `2001:db8:0:1::/64`; an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) as its IPv4 address. The route limits (@fastify/rate-limit) group the same.
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip.toLowerCase();
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part read). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string): number[] =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [parseInt(part, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parts(head);
  if (tail === undefined) return front;
  const back = parts(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
