import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Whether one literal address is internal: anything but the public unicast internet (ipaddr.js's special-use
 * ranges, after RFC 6890 and its successors: unspecified, loopback, private, link-local, carrier-grade NAT,
 * the IETF protocol block 192.0.0.0/24, documentation, benchmarking, multicast, reserved, broadcast,
 * unique-local, Teredo, ORCHID, discard...). An address that carries an IPv4 one (IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d`, IPv4-translated, the NAT64 well-known prefix 64:ff9b::/96, 6to4 2002::/16) is
 * judged by that IPv4 address, which is where the packets end up. The local-use NAT64 prefix 64:ff9b:1::/48
 * is the operator's own translator (its embedding is not fixed): always internal. Not an address: internal.
 */
export function isInternalAddress(address: string): boolean {
  if (!isIP(address)) return true
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast'
  const ipv6 = parsed as ipaddr.IPv6
  const embedded = embeddedIpv4(ipv6)
  if (embedded) return isInternalAddress(embedded)
  return ipv6.range() !== 'unicast'
}

const LOCAL_USE_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48')

/** The IPv4 address an IPv6 one carries, for the forms that route to it (null for the others). */
function embeddedIpv4(address: ipaddr.IPv6): string | null {
  const parts = address.parts
  const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`
  const last32 = ipv4Of(parts[6]!, parts[7]!)
  if (address.match(LOCAL_USE_NAT64)) return null
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // 64:ff9b::a.b.c.d
      return last32
    case '6to4': // 2002:aabb:ccdd::/48
      return ipv4Of(parts[1]!, parts[2]!)
  }
  // IPv4-compatible ::a.b.c.d (deprecated); :: and ::1 themselves are judged as IPv6 below.
  const compatible = parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)
  return compatible ? last32 : null
}

/** Answers a name's addresses, in the resolver's order. */
export type Resolve = (host: string) => Promise<string[]>

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address }) => address)

/**
 * Resolves a user-given server name ONCE and answers the address to connect to (the first answer), or null
 * when the name does not resolve or any of its addresses is internal (unless `allowInternal`). The caller
 * connects to this address, never to the name again: a second resolution could answer an internal address
 * (DNS rebinding). An IP literal is its own answer.
 */
export async function checkedAddressOf(
  host: string,
  { allowInternal = false, resolve = systemResolve }: { allowInternal?: boolean; resolve?: Resolve } = {},
): Promise<string | null> {
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await resolve(host)
  } catch {
    return null
  }
  if (!addresses.length) return null
  if (!allowInternal && addresses.some(isInternalAddress)) return null
  return addresses[0]!
}
