import { inArray } from 'drizzle-orm'
import type { PldReportKind } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { listReports, relevantPayments } from './reports.service'

/**
 * The operations file for the authority (docs/compliance.md, "Export layout"). The official layout of the
 * SOFOM reports could not be checked offline: this is a documented layout with the fields the rules list,
 * one operation per line, fields separated by `;`, texts without `;` or line breaks, upper case:
 *
 *   1 TIPO_REPORTE 1 relevante, 2 inusual, 3 interna preocupante   2 PERIODO AAAAMM
 *   3 FOLIO 6 digits, consecutive within the file                4 ORGANO_SUPERVISOR (sandbox 000000)
 *   5 CLAVE_SUJETO_OBLIGADO (sandbox 000000)                     6 TIPO_OPERACION 01 pago de crédito
 *   7 INSTRUMENTO_MONETARIO 01 efectivo, 00 not applicable         8 NUMERO_CUENTA the application's folio
 *   9 MONTO pesos with two decimals, no separators               10 MONEDA MXN
 *  11 FECHA_OPERACION AAAAMMDD                                   12 FECHA_DETECCION AAAAMMDD
 *  13 NOMBRE  14 APELLIDO_PATERNO  15 APELLIDO_MATERNO            16 RFC  17 CURP  18 FECHA_NACIMIENTO AAAAMMDD
 *  19 DESCRIPCION the officer's narrative (empty for relevant operations)
 */
export const EXPORT_COLUMNS = [
  'TIPO_REPORTE',
  'PERIODO',
  'FOLIO',
  'ORGANO_SUPERVISOR',
  'CLAVE_SUJETO_OBLIGADO',
  'TIPO_OPERACION',
  'INSTRUMENTO_MONETARIO',
  'NUMERO_CUENTA',
  'MONTO',
  'MONEDA',
  'FECHA_OPERACION',
  'FECHA_DETECCION',
  'NOMBRE',
  'APELLIDO_PATERNO',
  'APELLIDO_MATERNO',
  'RFC',
  'CURP',
  'FECHA_NACIMIENTO',
  'DESCRIPCION',
] as const

const kindCode: Record<PldReportKind, string> = { relevant: '1', unusual: '2', internal_concern: '3' }
const SANDBOX_CODE = '000000'

const text = (value: string | null | undefined) =>
  (value ?? '')
    .replace(/[;\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
const compactDate = (day: string | null | undefined) => (day ?? '').replaceAll('-', '')
/** Centavos as pesos with two decimals: 13875000 → 138750.00. */
export const pesos = (cents: number | null) =>
  cents === null ? '' : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

interface Person {
  firstNames: string
  lastName1: string
  lastName2: string
  rfc: string
  curp: string
  birthDate: string
}

async function peopleOf(db: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Map<number, Person & { folio: number }>()
  const rows = await db
    .select({
      id: applicationRecords.id,
      folio: applicationRecords.folio,
      applicant: applicationRecords.applicant,
    })
    .from(applicationRecords)
    .where(inArray(applicationRecords.id, applicationIds))
  return new Map(rows.map((row) => [row.id, { ...row.applicant, folio: row.folio }]))
}

interface Line {
  operationOn: string | null
  detectedOn: string
  amountCents: number | null
  cash: boolean
  applicationId: number | null
  subjectName: string
  narrative: string
}

/** The period's file of one kind: a header line with the column names, then one line per operation. */
export async function exportOperations(db: Executor, kind: PldReportKind, period: string) {
  const lines: Line[] =
    kind === 'relevant'
      ? (await relevantPayments(db, period)).map((item) => ({
          operationOn: item.paidOn,
          detectedOn: item.paidOn,
          amountCents: item.amountCents,
          cash: true,
          applicationId: item.applicationId,
          subjectName: item.customerName,
          narrative: '',
        }))
      : (await listReports(db, period))
          .filter((report) => report.kind === kind)
          .map((report) => ({
            operationOn: report.operationOn,
            detectedOn: report.detectedOn,
            amountCents: report.amountCents,
            cash: false,
            applicationId: report.applicationId,
            subjectName: report.subjectName,
            narrative: report.narrative,
          }))
  const people = await peopleOf(
    db,
    lines.map((line) => line.applicationId).filter((id): id is number => id !== null),
  )
  const body = lines.map((line, index) => {
    const person = line.applicationId !== null ? people.get(line.applicationId) : undefined
    return [
      kindCode[kind],
      period.replace('-', ''),
      String(index + 1).padStart(6, '0'),
      SANDBOX_CODE,
      SANDBOX_CODE,
      '01',
      line.cash ? '01' : '00',
      String(person?.folio ?? ''),
      pesos(line.amountCents),
      'MXN',
      compactDate(line.operationOn),
      compactDate(line.detectedOn),
      text(person ? person.firstNames : line.subjectName),
      text(person?.lastName1),
      text(person?.lastName2),
      text(person?.rfc),
      text(person?.curp),
      compactDate(person?.birthDate),
      text(line.narrative),
    ].join(';')
  })
  return [EXPORT_COLUMNS.join(';'), ...body].join('\r\n') + '\r\n'
}
