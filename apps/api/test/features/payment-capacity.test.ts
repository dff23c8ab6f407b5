import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { paymentCapacityPaths, type IncomeMatrixRequest, type PaymentCapacityResponse } from '@mesa/contracts'
import {
  auditEvents,
  creditApplications,
  creditBureauPulls,
  incomeMatrices,
  roles,
  users,
} from '../../src/db/schema'
import { hashPassword } from '../../src/features/auth'
import { quoteLoan } from '../../src/lending'
import { currentPolicy, paymentCapacityOf, seedCreditPolicy } from '../../src/features/credit-policy'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
type Target = { id: number; product: 'auto' | 'seminuevo' | 'moto' }
/** An application in visita with its matrix removed; one in deliberación (past the matrix's stages). */
let target: Target
let late: Target

const capacityUrl = (app: Target) =>
  paymentCapacityPaths.capacity.replace(':origin', app.product).replace(':id', String(app.id))
const as = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const matrixCount = () => t.database.db.$count(incomeMatrices, eq(incomeMatrices.applicationId, target.id))
const advanceBlockers = async () =>
  (await as('analista', 'GET', `/api/v1/credit-applications/${target.product}/${target.id}`))
    .json()
    .allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
    .blockedBy as string[]

const matrix = (overrides: Partial<IncomeMatrixRequest> = {}): IncomeMatrixRequest => ({
  version: null,
  months: ['2026-07', '2026-08', '2026-09'],
  sources: [
    { kind: 'payroll', description: 'Nómina Grupo Bimbo', amountsCents: [2_800_000, 2_950_000, 2_900_000] },
    { kind: 'business', description: 'Venta por catálogo', amountsCents: [400_000, 0, 350_000] },
  ],
  acceptedIncomeCents: null,
  householdExpensesCents: 800_000,
  note: 'Estados de cuenta de tres meses',
  ...overrides,
})

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['analista', 'visitador', 'comite', 'ventas'])
  const inStage = async (stage: 'visita' | 'deliberacion') =>
    (
      await t.database.db
        .select({ id: creditApplications.id, product: creditApplications.product })
        .from(creditApplications)
        .where(eq(creditApplications.stage, stage))
        .orderBy(creditApplications.id)
        .limit(1)
    )[0]!
  target = await inStage('visita')
  late = await inStage('deliberacion')
  await t.database.db.delete(incomeMatrices).where(eq(incomeMatrices.applicationId, target.id))
})

describe('the demo seed', () => {
  it('gives the applications past visita a matrix, and is idempotent', async () => {
    expect(await t.database.db.$count(incomeMatrices, eq(incomeMatrices.applicationId, late.id))).toBe(1)
    const before = await t.database.db.$count(incomeMatrices)
    await seedCreditPolicy(t.database.db)
    // Nothing is added twice: at most the one this file removed comes back (when its id is one the seed fills).
    expect((await t.database.db.$count(incomeMatrices)) - before).toBeOneOf([0, 1])
    expect(await t.database.db.$count(incomeMatrices, eq(incomeMatrices.applicationId, late.id))).toBe(1)
    await t.database.db.delete(incomeMatrices).where(eq(incomeMatrices.applicationId, target.id))
  })
})

