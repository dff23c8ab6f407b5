import { arrearsBuckets, type PortfolioReport } from '@mesa/contracts'
import { boxRow, documentHeader, LEFT, openPdf, RIGHT, section, tableRow } from '../../lib/pdf/pdf-kit'
import { barChart, lineChart } from './pdf-charts'
import { bucketWords, longDate, monthName, percent, pesos, productWord } from './report-words'

const shortDate = (date: string) => longDate(date).replace(/ \d{4}$/, '')

/** A table of a header and rows at fixed columns: the first left, the figures right. */
function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], widths: number[]) {
  const xs = widths.map((_, index) => LEFT + widths.slice(0, index).reduce((a, b) => a + b, 0))
  const cells = (row: string[]) =>
    row.map((text, index): [string, number, number] => [text, xs[index]!, widths[index]!])
  tableRow(doc, cells(header), true)
  for (const row of rows) tableRow(doc, cells(row))
}

/**
 * The monthly package as a PDF (A4, Spanish): the headline indicators, then each report as a chart drawn in
 * vectors with its table beside it (below it, on a page this narrow).
 */
export async function reportPdf(report: PortfolioReport, scope: string): Promise<Buffer> {
  const { doc, bytes } = openPdf(`Reportes de cartera al ${report.asOf}`)
  documentHeader(doc, {
    title: 'Reportes de cartera',
    lines: [`Al ${longDate(report.asOf)} (fecha de negocio)`, scope],
  })
  boxRow(doc, [
    ['Cartera total', pesos(report.now.balanceCents)],
    ['IMOR', percent(report.now.imor)],
    ['PAR 30', percent(report.now.par30)],
    ['Estimaciones', pesos(report.provisions.totals.provisionCents)],
  ])

  section(doc, 'Cartera por bucket')
  barChart(
    doc,
    report.buckets.map((row) => bucketWords[row.bucket]),
    [{ name: 'Saldo', values: report.buckets.map((row) => row.balanceCents) }],
    pesos,
  )
  table(
    doc,
    ['Bucket', 'Créditos', 'Saldo', 'Participación'],
    report.buckets.map((row) => [
      bucketWords[row.bucket],
      String(row.loans),
      pesos(row.balanceCents),
      percent(row.share),
    ]),
    [160, 80, 150, RIGHT - LEFT - 390],
  )

  section(doc, 'IMOR y PAR 30/60/90 por cierre de mes')
  const dates = report.history.map((point) => shortDate(point.date))
  lineChart(doc, dates, [
    { name: 'IMOR', values: report.history.map((point) => point.imor) },
    { name: 'PAR 30', values: report.history.map((point) => point.par30) },
    { name: 'PAR 60', values: report.history.map((point) => point.par60) },
  ])
  table(
    doc,
    ['Fecha', 'Saldo', 'IMOR', 'PAR 30', 'PAR 60', 'PAR 90'],
    report.history.map((point) => [
      longDate(point.date),
      pesos(point.balanceCents),
      percent(point.imor),
      percent(point.par30),
      percent(point.par60),
      percent(point.par90),
    ]),
    [95, 120, 70, 70, 70, 70],
  )

  section(doc, 'Cosechas: capital con 30+ días de atraso o castigado, por meses en libros')
  const longest = Math.max(1, ...report.vintages.map((vintage) => vintage.curve.length))
  lineChart(
    doc,
    Array.from({ length: longest }, (_, k) => String(k)),
    report.vintages.map((vintage) => ({ name: monthName(vintage.cohort), values: vintage.curve })),
  )
  table(
    doc,
    ['Originación', 'Capital', ...Array.from({ length: Math.min(longest, 7) }, (_, k) => `M${k}`)],
    report.vintages.map((vintage) => [
      monthName(vintage.cohort),
      pesos(vintage.principalCents),
      ...vintage.curve.slice(0, 7).map(percent),
    ]),
    [75, 90, ...Array.from({ length: Math.min(longest, 7) }, () => 47)],
  )

  section(doc, 'Tasas de rodamiento mes a mes')
  lineChart(
    doc,
    report.rollRates.map((step) => shortDate(step.to)),
    arrearsBuckets.slice(0, -1).map((bucket, index) => ({
      // WinAnsi (Helvetica) has no arrow: "1–29 días a 30–59 días".
      name: `${bucketWords[bucket]} a ${bucketWords[arrearsBuckets[index + 1]!]}`,
      values: report.rollRates.map((step) => step.rates[index]?.rate ?? null),
    })),
  )

  section(doc, 'Castigos y recuperaciones')
  barChart(
    doc,
    report.losses.map((row) => monthName(row.month)),
    [
      { name: 'Castigado', values: report.losses.map((row) => row.writtenOffCents) },
      { name: 'Recuperado', values: report.losses.map((row) => row.recoveriesCents) },
    ],
    pesos,
  )

  const concentration = (
    title: string,
    rows: PortfolioReport['concentration']['byAlly'],
    word = (k: string) => k,
  ) => {
    section(doc, title)
    table(
      doc,
      ['Nombre', 'Créditos', 'Saldo', 'Participación'],
      rows
        .slice(0, 15)
        .map((row) => [
          word(row.label) || 'Sin región',
          String(row.loans),
          pesos(row.balanceCents),
          percent(row.share),
        ]),
      [200, 70, 140, RIGHT - LEFT - 410],
    )
  }
  concentration('Concentración por aliado (los 15 mayores)', report.concentration.byAlly)
  concentration('Concentración por producto', report.concentration.byProduct, productWord)
  concentration('Concentración por región', report.concentration.byRegion)

  section(doc, 'Estimaciones preventivas (PD × SP × EI)')
  table(
    doc,
    ['Bucket', 'Créditos', 'Exposición', 'Estimación', 'Cobertura'],
    [
      ...report.provisions.rows.map((row) => [
        bucketWords[row.bucket],
        String(row.loans),
        pesos(row.exposureCents),
        pesos(row.provisionCents),
        percent(row.coverage),
      ]),
      [
        'Total',
        String(report.provisions.totals.loans),
        pesos(report.provisions.totals.exposureCents),
        pesos(report.provisions.totals.provisionCents),
        percent(report.provisions.totals.coverage),
      ],
    ],
    [120, 60, 120, 120, RIGHT - LEFT - 420],
  )
  doc.end()
  return bytes
}
