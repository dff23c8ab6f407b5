import { INK, LEFT, MUTED, WIDTH, type Doc } from '../../lib/pdf/pdf-kit'

/*
 * The package's charts drawn as vector shapes in the PDF (no image, no chart library on the server): bars for
 * amounts by category, lines for shares over time. Each takes the full width and moves `doc.y` below itself.
 */
export const PALETTE = [
  '#7367F0',
  '#28C76F',
  '#FF9F43',
  '#EA5455',
  '#00CFE8',
  '#4B4B4B',
  '#A8AAAE',
  '#9E95F5',
]
const HEIGHT = 120
const AXIS = 34

function room(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
  return doc.y
}

function axisLabel(doc: Doc, text: string, x: number, y: number, width: number) {
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(6.5)
    .text(text, x, y, { width, align: 'center', lineBreak: false })
}

/** Vertical bars, one group per label, one bar per series in its palette colour; `format` writes the top value. */
export function barChart(
  doc: Doc,
  labels: string[],
  series: Array<{ name: string; values: number[] }>,
  format: (value: number) => string,
) {
  const top = room(doc, HEIGHT + 40)
  const max = Math.max(1, ...series.flatMap((one) => one.values))
  const plotLeft = LEFT + AXIS
  const plotWidth = WIDTH - AXIS
  const base = top + HEIGHT
  doc
    .strokeColor('#D0D0D5')
    .lineWidth(0.5)
    .moveTo(plotLeft, base)
    .lineTo(plotLeft + plotWidth, base)
    .stroke()
  // The scale's top value above the plot at the left: a long amount would not fit beside it.
  doc
    .fillColor(MUTED)
    .fontSize(6.5)
    .text(format(max), LEFT, top - 8, { lineBreak: false })
  const group = plotWidth / Math.max(1, labels.length)
  const bar = Math.min(18, (group * 0.7) / Math.max(1, series.length))
  labels.forEach((label, index) => {
    const start = plotLeft + index * group + (group - bar * series.length) / 2
    series.forEach((one, s) => {
      const value = one.values[index] ?? 0
      const height = (value / max) * (HEIGHT - 8)
      doc.rect(start + s * bar, base - height, bar - 1, height).fill(PALETTE[s % PALETTE.length]!)
    })
    axisLabel(doc, label, plotLeft + index * group, base + 3, group)
  })
  legend(
    doc,
    series.map((one) => one.name),
    base + 14,
  )
}

/** Lines of shares (0 to 1) over the labels; a null value breaks its line. */
export function lineChart(
  doc: Doc,
  labels: string[],
  series: Array<{ name: string; values: Array<number | null> }>,
) {
  const top = room(doc, HEIGHT + 40)
  const max = Math.max(0.05, ...series.flatMap((one) => one.values.map((value) => value ?? 0)))
  const plotLeft = LEFT + AXIS
  const plotWidth = WIDTH - AXIS
  const base = top + HEIGHT
  doc
    .strokeColor('#D0D0D5')
    .lineWidth(0.5)
    .moveTo(plotLeft, base)
    .lineTo(plotLeft + plotWidth, base)
    .stroke()
  doc
    .fillColor(MUTED)
    .fontSize(6.5)
    .text(`${(max * 100).toFixed(0)} %`, LEFT - 10, top, {
      width: AXIS + 6,
      align: 'right',
      lineBreak: false,
    })
  const step = labels.length > 1 ? plotWidth / (labels.length - 1) : 0
  const x = (index: number) => plotLeft + index * step
  const y = (value: number) => base - (value / max) * (HEIGHT - 8)
  series.forEach((one, s) => {
    const colour = PALETTE[s % PALETTE.length]!
    doc.strokeColor(colour).lineWidth(1.4)
    let drawing = false
    one.values.forEach((value, index) => {
      if (value === null) {
        drawing = false
        return
      }
      if (drawing) doc.lineTo(x(index), y(value))
      else doc.moveTo(x(index), y(value))
      drawing = true
    })
    doc.stroke()
    one.values.forEach((value, index) => {
      if (value !== null) doc.circle(x(index), y(value), 1.6).fill(colour)
    })
  })
  labels.forEach((label, index) => axisLabel(doc, label, x(index) - step / 2, base + 3, Math.max(step, 30)))
  legend(
    doc,
    series.map((one) => one.name),
    base + 14,
  )
}

function legend(doc: Doc, names: string[], y: number) {
  let x = LEFT + AXIS
  names.forEach((name, index) => {
    doc.rect(x, y + 1, 7, 7).fill(PALETTE[index % PALETTE.length]!)
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(7)
      .text(name, x + 10, y, { lineBreak: false })
    x += 16 + doc.widthOfString(name)
  })
  doc.x = LEFT
  doc.y = y + 16
}
