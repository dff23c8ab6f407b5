import { and, eq, gt, gte, lt, lte, ne, or } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { journalEntries, journalLines } from './accounting.schema'
import { FIRST_SAT_YEAR, monthData, satBaseOf, XML, type PackageFileBytes } from './period-package-files'
import { lastDayOf } from './periods-lock'
import { balanzaXml } from './sat/balanza'

/**
 * A closed month's complementaria balanza (TipoEnvio C): the month as if each entry had been booked on its own
 * day (its value date). An event of a closed month is booked in the first open one, so the normal balanza of
 * the month left it out and the month it landed in carries it; by value date it is back in its month, and the
 * months after open with it. Read from the normal balanza's figures plus the entries booked across the month's
 * bounds (the only ones whose two dates differ): one moved out of the month (its value date by the month's end,
 * booked after it) and one moved in from before (its value date before the month, booked in it). FechaModBal is
 * the latest of those entries' booking dates: the day the books changed. Null when no entry crossed the month.
 */
export async function buildComplementaryBalanza(
  db: Executor,
  period: string,
  rfc: string,
): Promise<{ file: PackageFileBytes; fechaModBal: string } | null> {
  const [year, month] = period.split('-').map(Number) as [number, number]
  if (year < FIRST_SAT_YEAR) return null
  const first = `${period}-01`
  const last = lastDayOf(period)
  const crossing = await db
    .select({
      valueDate: journalEntries.valueDate,
      businessDate: journalEntries.businessDate,
      accountCode: journalLines.accountCode,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        ne(journalEntries.valueDate, journalEntries.businessDate),
        or(
          and(lte(journalEntries.valueDate, last), gt(journalEntries.businessDate, last)),
          and(
            lt(journalEntries.valueDate, first),
            gte(journalEntries.businessDate, first),
            lte(journalEntries.businessDate, last),
          ),
        ),
      ),
    )
  if (crossing.length === 0) return null
  const { rows } = await monthData(db, period)
  const byCode = new Map(rows.map((row) => [row.code, { ...row }]))
  for (const line of crossing) {
    const row = byCode.get(line.accountCode)
    if (!row) continue
    const sign = row.nature === 'D' ? 1 : -1
    const net = sign * (line.debitCents - line.creditCents)
    const bookedIn = line.businessDate <= last
    if (line.valueDate < first) {
      // Of an earlier month: in the opening by value date; out of this month's movements if booked in it.
      row.openingCents += net
      if (bookedIn) {
        row.debitCents -= line.debitCents
        row.creditCents -= line.creditCents
      }
    } else {
      // Of this month, booked after it: back in the month's movements.
      row.debitCents += line.debitCents
      row.creditCents += line.creditCents
    }
  }
  const fechaModBal = crossing.reduce(
    (latest, line) => (line.businessDate > latest ? line.businessDate : latest),
    '',
  )
  const xml = balanzaXml({
    rfc,
    year,
    month,
    tipoEnvio: 'C',
    fechaModBal,
    accounts: [...byCode.values()].map((row) => ({
      number: row.code,
      nature: row.nature,
      openingCents: row.openingCents,
      debitCents: row.debitCents,
      creditCents: row.creditCents,
    })),
  })
  return {
    fechaModBal,
    file: {
      name: `${satBaseOf(rfc, period)}BC.xml`,
      kind: 'sat_balanza_complementaria',
      mediaType: XML,
      content: Buffer.from(xml),
    },
  }
}
