import { BlockList, isIP } from 'node:net';

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Why a CIDR range is not one, or undefined when it is (`10.0.0.0/8`, `2001:db8::/32`, or one address). */
export function cidrProblem(cidr: string): string | undefined {
  const [address = '', bits, extra] = cidr.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined)
    return `${cidr} is not an address range; write it as 10.0.0.0/8, 2001:db8::/32 or a single address`;
  const max = family === 4 ? 32 : 128;
  if (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > max))
    return `${cidr} has a prefix length outside 0-${max}`;
  return undefined;
}

/** A test of whether an address is in any of the ranges (all of them valid, see `cidrProblem`). */
export function addressRanges(cidrs: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits] = cidr.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
