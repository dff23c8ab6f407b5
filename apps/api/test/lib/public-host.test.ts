import { describe, expect, it } from 'vitest'
import { checkedAddressOf, isInternalAddress } from '../../src/lib/public-host'

describe('internal addresses a user-given mail server may not point at', () => {
  it('refuses loopback, private, link-local, CGNAT, unspecified and mapped ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('refuses every special-use range of RFC 6890 and its successors', () => {
    for (const address of [
      '0.1.2.3', // "this network" 0.0.0.0/8
      '100.127.255.254', // shared address space (CGNAT) 100.64.0.0/10
      '169.254.0.1', // link-local
      '192.0.0.8', // IETF protocol assignments 192.0.0.0/24
      '192.0.2.10', // documentation TEST-NET-1
      '198.18.0.1', // benchmarking 198.18.0.0/15
      '198.19.255.255',
      '198.51.100.7', // TEST-NET-2
      '203.0.113.9', // TEST-NET-3
      '224.0.0.251', // multicast 224.0.0.0/4
      '239.255.255.250',
      '240.0.0.1', // reserved 240.0.0.0/4
      '255.255.255.255', // broadcast
      'fc00::1', // unique-local fc00::/7
      'fdff:ffff::1',
      'fe80::abcd', // link-local fe80::/10
      'febf::1',
      'ff02::1', // multicast
      '2001:db8::1', // documentation
      '2001::1', // Teredo
      '100::1', // discard-only
    ])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('judges an IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4) by that IPv4 address', () => {
    for (const address of [
      '::ffff:10.0.0.1', // IPv4-mapped
      '::ffff:169.254.169.254',
      '::ffff:7f00:1', // the same, in hex
      '::10.0.0.1', // IPv4-compatible (deprecated)
      '::127.0.0.1',
      '::a9fe:a9fe', // ::169.254.169.254 in hex
      '::ffff:0:192.168.0.1', // IPv4-translated
      '64:ff9b::127.0.0.1', // NAT64 well-known prefix
      '64:ff9b::a00:1', // 64:ff9b::10.0.0.1
      '64:ff9b::169.254.169.254',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    ])
      expect(isInternalAddress(address), address).toBe(true)
    for (const address of ['::ffff:8.8.8.8', '::8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1'])
      expect(isInternalAddress(address), address).toBe(false)
  })

  it('refuses the local-use NAT64 prefix (the operator’s own translator) whatever it carries', () => {
    for (const address of ['64:ff9b:1::8.8.8.8', '64:ff9b:1:ffff::1'])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('accepts public addresses', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '200.57.7.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isInternalAddress(address), address).toBe(false)
  })

  it('refuses what is not an address at all', () => {
    for (const address of ['', 'localhost', '1.2.3', '::g'])
      expect(isInternalAddress(address), address).toBe(true)
  })
})

describe('resolving a user-given server name once', () => {
  it('judges a name by what it resolves to; a name that does not resolve is refused', async () => {
    expect(await checkedAddressOf('localhost')).toBeNull()
    expect(await checkedAddressOf('192.168.0.5')).toBeNull()
    expect(await checkedAddressOf('8.8.8.8')).toBe('8.8.8.8')
    expect(await checkedAddressOf('no-such-host.invalid')).toBeNull()
    expect(await checkedAddressOf('no-such-host.invalid', { allowInternal: true })).toBeNull()
  })

  it('answers the address it checked, resolving once: a rebinding resolver’s second, internal answer is never used', async () => {
    const answers = [['203.0.114.10'], ['127.0.0.1']]
    const asked: string[] = []
    const resolve = async (host: string) => {
      asked.push(host)
      return answers.shift() ?? []
    }
    expect(await checkedAddressOf('mail.example.com', { resolve })).toBe('203.0.114.10')
    expect(asked).toEqual(['mail.example.com'])
  })

  it('refuses a name when any of its addresses is internal, unless internal hosts are allowed', async () => {
    const resolve = async () => ['203.0.114.10', '10.0.0.5']
    expect(await checkedAddressOf('mixed.example.com', { resolve })).toBeNull()
    expect(await checkedAddressOf('mixed.example.com', { resolve, allowInternal: true })).toBe('203.0.114.10')
    expect(await checkedAddressOf('empty.example.com', { resolve: async () => [] })).toBeNull()
  })
})
