import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 37: the web cuts the domain as the API does, one web feature per API feature that has screens, of the
 * same name. The deliberate differences are listed here, each with its reason; a new one needs its line.
 */
const folders = (relative: string) =>
  readdirSync(fileURLToPath(new URL(relative, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

const webFeatures = folders('../features')
const apiFeatures = folders('../../../api/src/features')

/** Web features with no API feature of their name. */
const webOnly: Record<string, string> = {
  'access-control': 'a demo screen of the ability rules, read from the session: it calls no API',
  misc: 'not-authorized, not-found, coming-soon and maintenance pages: no API',
}

/** API features with no web feature of their name: no screens, or screens another web feature holds. */
const apiWithoutScreens: Record<string, string> = {
  'business-date': 'the business date: its card and advance form live on the jobs screen (features/jobs)',
  calculator:
    "its one call (the quote) is the file's calculator tab, which lives with credit-policy's capacity",
  commissions:
    "the commissions screen and the file's partners tab live with vehicles (issue 15's dealer side)",
  events: 'the live channel: lib/live-events, wired in app/live-event-handlers',
  exports: 'CSV downloads, each called from the one list screen it exports',
  identifiers: 'check-digit and format rules shared through contracts: no screens',
  idempotency: 'replayed writes: a server concern, no screens',
  mail: "the outgoing mail; its mailbox screens are the email feature's",
  notifications: "the bell: account's (the signed-in user's own things), no screen of its own",
  'payment-references':
    "each loan's reference and CLABE: shown on the loan page (loan-servicing) and the lender's account on lender",
  permissions: 'the named permissions screen lives with roles',
  'record-search': 'the global search (search/) reads it',
  'saved-views': "a list's saved views: lib/saved-views, shared by every list",
  system: 'health and public configuration: read by lib, no screens',
}

describe('web and API feature lists (issue 37)', () => {
  it('every web feature is named after an API feature, or listed with its reason', () => {
    const unexplained = webFeatures.filter((name) => !apiFeatures.includes(name) && !(name in webOnly))
    expect(unexplained).toEqual([])
  })

  it('every API feature has a web feature of its name, or is listed with its reason', () => {
    const unexplained = apiFeatures.filter(
      (name) => !webFeatures.includes(name) && !(name in apiWithoutScreens),
    )
    expect(unexplained).toEqual([])
  })

  it('lists no exception that is not one any more', () => {
    expect(
      Object.keys(webOnly).filter((name) => !webFeatures.includes(name) || apiFeatures.includes(name)),
    ).toEqual([])
    expect(
      Object.keys(apiWithoutScreens).filter(
        (name) => !apiFeatures.includes(name) || webFeatures.includes(name),
      ),
    ).toEqual([])
  })
})
