import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import type { Database } from '../../db/client'
import { nonBusinessDaysOf } from '../business-calendar'
import { businessDateOf } from '../business-date'
import { registerJobHandler, registerJobSchedule } from '../jobs'
import { processMailer } from '../mail'
import { portfolioReport } from './portfolio-reports.service'
import { portfolioReportSettings as settings } from './portfolio-reports.schema'
import { reportPdf } from './report-pdf'
import { reportSettings } from './report-recipients'
import { reportFileName, reportXlsx } from './report-xlsx'
import { longDate, monthName, percent, pesos } from './report-words'
import { monthEnd, monthOf } from './report-months'

export const MONTHLY_PACKAGE = 'portfolio-reports.monthly-package'

const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())

/** The month's first business day (Monday to Friday, not a holiday of the business calendar). */
export async function firstBusinessDayOf(db: Database, month: string) {
  const year = Number(month.slice(0, 4))
  const closed = await nonBusinessDaysOf(db, year, year)
  for (let day = 1; day <= 28; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`
    if (!weekend(date) && !closed.has(date)) return date
  }
  return `${month}-01`
}

const bytesOf = async (stream: Readable) => {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

/**
 * On the first business day of a month (the business date, issue 33), the package as of the month that ended
 * (its last day) goes to each recipient of the settings' list, PDF and XLSX attached: the whole portfolio, as
 * a board reads it. Sent once a month: the month is recorded with the mails in one transaction, so a second
 * run that day, or a retry after the mails were queued, sends nothing. `true` when it was sent.
 */
export async function sendMonthlyPackage(db: Database): Promise<boolean> {
  const today = await businessDateOf(db)
  const month = monthOf(today)
  if (today !== (await firstBusinessDayOf(db, month))) return false
  const row = await reportSettings(db)
  if (row.lastSentMonth === month || row.recipients.length === 0) return false
  const asOf = monthEnd(today, -1)
  const report = await portfolioReport(db, { asOf }, { userId: 0, scope: 'all' })
  const pdf = await reportPdf(report, 'Todos los productos · todos los aliados')
  const xlsx = await bytesOf(reportXlsx(report))
  const mailer = processMailer()
  await mailer.transaction(db, async (tx) => {
    const [claimed] = await tx
      .update(settings)
      .set({ lastSentMonth: month })
      .where(
        and(eq(settings.id, row.id), or(isNull(settings.lastSentMonth), ne(settings.lastSentMonth, month))),
      )
      .returning({ id: settings.id })
    if (!claimed) return
    for (const to of row.recipients)
      await mailer.queue(tx, {
        to,
        subject: `Reportes de cartera de ${monthName(monthOf(asOf))}`,
        text: [
          `Reportes de cartera al ${longDate(asOf)}.`,
          `Cartera total: ${pesos(report.now.balanceCents)} en ${report.now.loans} créditos.`,
          `IMOR: ${percent(report.now.imor)} · PAR 30: ${percent(report.now.par30)} · PAR 90: ${percent(report.now.par90)}.`,
          `Estimaciones preventivas: ${pesos(report.provisions.totals.provisionCents)}.`,
          'Se adjuntan el paquete en PDF y las tablas en XLSX.',
        ].join('\n'),
        attachments: [
          { fileName: reportFileName(asOf, 'pdf'), contentType: 'application/pdf', content: pdf },
          {
            fileName: reportFileName(asOf, 'xlsx'),
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            content: xlsx,
          },
        ],
      })
  })
  return true
}

/** Daily at 13:15 UTC (07:15 in Mexico City): on any other day than the month's first business day it does nothing. */
export function registerMonthlyPackageJob() {
  registerJobSchedule({ name: MONTHLY_PACKAGE, cron: '15 13 * * *', kind: MONTHLY_PACKAGE, payload: {} })
  registerJobHandler(MONTHLY_PACKAGE, async (_payload, { db }) => {
    await sendMonthlyPackage(db)
  })
}
