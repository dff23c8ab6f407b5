import { multipart } from './field-visits'

/** The default layout's header (mx-movimientos). */
const HEADER =
  'Fecha operación,Fecha valor,Concepto,Referencia,Clave de rastreo,Cargo,Abono,Saldo,Ordenante,Cuenta ordenante,Cuenta beneficiaria'

/** A movement of a test statement; amounts in centavos, written as the bank writes pesos. */
export interface Movement {
  day: string
  cents: number
  debit?: boolean
  reference?: string
  tracking?: string
  payer?: string
  paidTo?: string
}

const dayFirst = (day: string) => day.split('-').reverse().join('/')
const pesos = (cents: number) => `"${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`

/** A statement in the default Mexican CSV layout. */
export function statementCsv(movements: Movement[]) {
  const rows = movements.map((m) =>
    [
      dayFirst(m.day),
      dayFirst(m.day),
      m.debit ? 'CARGO' : 'SPEI RECIBIDO',
      m.reference ?? '',
      m.tracking ?? '',
      m.debit ? pesos(m.cents) : '',
      m.debit ? '' : pesos(m.cents),
      '',
      m.payer ?? '',
      '',
      m.paidTo ?? '',
    ].join(','),
  )
  return [HEADER, ...rows].join('\n') + '\n'
}

/** The upload of a statement file as the import route takes it. */
export const statementUpload = (name: string, text: string | Buffer) =>
  multipart({}, { name, type: 'text/csv', bytes: Buffer.isBuffer(text) ? text : Buffer.from(text) })