describe('income matrix and payment capacity', () => {
  it('before the matrix: no capacity, the declared figures, and the visita gate holds the file', async () => {
    const response = await as('analista', 'GET', capacityUrl(target))
    expect(response.statusCode, response.body).toBe(200)
    const area = response.json<PaymentCapacityResponse>()
    expect(area.matrix).toBeNull()
    expect(area.capacity).toBeNull()
    expect(area.declared.monthlyIncomeCents).toBeGreaterThan(0)
    expect(await paymentCapacityOf(t.database.db, target.id)).toBeNull()
    expect(await advanceBlockers()).toContain('payment_capacity_recorded')
  })

  it('records the matrix with the average accepted, and computes every figure of the capacity formula', async () => {
    const response = await as('analista', 'PUT', capacityUrl(target), matrix())
    expect(response.statusCode, response.body).toBe(200)
    const { matrix: saved, capacity } = response.json<PaymentCapacityResponse>()
    expect(saved).toMatchObject({
      version: 1,
      monthTotalsCents: [3_200_000, 2_950_000, 3_250_000],
      averageMonthlyCents: 3_133_333,
      acceptedIncomeCents: 3_133_333,
      acceptedMethod: 'average',
      updatedBy: { fullName: 'Lucía Analista Ramírez' },
    })
    const [pull] = await t.database.db
      .select({ summary: creditBureauPulls.summary })
      .from(creditBureauPulls)
      .where(and(eq(creditBureauPulls.applicationId, target.id), eq(creditBureauPulls.state, 'done')))
    const debt = pull!.summary!.monthlyPaymentsCents
    const policy = await currentPolicy(t.database.db, target.product)
    const quote = quoteLoan(capacity!.proposal)
    expect(capacity).toMatchObject({
      policyVersion: policy.version,
      verifiedIncomeCents: 3_133_333,
      householdExpensesCents: 800_000,
      existingDebtCents: debt,
      existingDebtSource: 'bureau',
      freeIncomeCents: 3_133_333 - 800_000 - debt,
      proposedPaymentCents: quote.paymentCents,
      proposedPaymentWithIvaCents: quote.paymentWithIvaCents,
      debtToIncomeBps: Math.round(((debt + quote.paymentWithIvaCents) * 10_000) / 3_133_333),
      maxDebtToIncomeBps: 4_000,
    })
    expect(capacity!.proposal.openingFeeBps).toBe(policy.terms.openingFeeBps)
    expect(capacity!.proposal.annualRateBps).toBeGreaterThanOrEqual(policy.terms.minRateBps)
    expect(capacity!.maxPaymentCents).toBe(
      Math.max(0, Math.min(Math.floor((3_133_333 * 4_000) / 10_000) - debt, capacity!.freeIncomeCents)),
    )
    // The max amount's first payment with IVA fits the max payment.
    if (capacity!.maxAmountCents > 0) {
      const atMax = quoteLoan({ ...capacity!.proposal, amountCents: capacity!.maxAmountCents })
      expect(atMax.paymentWithIvaCents).toBeLessThanOrEqual(capacity!.maxPaymentCents)
    }
    expect(await paymentCapacityOf(t.database.db, target.id)).toEqual(capacity)
    expect(await advanceBlockers()).not.toContain('payment_capacity_recorded')
    const audited = await t.database.db.$count(
      auditEvents,
      and(
        eq(auditEvents.action, 'payment_capacity.income_accepted'),
        eq(auditEvents.entityId, String(target.id)),
      ),
    )
    expect(audited).toBe(1)
  })

  it('the analyst updates it with the version, setting their own figure; a field agent may not (403, issue 30)', async () => {
    // The field agent works field visits only: rewriting the accepted income is the analyst's.
    const byAgent = await as(
      'visitador',
      'PUT',
      capacityUrl(target),
      matrix({ version: 1, acceptedIncomeCents: 31_333_330 }),
    )
    expect(byAgent.statusCode).toBe(403)
    const response = await as(
      'analista',
      'PUT',
      capacityUrl(target),
      matrix({ version: 1, acceptedIncomeCents: 2_900_000 }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const { matrix: saved, capacity } = response.json<PaymentCapacityResponse>()
    expect(saved).toMatchObject({ version: 2, acceptedIncomeCents: 2_900_000, acceptedMethod: 'analyst' })
    expect(capacity!.verifiedIncomeCents).toBe(2_900_000)
  })

  it('a stale version, or a second first matrix, is 409 stale_version; nothing changes', async () => {
    for (const version of [1, null]) {
      const response = await as('analista', 'PUT', capacityUrl(target), matrix({ version }))
      expect(response.statusCode).toBe(409)
      expect(response.json().code).toBe('stale_version')
    }
    const [row] = await t.database.db
      .select()
      .from(incomeMatrices)
      .where(eq(incomeMatrices.applicationId, target.id))
    expect(row).toMatchObject({ version: 2, acceptedIncomeCents: 2_900_000 })
  })

  it('bad months and amounts are 400s naming each field', async () => {
    const response = await as(
      'analista',
      'PUT',
      capacityUrl(target),
      matrix({
        version: 2,
        months: ['2026-08', '2026-07', '2026-13'],
        sources: [{ kind: 'salary' as never, description: 'x', amountsCents: [1, -5] }],
        householdExpensesCents: 1.5,
      }),
    )
    expect(response.statusCode).toBe(400)
    const fields = Object.keys(response.json().errors)
    expect(fields).toEqual(
      expect.arrayContaining([
        'months.2',
        'sources.0.kind',
        'sources.0.description',
        'sources.0.amountsCents.1',
        'householdExpensesCents',
      ]),
    )
    const order = await as(
      'analista',
      'PUT',
      capacityUrl(target),
      matrix({ version: 2, months: ['2026-08', '2026-07', '2026-09'] }),
    )
    expect(order.json().errors).toEqual({ 'months.1': ['already_used'] })
    const short = await as(
      'analista',
      'PUT',
      capacityUrl(target),
      matrix({ version: 2, sources: [{ kind: 'other', description: 'Rentas', amountsCents: [1, 2] }] }),
    )
    expect(short.json().errors).toEqual({ 'sources.0.amountsCents': ['too_few:3'] })
    expect(await matrixCount()).toBe(1)
  })

  it('past visita the matrix is closed: 409 wrong_stage', async () => {
    const current = (await as('analista', 'GET', capacityUrl(late))).json<PaymentCapacityResponse>()
    const response = await as(
      'analista',
      'PUT',
      capacityUrl(late),
      matrix({ version: current.matrix!.version }),
    )
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('wrong_stage')
  })
})

describe('who may see and record it', () => {
  it('a seller may neither read nor record the income matrix (403); the committee reads it', async () => {
    expect((await as('ventas', 'GET', capacityUrl(target))).statusCode).toBe(403)
    expect((await as('ventas', 'PUT', capacityUrl(target), matrix({ version: 2 }))).statusCode).toBe(403)
    expect((await as('comite', 'GET', capacityUrl(target))).statusCode).toBe(200)
    expect((await as('comite', 'PUT', capacityUrl(target), matrix({ version: 2 }))).statusCode).toBe(403)
  })

  it('an analyst of an ally-scoped role outside the application gets 404; nothing written', async () => {
    const [role] = await t.database.db
      .insert(roles)
      .values({
        name: 'analista-de-aliado',
        scope: 'own-allies',
        rules: [{ action: 'manage', subject: 'analysis' }],
      })
      .returning({ id: roles.id })
    const stranger = { email: 'analista-ajeno@test.mx', password: 'test-password' }
    await t.database.db.insert(users).values({
      fullName: 'Analista Ajeno',
      username: 'analista-ajeno',
      email: stranger.email,
      passwordHash: await hashPassword(stranger.password),
      roleId: role!.id,
    })
    tokens.stranger = (await t.login(stranger.email, stranger.password)).accessToken
    expect((await as('stranger', 'GET', capacityUrl(target))).statusCode).toBe(404)
    expect((await as('stranger', 'PUT', capacityUrl(target), matrix({ version: 2 }))).statusCode).toBe(404)
    const [row] = await t.database.db
      .select()
      .from(incomeMatrices)
      .where(eq(incomeMatrices.applicationId, target.id))
    expect(row!.version).toBe(2)
  })
})
