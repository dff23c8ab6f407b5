/**
 * The query string a list screen writes, kept ahead of React Router's rendered address.
 *
 * `useSearchParams`' functional setter hands the callback the address of the render it was created in, not the
 * live one: a debounced search scheduled before a filter click would write its stale address and drop the filter.
 * Every write here starts from the last address this list wrote (until the router renders something we did not
 * write: a saved view, back/forward), so writes made before the router catches up merge instead of overwriting.
 */
export class ListAddress {
  private latest: string
  /** Addresses written and not yet rendered; a render of one of them is our own write catching up. */
  private readonly inFlight = new Set<string>()

  constructor(rendered: string) {
    this.latest = rendered
  }

  /** Applies a change to the live address and returns the new address to navigate to. */
  write(change: (current: URLSearchParams) => URLSearchParams): URLSearchParams {
    const next = change(new URLSearchParams(this.latest))
    this.latest = next.toString()
    this.inFlight.add(this.latest)
    return next
  }

  /** Called with each rendered address: our own write landing, or a navigation from elsewhere to adopt. */
  rendered(address: string) {
    if (address === this.latest) this.inFlight.clear()
    else if (!this.inFlight.has(address)) {
      this.latest = address
      this.inFlight.clear()
    }
  }
}
