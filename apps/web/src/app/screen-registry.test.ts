import { demoAccess, searchDestinations, type PermissionNeed } from '@mesa/contracts'
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { navEntries } from './navigation'
import { appRoutes, type AppRoute } from './routes'

/** The most specific registered route a URL opens (the catch-all only when nothing else matches). */
const routeFor = (url: string): AppRoute | undefined =>
  appRoutes.find((route) => route.path !== '*' && matchPath(route.path, url))

const samePermission = (a?: PermissionNeed, b?: PermissionNeed) => expect(a).toEqual(b)

describe('screen registry', () => {
  it('registers every navigation link as a route with the same permission (a public page: the link may ask more)', () => {
    const links = navEntries.flatMap((entry) => (entry.kind === 'link' ? [entry] : []))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const route = routeFor(link.to)
      expect(route, link.to).toBeDefined()
      // The template's public pages are open to all; only their link is kept for the demo's holders (issue 38).
      if (route?.access === 'public') expect(link.permission, link.to).toEqual(demoAccess)
      else samePermission(link.permission, route?.permission)
    }
  })

  it('registers every search destination as a route with the same permission', () => {
    expect(searchDestinations.length).toBeGreaterThan(0)
    for (const destination of searchDestinations) {
      const route = routeFor(destination.url)
      expect(route, destination.url).toBeDefined()
      samePermission(destination.permission, route?.permission)
    }
  })

  it('declares each path once', () => {
    const paths = appRoutes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('starts every navigation group with its heading and leaves no heading empty', () => {
    navEntries.forEach((entry, index) => {
      if (entry.kind === 'heading') expect(navEntries[index + 1]?.kind).toBe('link')
    })
  })
})
