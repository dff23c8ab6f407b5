import type { Readable } from 'node:stream'
import type { PortfolioReport } from '@mesa/contracts'
import { xlsxStream, type XlsxCell } from '../../lib/xlsx/xlsx-writer'
import { bucketWords, monthName, productWord } from './report-words'

/**
 * The package as one sheet: each report a titled block of rows (money in pesos as numbers, shares as
 * fractions), one blank row between blocks, so a spreadsheet sums and charts them as they are.
 */
export function reportRows(report: PortfolioReport): XlsxCell[][] {
  const pesos = (cents: number) => cents / 100
  const rows: XlsxCell[][] = [[`Reportes de cartera al ${report.asOf}`], []]
  const block = (title: string, header: XlsxCell[], body: XlsxCell[][]) =>
    rows.push([title], header, ...body, [])
  block(
    'Cartera por bucket',
    ['Bucket', 'Créditos', 'Saldo (MXN)', 'Participación'],
    [
      ...report.buckets.map((row) => [
        bucketWords[row.bucket],
        row.loans,
        pesos(row.balanceCents),
        row.share,
      ]),
      ['Total', report.now.loans, pesos(report.now.balanceCents), 1],
    ],
  )
  block(
    'IMOR y PAR por fecha',
    ['Fecha', 'Créditos', 'Saldo (MXN)', 'IMOR', 'PAR 30', 'PAR 60', 'PAR 90'],
    report.history.map((point) => [
      point.date,
      point.loans,
      pesos(point.balanceCents),
      point.imor,
      point.par30,
      point.par60,
      point.par90,
    ]),
  )
  const longest = Math.max(0, ...report.vintages.map((vintage) => vintage.curve.length))
  block(
    'Cosechas: % del capital dispersado con 30+ días de atraso o castigado, por meses en libros',
    [
      'Mes de originación',
      'Créditos',
      'Capital (MXN)',
      ...Array.from({ length: longest }, (_, k) => `Mes ${k}`),
    ],
    report.vintages.map((vintage) => [
      monthName(vintage.cohort),
      vintage.loans,
      pesos(vintage.principalCents),
      ...vintage.curve,
    ]),
  )
  block(
    'Tasas de rodamiento (saldo que pasa del bucket i al i + 1)',
    ['Desde', 'Hasta', 'De', 'A', 'Saldo inicial (MXN)', 'Saldo que rodó (MXN)', 'Tasa'],
    report.rollRates.flatMap((step) =>
      step.rates.map((rate) => [
        step.from,
        step.to,
        bucketWords[rate.fromBucket],
        bucketWords[rate.toBucket],
        pesos(rate.fromBalanceCents),
        pesos(rate.rolledCents),
        rate.rate,
      ]),
    ),
  )
  const concentration = (
    title: string,
    rowsOf: PortfolioReport['concentration']['byAlly'],
    word = (k: string) => k,
  ) =>
    block(
      title,
      ['Nombre', 'Créditos', 'Saldo (MXN)', 'Participación'],
      rowsOf.map((row) => [word(row.label) || 'Sin región', row.loans, pesos(row.balanceCents), row.share]),
    )
  concentration('Concentración por aliado', report.concentration.byAlly)
  concentration('Concentración por producto', report.concentration.byProduct, productWord)
  concentration('Concentración por región', report.concentration.byRegion)
  block(
    'Castigos y recuperaciones por mes',
    ['Mes', 'Créditos castigados', 'Castigado (MXN)', 'Recuperado (MXN)'],
    report.losses.map((row) => [
      monthName(row.month),
      row.writtenOffLoans,
      pesos(row.writtenOffCents),
      pesos(row.recoveriesCents),
    ]),
  )
  block(
    'Estimaciones preventivas (PD × SP × EI)',
    ['Bucket', 'Créditos', 'Exposición (MXN)', 'Estimación (MXN)', 'Cobertura'],
    [
      ...report.provisions.rows.map((row) => [
        bucketWords[row.bucket],
        row.loans,
        pesos(row.exposureCents),
        pesos(row.provisionCents),
        row.coverage,
      ]),
      [
        'Total',
        report.provisions.totals.loans,
        pesos(report.provisions.totals.exposureCents),
        pesos(report.provisions.totals.provisionCents),
        report.provisions.totals.coverage,
      ],
    ],
  )
  return rows
}

export function reportXlsx(report: PortfolioReport): Readable {
  const rows = reportRows(report)
  return xlsxStream(
    (async function* () {
      yield* rows
    })(),
    'Cartera',
  )
}

export const reportFileName = (asOf: string, extension: 'xlsx' | 'pdf') =>
  `reportes-cartera-${asOf}.${extension}`
