import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { addMonths, daysBetween, periodInterest } from '../../lending'
import { businessDateOf } from '../business-date'
import { fundingLineMovements, fundingLines, funders } from './funding.schema'
import { bookMovement, type MovementAsk } from './line-movements'

/** Money is drawn by the 100 000.00 pesos. */
const DRAW_STEP_CENTS = 10_000_000

/** The first day of the month `months` before `today`, moved to `day`. */
const dayOf = (today: string, months: number, day: string) => `${addMonths(today, -months).slice(0, 8)}${day}`

/**
 * The demo's funding lines' own money (issue 34, docs/accounting.md "Funding"), so a new user's trial balance
 * shows the funding liability (2101) and its interest (5201): each active bank line with credits assigned drew
 * what they use, rounded down to 100 000.00 pesos, the first six months ago on the 5th, the next ones two months
 * and one month ago on the 10th, so Disponible does not move (money drawn funds the assigned credits); the first line
 * repaid a quarter of it three months ago with the funder's interest on all it had drawn for the days between
 * (`periodInterest`, the line's rate over a 360-day year). Booked as an approved request is (`bookMovement`: the
 * checks under the line's lock, the journal entry, the audit) with the two treasurers as asker and approver (four
 * eyes). Deterministic for a business date; idempotent: nothing once any line has a movement.
 */
export async function seedLineMovements(
  db: Database,
  treasury: { recorder: number | null; approver: number | null },
) {
  if (!treasury.recorder || !treasury.approver || (await db.$count(fundingLineMovements)) > 0) return
  const people = { requestedBy: treasury.recorder, approvedBy: treasury.approver }
  const today = await businessDateOf(db)
  const lines = await db
    .select({
      id: fundingLines.id,
      usedCents: fundingLines.usedCents,
      rateBps: fundingLines.annualRateBps,
      validFrom: fundingLines.validFrom,
      validTo: fundingLines.validTo,
    })
    .from(fundingLines)
    .innerJoin(funders, eq(funders.id, fundingLines.funderId))
    .where(and(eq(fundingLines.active, true), inArray(funders.kind, ['bank', 'development_bank'])))
    .orderBy(asc(fundingLines.id))
  // The lines that fund credits and ran on the day they would draw (the first six months ago, the next later).
  const drawing = lines
    .filter((line) => line.usedCents >= DRAW_STEP_CENTS)
    .map((line, n) => ({ ...line, n, movedOn: n === 0 ? dayOf(today, 6, '05') : dayOf(today, 3 - n, '10') }))
    .filter((line) => line.movedOn >= line.validFrom && line.movedOn <= line.validTo && line.movedOn <= today)
  await db.transaction(async (tx) => {
    for (const { n, movedOn, ...line } of drawing) {
      const principalCents = Math.floor(line.usedCents / DRAW_STEP_CENTS) * DRAW_STEP_CENTS
      const drawdown: MovementAsk = {
        kind: 'drawdown',
        principalCents,
        interestCents: 0,
        movedOn,
        reference: `DISP${movedOn.replaceAll('-', '')}${String(line.id).padStart(4, '0')}`,
      }
      await bookMovement(tx, line.id, drawdown, people)
      if (n !== 0) continue
      const repaidOn = dayOf(today, 3, '05')
      await bookMovement(
        tx,
        line.id,
        {
          kind: 'repayment',
          principalCents: Math.floor(principalCents / 4),
          interestCents: periodInterest(principalCents, line.rateBps, daysBetween(movedOn, repaidOn)),
          movedOn: repaidOn,
          reference: `PAGO${repaidOn.replaceAll('-', '')}${String(line.id).padStart(4, '0')}`,
        },
        people,
      )
    }
  })
}
