import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  creditApplications,
  decisionConditions,
  incomeMatrices,
  roles,
  termAuthorisations,
  users,
} from '../../src/db/schema'
import { hashPassword } from '../../src/features/auth'
import { authorisedTermsOf } from '../../src/features/credit-decision'
import { pdfText, useCommitteeApp } from '../helpers/committee'

/** Authorisation (issue 14): conditions met first, terms within policy and authority, the AnswerSheet, scope. */
const c = useCommitteeApp()
const { as, base, blockers, decideAndAdvance, fittingTerms } = c

describe('conditions and authorisation', () => {
  it('conditions must be met first; then terms within policy and limit are authorised', async () => {
    const app = c.fresh[5]!
    await decideAndAdvance(app)
    expect(await blockers(app)).toEqual(expect.arrayContaining(['conditions_met', 'terms_authorised']))
    const terms = await fittingTerms(app)
    const early = await as('comite', 'POST', `${base(app)}/authorisation`, terms)
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('conditions_pending')
    const [condition] = (await as('comite', 'GET', `${base(app)}/committee`)).json().conditions
    const url = `${base(app)}/committee/conditions/${condition.id}/met`
    const stale = await as('comite', 'POST', url, {
      evidence: 'Aval firmado',
      version: condition.version + 1,
    })
    expect(stale.statusCode).toBe(409)
    const met = await as('comite', 'POST', url, { evidence: 'Aval firmado', version: condition.version })
    expect(met.statusCode, met.body).toBe(200)
    expect(met.json().conditions[0].met).toMatchObject({ evidence: 'Aval firmado' })
    expect(await blockers(app)).not.toContain('conditions_met')

    const saved = await as('comite', 'POST', `${base(app)}/authorisation`, terms)
    expect(saved.statusCode, saved.body).toBe(201)
    const { current, schedule } = saved.json()
    expect(current).toMatchObject({ amountCents: 200_000_00, termMonths: 36 })
    expect(current.quote.catPct).toBeGreaterThan(18)
    expect(schedule).toHaveLength(36)
    expect(schedule.at(-1).balanceCents).toBe(0)
    expect(await blockers(app)).toEqual([])
    expect(await authorisedTermsOf(c.t.database.db, app.id)).toMatchObject({ amountCents: 200_000_00 })

    // A new authorisation supersedes the one in force and keeps it as history; a stale one is refused.
    const staleTerms = await as('comite', 'POST', `${base(app)}/authorisation`, { ...terms, termMonths: 48 })
    expect(staleTerms.statusCode).toBe(409)
    const again = await as('comite', 'POST', `${base(app)}/authorisation`, {
      ...terms,
      termMonths: 48,
      supersedes: current.id,
    })
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json().history).toHaveLength(1)
    expect((await authorisedTermsOf(c.t.database.db, app.id))!.termMonths).toBe(48)
  })

  it('above the authoriser’s limit is 403 exceeds_authority naming the limit; a higher role meets the next rule', async () => {
    const app = c.fresh[6]!
    await decideAndAdvance(app, false)
    const terms = { ...(await fittingTerms(app)), amountCents: 900_000_00 }
    const above = await as('comite', 'POST', `${base(app)}/authorisation`, terms)
    expect(above.statusCode).toBe(403)
    expect(above.json()).toMatchObject({ code: 'exceeds_authority' })
    expect(above.json().message).toContain('80000000')
    expect(
      await c.t.database.db.$count(termAuthorisations, eq(termAuthorisations.applicationId, app.id)),
    ).toBe(0)
    // Within the administrator's limit, 900 000 MXN plus the down payment is more than the vehicle (issue 30).
    const byAdmin = await as('admin', 'POST', `${base(app)}/authorisation`, terms)
    expect(byAdmin.statusCode, byAdmin.body).toBe(400)
    expect(byAdmin.json().code).toBe('exceeds_vehicle_price')
  })

  it('terms outside the policy are a 400 naming each field, and nothing is written', async () => {
    const app = c.fresh[7]!
    await decideAndAdvance(app, false)
    const response = await as('admin', 'POST', `${base(app)}/authorisation`, {
      ...(await fittingTerms(app)),
      amountCents: 10_000_00,
      termMonths: 6,
      annualRateBps: 500,
      openingFeeBps: 900,
      downPaymentCents: 0,
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'amountCents',
      'annualRateBps',
      'downPaymentCents',
      'openingFeeBps',
      'termMonths',
    ])
    expect(
      await c.t.database.db.$count(termAuthorisations, eq(termAuthorisations.applicationId, app.id)),
    ).toBe(0)
  })

  it('a payment above the policy’s debt-to-income is refused on the amount', async () => {
    const [row] = await c.t.database.db
      .select({ id: creditApplications.id, product: creditApplications.product })
      .from(creditApplications)
      .innerJoin(incomeMatrices, eq(incomeMatrices.applicationId, creditApplications.id))
      .where(and(eq(creditApplications.stage, 'autorizacion'), eq(creditApplications.product, 'auto')))
      .limit(1)
    if (!row) throw new Error('the seed has an auto application in autorización with an income matrix')
    await c.t.database.db
      .update(incomeMatrices)
      .set({ acceptedIncomeCents: 5_000_00 })
      .where(eq(incomeMatrices.applicationId, row.id))
    await c.t.database.db
      .update(decisionConditions)
      .set({ metAt: new Date() })
      .where(eq(decisionConditions.applicationId, row.id))
    const { current } = (await as('admin', 'GET', `${base(row)}/authorisation`)).json()
    const response = await as('admin', 'POST', `${base(row)}/authorisation`, {
      ...(await fittingTerms(row)),
      supersedes: current?.id ?? null,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['amountCents'])
  })
})

describe('the AnswerSheet', () => {
  it('the PDF shows the CAT and the payment of the authorised terms', async () => {
    const app = c.fresh[5]!
    const sheet = (await as('comite', 'GET', `${base(app)}/answer-sheet`)).json()
    expect(sheet.status).toBe('approved_with_conditions')
    const response = await as('comite', 'GET', `${base(app)}/answer-sheet.pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = pdfText(response.rawPayload)
    expect(text).toContain(`CAT ${sheet.terms.quote.catPct.toFixed(1)} % sin IVA`)
    const payment = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(
      sheet.terms.quote.paymentCents / 100,
    )
    expect(text).toContain(payment)
    expect(text).toContain('Condiciones del comité')
  })
})

describe('scope', () => {
  it("another ally's seller cannot read the letter (404) nor the committee (403)", async () => {
    const [role] = await c.t.database.db
      .insert(roles)
      .values({
        name: 'vendedor-externo',
        scope: 'own-allies',
        rules: [
          { action: 'read', subject: 'Documentos' },
          { action: 'manage', subject: 'auto_assist' },
        ],
      })
      .returning({ id: roles.id })
    await c.t.database.db.insert(users).values({
      fullName: 'Vendedor Externo',
      username: 'externo',
      email: 'externo@test.mx',
      passwordHash: await hashPassword('test-password'),
      roleId: role!.id,
    })
    c.tokens.stranger = (await c.t.login('externo@test.mx', 'test-password')).accessToken
    const app = c.fresh[5]!
    const letter = await as('stranger', 'GET', `${base(app)}/answer-sheet.pdf`)
    expect(letter.statusCode).toBe(404)
    expect(letter.body).toBe('')
    expect((await as('stranger', 'GET', `${base(app)}/committee`)).statusCode).toBe(403)
  })
})
