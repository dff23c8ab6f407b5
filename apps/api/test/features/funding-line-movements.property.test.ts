import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, expect, it } from 'vitest'
import { accountingPaths, funderPaths, lineMovementPaths, type LineMovementsResponse } from '@mesa/contracts'
import { journalEntries, journalLines } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { demoTokens } from '../helpers/demo-sign-in'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Issue 34: a funding line's drawdowns and repayments are a kind of money move of their own, so their invariants
 * hold over random sequences (fast-check, fixed seed), each move asked by one treasurer and approved by another:
 * what the line shows drawn is the drawdowns less the principal repaid, never below 0 nor above the line; a move
 * past either bound is refused and leaves nothing waiting; every entry balances; and the books' funding
 * liability equals the lines' sub-ledger (reconciliation difference 0).
 */
const t = useTestApp()
let treasurer = ''
let treasurer2 = ''
let admin = ''
let accountant = ''
let funderId = 0
const DAY = '2031-03-01'

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(token, { method, url, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  ;[treasurer, treasurer2, admin, accountant] = await demoTokens(t, [
    'tesoreria',
    'tesoreria2',
    'admin',
    'contabilidad',
  ] as const)
  funderId = (
    await call(admin, 'POST', funderPaths.funders, { name: 'Banco aleatorio', kind: 'bank' })
  ).json().id
  await pinBusinessDate(t.database.db, DAY)
}, 240_000)

type Move = { kind: 'drawdown'; cents: number } | { kind: 'repayment'; cents: number; interestCents: number }

const move = fc.oneof(
  fc.record({ kind: fc.constant('drawdown' as const), cents: fc.integer({ min: 1, max: 12_000_000 }) }),
  fc.record({
    kind: fc.constant('repayment' as const),
    cents: fc.integer({ min: 1, max: 12_000_000 }),
    interestCents: fc.integer({ min: 0, max: 500_000 }),
  }),
)

let references = 0
// Moves approved over all runs: the entries checked below must not be an empty set.
let approvedMoves = 0

it('drawn = drawdowns − principal repaid within [0, line]; refusals leave nothing; entries balance; the books reconcile', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1_000_000, max: 10_000_000 }),
      fc.array(move, { maxLength: 6 }),
      async (lineCents, moves) => {
        const created = await call(admin, 'POST', funderPaths.lines.replace(':funderId', String(funderId)), {
          name: `Línea ${++references}`,
          amountCents: lineCents,
          annualRateBps: 1200,
          termMonths: 60,
          validFrom: '2031-01-01',
          validTo: '2033-12-31',
          rules: { products: ['auto'], maxAmountCents: null, minScore: null, maxVehicleAgeYears: null },
        })
        expect(created.statusCode, created.body).toBe(201)
        const lines = created.json().lines as Array<{ id: number; name: string }>
        const lineId = lines.find((line) => line.name === `Línea ${references}`)!.id
        const path = (template: string) => template.replace(':lineId', String(lineId))
        let drawn = 0
        for (const step of moves as Move[]) {
          const reference = `REF${++references}`
          const asked =
            step.kind === 'drawdown'
              ? await call(treasurer, 'POST', path(lineMovementPaths.drawdowns), {
                  amountCents: step.cents,
                  movedOn: DAY,
                  reference,
                })
              : await call(treasurer, 'POST', path(lineMovementPaths.repayments), {
                  principalCents: step.cents,
                  interestCents: step.interestCents,
                  movedOn: DAY,
                  reference,
                })
          const allowed = step.kind === 'drawdown' ? drawn + step.cents <= lineCents : step.cents <= drawn
          if (!allowed) {
            expect(asked.statusCode, asked.body).toBe(400)
            continue
          }
          expect(asked.statusCode, asked.body).toBe(202)
          const approvalId = (asked.json() as LineMovementsResponse).pending[0]!.approvalId
          const approved = await call(treasurer2, 'POST', `/api/v1/approvals/${approvalId}/approve`, {
            version: 1,
          })
          expect(approved.statusCode, approved.body).toBe(200)
          drawn += step.kind === 'drawdown' ? step.cents : -step.cents
          approvedMoves += 1
        }
        const after = (
          await call(treasurer, 'GET', path(lineMovementPaths.movements))
        ).json() as LineMovementsResponse
        expect(after.drawnCents).toBe(drawn)
        expect(after.pending).toEqual([])
        expect(drawn).toBeGreaterThanOrEqual(0)
        expect(drawn).toBeLessThanOrEqual(lineCents)
      },
    ),
    { seed: 3434, numRuns: 8 },
  )
  // Every funding entry balances, and the liability in the books is what the lines owe.
  const entries = await t.database.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.sourceType, 'funding_movement'))
  expect(approvedMoves).toBeGreaterThan(0)
  expect(entries.length).toBeGreaterThanOrEqual(approvedMoves)
  const unbalanced = await t.database.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.sourceType, 'funding_movement'))
    .groupBy(journalEntries.id)
    .having(sql`sum(${journalLines.debitCents}) <> sum(${journalLines.creditCents})`)
  expect(unbalanced).toEqual([])
  const reconciliation = (
    await call(accountant, 'GET', `${accountingPaths.reconciliation}?asOf=${DAY}`)
  ).json()
  const funding = (reconciliation.accounts as Array<{ slot: string; differenceCents: number }>).find(
    (row) => row.slot === 'funding.liability',
  )!
  expect(funding.differenceCents).toBe(0)
}, 600_000)
