import { demoAccess, screenEntries } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import { navEntries } from '../app/navigation'
import { visibleNavEntries, withoutDemo } from './nav-types'

/** Every path of the registry's demo screens (the UI pages, settings, dashboards, store...). */
const demoPaths = new Set(screenEntries.flatMap(([, screen]) => (screen.demo ? [screen.path] : [])))

const links = (entries: typeof navEntries) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : []))

describe('the demo area in the navigation (DEMO_PAGES)', () => {
  it('is a group of its own while on', () => {
    const shown = links(withoutDemo(navEntries, true))
    expect(shown).toContain('/apps/ecommerce/order/list')
    for (const path of ['/apps/ecommerce/settings', '/pages/cards', '/charts', '/extensions'])
      expect(shown).toContain(path)
    expect(navEntries).toContainEqual({ kind: 'heading', titleKey: 'nav.demo' })
  })

  it('leaves no demo link, and no empty Demo heading, while off', () => {
    const entries = visibleNavEntries(withoutDemo(navEntries, false), () => true)
    expect(links(entries).filter((to) => demoPaths.has(to))).toEqual([])
    expect(entries).not.toContainEqual({ kind: 'heading', titleKey: 'nav.demo' })
    expect(links(entries)).toContain('/apps/aliados/list')
  })

  it('needs the demo permission on every demo screen but the three the spec gives read Documentos (issue 38)', () => {
    const own = screenEntries.filter(([, screen]) => screen.demo && screen.permission !== demoAccess)
    expect(own.map(([, screen]) => screen.path).sort()).toEqual([
      '/apps/ecommerce/products/add',
      '/apps/ecommerce/products/category-list',
      '/apps/ecommerce/settings',
    ])
  })

  it("shows the template's public pages (sign-in variants, coming soon) to the demo's holders only (issue 38)", () => {
    const staff = links(visibleNavEntries(withoutDemo(navEntries, false), (need) => need !== demoAccess))
    expect(staff).not.toContain('/pages/misc/coming-soon')
    expect(staff).not.toContain('/pages/authentication/login-v2')
    expect(staff).toContain('/apps/aliados/list')
    const holder = links(visibleNavEntries(withoutDemo(navEntries, true), () => true))
    expect(holder).toContain('/pages/misc/coming-soon')
    expect(holder).toContain('/pages/authentication/login-v2')
  })
})
