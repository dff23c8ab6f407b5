import type { AddressInfo } from 'node:net'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contractPaths,
  funderPaths,
  fundingPaths,
  vehiclePaths,
  vinCheckDigit,
  type Funder,
  type FundingListItem,
  type LiveEvent,
  type VinRecord,
} from '@mesa/contracts'
import {
  creditApplications,
  loanContracts,
  roles,
  termAuthorisations,
  vehiclePurchases,
} from '../../src/db/schema'
import { openEventStream, type EventStreamReader } from '../helpers/event-stream'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

/**
 * Live updates of what follows the decision (issue 15): a contract, a funding step, a purchase or a VIN
 * record reaches head office and the owner of the application it hangs on, never a viewer outside its scope.
 */
let t: TestApp
let base: string
let ownerId: number
const tokens: Record<string, string> = {}
const streams: EventStreamReader[] = []
type App = { id: number; product: 'auto' | 'seminuevo' | 'moto'; folio: number }

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const as = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
/** One stream per user for the whole file (a session may hold three): each test matches its own ids. */
const opened: Record<string, EventStreamReader> = {}
const open = async (who: string) => {
  if (opened[who]) return opened[who]
  const stream = await openEventStream(base, tokens[who]!)
  streams.push(stream)
  expect(stream.status).toBe(200)
  return (opened[who] = stream)
}
/** The owner (an ally-side user linked to no ally) sees an application only once it is theirs. */
const giveToOwner = (app: { id: number }) =>
  t.database.db
    .update(creditApplications)
    .set({ ownerUserId: ownerId })
    .where(eq(creditApplications.id, app.id))
const about = (type: LiveEvent['type'], applicationId: number) => (event: LiveEvent) =>
  event.type === type && 'applicationId' in event && event.applicationId === applicationId
const aboutVin = (id: number) => (event: LiveEvent) => event.type === 'vin.changed' && event.id === id

const applicationsWhere = (where: ReturnType<typeof and>) =>
  t.database.db
    .select({
      id: creditApplications.id,
      product: creditApplications.product,
      folio: creditApplications.folio,
    })
    .from(creditApplications)
    .where(where)
    .orderBy(creditApplications.id) as Promise<App[]>

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  tokens.admin = (await t.login('admin@demo.com', 'admin')).accessToken
  tokens.comite = (await t.login('comite@demo.com', 'comite')).accessToken
  const owner = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'all' }])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, owner.roleId))
  ownerId = owner.id
  tokens.owner = (await t.login(owner.email, owner.password)).accessToken
}, 120_000)
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await t.close()
})

