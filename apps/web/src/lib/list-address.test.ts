import { describe, expect, it } from 'vitest'
import { ListAddress } from './list-address'

/** Sets one key as useListParams' writes do (each write also drops the page). */
const setting = (key: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current)
  next.set(key, value)
  next.delete('page')
  return next
}

describe('ListAddress', () => {
  it('keeps a filter chosen while the debounced search has not been written yet', () => {
    // The router still renders 'page=2' when both writes happen: the filter click, then the search's timer
    // firing from that same render. Starting each write from the rendered address dropped the filter.
    const address = new ListAddress('page=2')
    expect(address.write(setting('status', 'active')).toString()).toBe('status=active')
    expect(address.write(setting('q', 'ana')).toString()).toBe('status=active&q=ana')
  })

  it('does not mistake its own first write landing for a navigation from elsewhere', () => {
    const address = new ListAddress('')
    address.write(setting('status', 'active'))
    address.write(setting('q', 'ana'))
    address.rendered('status=active')
    expect(address.write(setting('sortBy', 'name')).toString()).toBe('status=active&q=ana&sortBy=name')
  })

  it('adopts an address it did not write (a saved view, back and forward)', () => {
    const address = new ListAddress('status=active')
    address.rendered('status=active')
    address.rendered('stage=draft&q=ana')
    expect(address.write(setting('sortBy', 'name')).toString()).toBe('stage=draft&q=ana&sortBy=name')
  })

  it('adopts an earlier address once its own write has been rendered', () => {
    const address = new ListAddress('')
    address.write(setting('status', 'active'))
    address.rendered('status=active')
    address.rendered('')
    expect(address.write(setting('q', 'ana')).toString()).toBe('q=ana')
  })
})
