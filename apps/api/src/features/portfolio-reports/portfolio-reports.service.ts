import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { fieldError, type PortfolioReport, type PortfolioReportQuery } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { allyDirectory, type Viewer } from '../allies'
import { businessDateOf } from '../business-date'
import { applicationDirectory as applications, visibleInDirectory } from '../credit-applications'
import { lossesBetween, portfolioLoansOn, provisionReport } from '../loan-servicing'
import { bucketsOf, concentrationOf, delinquencyPoint, rollRatesOf, vintagesOf } from './report-figures'
import { monthOf, observationDates } from './report-months'

/** The product and ally asked for, as conditions on the application directory. */
const filtersOf = (query: PortfolioReportQuery): SQL | undefined =>
  and(
    query.product ? eq(applications.product, query.product) : undefined,
    query.allyId ? eq(applications.allyId, query.allyId) : undefined,
  )

/** The as-of date asked for, or the business date; a date after the business date is a 400 naming asOf. */
export async function reportDateOf(db: Executor, query: PortfolioReportQuery) {
  const today = await businessDateOf(db)
  const asOf = query.asOf ?? today
  if (asOf > today) throw badRequest({ asOf: [fieldError('date_out_of_range')] })
  return { asOf, today }
}

/**
 * Every portfolio report as of a business date, within the viewer's row scope (the applications they may see,
 * as the loans list and the provisions report), of the product and ally asked for: the loans as they stood on
 * each observation date (the twelve month ends before, then the date) through loan servicing's door.
 */
export async function portfolioReport(
  db: Executor,
  query: PortfolioReportQuery,
  viewer: Viewer,
): Promise<PortfolioReport> {
  const { asOf, today } = await reportDateOf(db, query)
  const filters = filtersOf(query)
  const where = and(visibleInDirectory(viewer), filters)
  const dates = observationDates(asOf)
  const byDate = await portfolioLoansOn(db, where, dates, today)
  const current = byDate.get(asOf) ?? []
  const regions = await regionsOf(
    db,
    current.map((loan) => loan.allyId),
  )
  const firstMonth = monthOf(dates[1]!)
  const losses = await lossesBetween(db, where, `${firstMonth}-01`, asOf)
  const months = dates.slice(1).map(monthOf)
  return {
    asOf,
    buckets: bucketsOf(current),
    now: delinquencyPoint(asOf, current),
    history: dates.map((date) => delinquencyPoint(date, byDate.get(date) ?? [])),
    vintages: vintagesOf(dates, byDate),
    rollRates: rollRatesOf(dates, byDate),
    concentration: {
      byAlly: concentrationOf(current, (loan) => ({ key: String(loan.allyId), label: loan.allyName })),
      byProduct: concentrationOf(current, (loan) => ({ key: loan.product, label: loan.product })),
      byRegion: concentrationOf(current, (loan) => {
        const region = regions.get(loan.allyId) ?? ''
        return { key: region, label: region }
      }),
    },
    losses: months.map(
      (month) => losses.get(month) ?? { month, writtenOffLoans: 0, writtenOffCents: 0, recoveriesCents: 0 },
    ),
    provisions: await provisionReport(db, { asOf }, viewer, filters),
  }
}

/** Each ally's region (the allies' own grouping; '' when it has none). */
async function regionsOf(db: Executor, allyIds: number[]) {
  const ids = [...new Set(allyIds)]
  if (ids.length === 0) return new Map<number, string>()
  const rows = await db
    .select({ id: allyDirectory.id, region: allyDirectory.regionName })
    .from(allyDirectory)
    .where(inArray(allyDirectory.id, ids))
  return new Map(rows.map((row) => [row.id, row.region]))
}