describe('live events after the decision', () => {
  it('a purchase reaches head office, and the ally-side owner only for their application', async () => {
    const [foreign, own] = await applicationsWhere(
      and(
        inArray(creditApplications.stage, ['captura', 'analisis']),
        sql`not exists (select 1 from ${vehiclePurchases} where ${vehiclePurchases.applicationId} = ${creditApplications.id})`,
      ),
    )
    await giveToOwner(own!)
    const admin = await open('admin')
    const owner = await open('owner')
    const purchase = (app: App) =>
      as('admin', 'PUT', fill(vehiclePaths.applicationPurchase, { origin: app.product, id: app.id }), {
        dealerInvoiceNumber: `FAC-${app.id}`,
        priceCents: 30_000_000,
        downPaymentCents: 6_000_000,
      })
    expect((await purchase(foreign!)).statusCode).toBe(200)
    expect(await admin.next(about('purchase.changed', foreign!.id))).toMatchObject({ folio: foreign!.folio })
    expect((await purchase(own!)).statusCode).toBe(200)
    await owner.next(about('purchase.changed', own!.id))
    // Events reach a stream in order: once the later, in-scope one arrived, the foreign one was left out.
    expect(owner.events.some(about('purchase.changed', foreign!.id))).toBe(false)
  })

  it('a contract generated reaches the readers of its application', async () => {
    const [app] = await applicationsWhere(
      and(
        eq(creditApplications.stage, 'contrato'),
        sql`not exists (select 1 from ${loanContracts} where ${loanContracts.applicationId} = ${creditApplications.id})`,
        sql`exists (select 1 from ${termAuthorisations} where ${termAuthorisations.applicationId} = ${creditApplications.id} and ${termAuthorisations.supersededAt} is null)`,
      ),
    )
    await giveToOwner(app!)
    const owner = await open('owner')
    const url = fill(contractPaths.ofApplication, { origin: app!.product, id: app!.id })
    expect((await as('comite', 'POST', url)).statusCode).toBe(201)
    expect(await owner.next(about('contract.changed', app!.id))).toMatchObject({ product: app!.product })
  })

  it('a funder assigned reaches head office, not an ally-side viewer outside the application', async () => {
    const pending = (
      await as('admin', 'GET', `${fundingPaths.applications}?status=pending&itemsPerPage=100`)
    ).json().items as FundingListItem[]
    const [app] = pending.filter((item) => item.stage === 'fondeo' && item.amountCents !== null)
    const funders = (await as('admin', 'GET', funderPaths.funders)).json().items as Funder[]
    const line = funders.find((funder) => funder.name === 'Fondo Propio')!.lines[0]!.id
    const admin = await open('admin')
    const owner = await open('owner')
    // Issue 30: fondeo is treasury's (and administrators'), no longer the committee's.
    const assigned = await as('admin', 'POST', fill(fundingPaths.assignment, { folio: app!.folio }), {
      lineId: line,
      replaces: null,
    })
    expect(assigned.statusCode).toBe(200)
    await admin.next((event) => event.type === 'funding.changed' && event.folio === app!.folio)
    // A later event the owner does receive (a VIN linked to their application) proves this one never came.
    const [own] = await applicationsWhere(eq(creditApplications.ownerUserId, ownerId))
    const record = (await as('admin', 'POST', vehiclePaths.vins, vinBody())).json() as VinRecord
    const link = fill(vehiclePaths.applicationVin, { origin: own!.product, id: own!.id })
    expect((await as('admin', 'PUT', link, vinBody(record.vin))).statusCode).toBe(200)
    await owner.next(aboutVin(record.id))
    expect(owner.events.some((event) => event.type === 'funding.changed')).toBe(false)
  })

  it('a VIN record reaches the ally side only while linked to an application in its scope', async () => {
    const admin = await open('admin')
    const owner = await open('owner')
    const record = (await as('admin', 'POST', vehiclePaths.vins, vinBody())).json() as VinRecord
    expect(await admin.next(aboutVin(record.id))).toMatchObject({ applications: [] })
    const [own] = await applicationsWhere(and(eq(creditApplications.ownerUserId, ownerId)))
    const link = fill(vehiclePaths.applicationVin, { origin: own!.product, id: own!.id })
    expect((await as('admin', 'PUT', link, vinBody(record.vin))).statusCode).toBe(200)
    await owner.next(aboutVin(record.id))
    // The creation (unlinked: head office's) came before the link and was not sent to the owner.
    expect(owner.events.filter(aboutVin(record.id))).toHaveLength(1)
    expect((await as('admin', 'DELETE', link)).statusCode).toBe(200)
    // The unlink is announced while still linked: the owner hears of it too (a second event).
    await owner.next(
      (event) => aboutVin(record.id)(event) && owner.events.filter(aboutVin(record.id)).length > 1,
    )
  })
})

/** A valid North American VIN (model year 2026) with a unique serial, and the record's fields. */
let serial = 700_000
function vinBody(vin?: string) {
  serial += 1
  const draft = `3N1CN8AP0T${String(serial).padStart(7, '0')}`
  const fresh = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
  return { vin: vin ?? fresh, make: 'Nissan', model: 'Versa', version: 'Advance', colour: 'Gris' }
}
