import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

export type IpFamily = 'ipv4' | 'ipv6';

/**
 * An address or CIDR range of the given family in a canonical spelling (trimmed, lower-case, no
 * leading zeros in the prefix), or null when it is not one: `203.0.113.7`, `203.0.113.0/24`,
 * `2001:db8::7`, `2001:db8::/48`.
 */
export function parseIpOrRange(input: string, family: IpFamily): string | null {
  const text = input.trim().toLowerCase();
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0) return null;
  const valid = family === 'ipv4' ? isIPv4(address) : isIPv6(address) && !address.includes('%');
  if (!valid) return null;
  if (prefix === undefined) return address;
  if (!/^\d{1,3}$/.test(prefix)) return null;
  const bits = Number(prefix);
  return bits <= (family === 'ipv4' ? 32 : 128) ? `${address}/${bits}` : null;
}

/** The caller's address as shown to people: an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its IPv4. */
export const displayIp = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/** Whether `ip` is covered by one of the addresses or ranges (an empty list restricts nothing). */
export function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const list = new BlockList();
  for (const entry of entries) {
    const family: IpFamily = entry.includes(':') ? 'ipv6' : 'ipv4';
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  const caller = displayIp(ip);
  if (isIPv4(caller)) return list.check(caller, 'ipv4');
  return isIPv6(caller) && list.check(caller, 'ipv6');
}

/** Every address and range (IPv4 and IPv6) on an admin's allow-list. */
export async function allowListOf(db: Db, adminId: string): Promise<string[]> {
  const rows = await db
    .select({ v4: schema.adminIpEntries.ipAddress, v6: schema.adminIpEntries.ip6Address })
    .from(schema.adminIpEntries)
    .where(eq(schema.adminIpEntries.adminId, adminId));
  return rows.flatMap((row) => (row.v6 ? [row.v4, row.v6] : [row.v4]));
}
