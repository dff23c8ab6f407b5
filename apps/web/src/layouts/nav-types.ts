import { needMet, type Permission, type PermissionNeed } from '@mesa/contracts'
import type { ReactNode } from 'react'

/** A navigation entry; a link shows only when the user can perform its action on its subject (spec §6). */
export type NavEntry =
  | { kind: 'heading'; titleKey: string }
  | {
      kind: 'link'
      titleKey: string
      to: string
      icon: ReactNode
      permission?: PermissionNeed
      demo?: true
      /** A live count beside the label (the four-eyes queue's pending requests). */
      badge?: ReactNode
    }

/** Drops links the user may not open, then headings left without links. */
export function visibleNavEntries(entries: NavEntry[], can: (permission: Permission) => boolean): NavEntry[] {
  const links = entries.filter(
    (entry) => entry.kind === 'heading' || !entry.permission || needMet(entry.permission, can),
  )
  return links.filter((entry, index) => {
    if (entry.kind !== 'heading') return true
    const next = links[index + 1]
    return next !== undefined && next.kind === 'link'
  })
}

/** Drops the demo area's links unless DEMO_PAGES is on (unknown until the configuration arrives: hidden). */
export const withoutDemo = (entries: NavEntry[], demoPages: boolean): NavEntry[] =>
  demoPages ? entries : entries.filter((entry) => entry.kind === 'heading' || !entry.demo)

/**
 * The link to highlight for a path: the one whose target is the longest prefix of it, so that
 * /apps/solicitudes/list/assignments lights "assignments" only, not "list" too.
 */
export function activeNavTarget(entries: NavEntry[], pathname: string): string | undefined {
  return entries
    .flatMap((entry) => (entry.kind === 'link' ? [entry.to] : []))
    .filter((to) => pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`))
    .sort((a, b) => b.length - a.length)[0]
}

export const NAV_WIDTH = 260
export const NAV_COLLAPSED_WIDTH = 72
/** Scroll-to-top shows after 200 px; hash scrolling keeps 60 px for the sticky navbar (spec §9). */
export const SCROLL_TOP_THRESHOLD = 200
export const HASH_SCROLL_OFFSET = 60
export const BOXED_MAX_WIDTH = 1440
