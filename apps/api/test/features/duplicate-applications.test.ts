import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { vehiclePaths } from '@mesa/contracts'
import { creditApplications } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { firstInStage } from '../helpers/stage-rows'
import { signInDemo } from '../helpers/demo-sign-in'

// Issue 38: a capture with the CURP of a customer who has a live application or active loan, or with a VIN
// already on one, is refused before anything is created; head office may confirm a second credit for the
// same customer, never a second loan on the same car.

const tokens: Record<string, string> = {}
const url = '/api/v1/credit-applications'

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'ventas'])
})

const create = (who: string, payload: object) => t.as(tokens[who]!, { method: 'POST', url, payload })
const countOf = async (curp: string) =>
  t.database.db.$count(creditApplications, eq(creditApplications.curp, curp))

const application = (allyId: number, curp: string, vin = '', extra: object = {}) => ({
  product: 'auto',
  allyId,
  applicant: {
    firstNames: 'Marta',
    lastName1: 'Duplicada',
    lastName2: 'Ruiz',
    curp,
    rfc: `${curp.slice(0, 10)}AB1`,
    birthDate: '1990-05-12',
    sex: 'M',
    birthState: 'DF',
    email: 'marta.duplicada@example.mx',
    mobilePhone: '5512345678',
  },
  vehicle: { make: 'Nissan', model: 'Versa', version: 'Sense', year: 2026, priceCents: 350_000_00, vin },
  terms: {
    requestedAmountCents: 280_000_00,
    downPaymentCents: 70_000_00,
    termMonths: 48,
    annualRateBps: 1599,
  },
  ...extra,
})

/** An active ally the seller is linked to (ventas captures only for their own allies). */
async function sellersAlly() {
  const answer = await t.as(tokens.ventas!, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=100' })
  return (answer.json().products as Array<{ id: number; active: boolean; type: string }>).find(
    (ally) => ally.active && !/moto|seminuevo/i.test(ally.type),
  )!.id
}

describe('the same customer (CURP)', () => {
  it('refuses a second capture with 409 duplicate_customer naming the folio, creating nothing', async () => {
    const allyId = await sellersAlly()
    const curp = 'DURM900512MDFPZR01'
    const first = await create('ventas', application(allyId, curp))
    expect(first.statusCode, first.body).toBe(201)
    const second = await create('ventas', application(allyId, curp))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      code: 'duplicate_customer',
      errors: { 'applicant.curp': ['duplicate_curp'], folios: [String(first.json().folio)] },
    })
    expect(await countOf(curp)).toBe(1)
  })

  it('a seller may not confirm it (403); head office confirms a second credit and it is created', async () => {
    const allyId = await sellersAlly()
    const curp = 'DURM900512MDFPZR02'
    expect((await create('admin', application(allyId, curp))).statusCode).toBe(201)
    const seller = await create('ventas', application(allyId, curp, '', { confirmDuplicate: true }))
    expect(seller.statusCode).toBe(403)
    expect(await countOf(curp)).toBe(1)
    const confirmed = await create('admin', application(allyId, curp, '', { confirmDuplicate: true }))
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json().warnings).toHaveLength(1)
    expect(await countOf(curp)).toBe(2)
  })

  it('a customer with an active loan is refused too', async () => {
    const loan = await firstInStage(t, 'activo')
    const answer = await create('admin', application(loan!.allyId, loan!.curp))
    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('duplicate_customer')
    expect(answer.json().errors.folios).toContain(String(loan!.folio))
  })

  it('a closed application does not count', async () => {
    const [closed] = await t.database.db
      .select()
      .from(creditApplications)
      .where(
        sql`${creditApplications.stage} in ('rechazada', 'cancelada') and ${creditApplications.curp} not in (select curp from credit_applications where stage not in ('liquidada', 'rechazada', 'cancelada'))`,
      )
      .limit(1)
    const answer = await create('admin', application(closed!.allyId, closed!.curp))
    expect(answer.statusCode, answer.body).toBe(201)
  })
})

/** Links a VIN record to the application through the vehicles feature (its own vehicle field keeps none). */
const linkVin = (id: number, vin: string) =>
  t.as(tokens.admin!, {
    method: 'PUT',
    url: vehiclePaths.applicationVin.replace(':origin', 'auto').replace(':id', String(id)),
    payload: { vin, make: 'Nissan', model: 'Versa' },
  })

describe('the same vehicle (VIN)', () => {
  it('refuses a VIN already on a live application, even when confirmed (409 duplicate_vehicle)', async () => {
    const allyId = await sellersAlly()
    const vin = '3N1CN8AE2RL800123'
    expect((await create('admin', application(allyId, 'DURM900512MDFPZR03', vin))).statusCode).toBe(201)
    const other = await create(
      'admin',
      application(allyId, 'DURM900512MDFPZR04', vin.toLowerCase(), { confirmDuplicate: true }),
    )
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'duplicate_vehicle',
      errors: { 'vehicle.vin': ['duplicate_vin'] },
    })
    expect(await countOf('DURM900512MDFPZR04')).toBe(0)
  })

  it('finds a VIN the vehicles feature links to a live file though its own vehicle has none (409)', async () => {
    const allyId = await sellersAlly()
    const vin = '3N1CN8AE7RL800451'
    const first = await create('admin', application(allyId, 'DURM900512MDFPZR05'))
    expect(first.statusCode, first.body).toBe(201)
    const { id, folio } = first.json() as { id: number; folio: number }
    const linked = await linkVin(id, vin)
    expect(linked.statusCode, linked.body).toBeLessThan(300)
    const other = await create('admin', application(allyId, 'DURM900512MDFPZR06', vin))
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'duplicate_vehicle',
      errors: { 'vehicle.vin': ['duplicate_vin'], folios: [String(folio)] },
    })
    expect(await countOf('DURM900512MDFPZR06')).toBe(0)
  })

  it('a VIN linked only to closed files does not count', async () => {
    const allyId = await sellersAlly()
    const vin = '3N1CN8AE9RL800452'
    const first = await create('admin', application(allyId, 'DURM900512MDFPZR07'))
    const { id } = first.json() as { id: number }
    expect((await linkVin(id, vin)).statusCode).toBeLessThan(300)
    await t.database.db
      .update(creditApplications)
      .set({ stage: 'cancelada' })
      .where(eq(creditApplications.id, id))
    const other = await create('admin', application(allyId, 'DURM900512MDFPZR08', vin))
    expect(other.statusCode, other.body).toBe(201)
  })
})
