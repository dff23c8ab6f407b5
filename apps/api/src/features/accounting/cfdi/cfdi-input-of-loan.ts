import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import { applicationRecords } from '../../credit-applications'
import { lenderProfileOf } from '../../lender'
import { SatInputError } from '../sat/sat-text'
import { cfdiElementOf, type CfdiFigures } from './cfdi-build'
import type { PaymentCharge } from './cfdi-charges'
import type { CfdiOfPaymentInput } from './cfdi-input'
import { receptorOf, satNameOf } from './cfdi-receptor'
import type { PaymentMethodOfLoan } from './catalogs'

/** The comprobante's serie: I for ingreso (Mesa issues no other type). */
export const CFDI_SERIE = 'I'

/**
 * The emisor's name as the SAT's register writes it: the razón social without its capital regime (CFDI 4.0
 * asks the name of the Constancia, which leaves "S.A. de C.V." out): what comes before the first comma.
 */
const emisorNameOf = (legalName: string) => satNameOf(legalName.split(',')[0] ?? legalName)

/** The loan's application as the invoice names it: folio, product, the customer and their address. */
export async function applicationOfLoan(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      folio: applicationRecords.folio,
      product: applicationRecords.product,
      applicant: applicationRecords.applicant,
      address: applicationRecords.address,
      work: applicationRecords.work,
    })
    .from(applicationRecords)
    .where(eq(applicationRecords.id, applicationId))
  if (!row) throw new Error(`application ${applicationId} not found`)
  return row
}
type ApplicationOfLoan = Awaited<ReturnType<typeof applicationOfLoan>>

const textOf = (section: Record<string, unknown> | null, key: string) => {
  const value = section?.[key]
  return typeof value === 'string' ? value : null
}

/**
 * The input of a payment's CFDI from what the installation knows now: the lender's profile (RFC, name, régimen,
 * CP de expedición), the customer's file, the charges, and Fecha (Mexico City local time of the issue).
 */
export async function cfdiInputOf(
  db: Executor,
  application: ApplicationOfLoan,
  payment: { method: string; charges: PaymentCharge[]; fecha: string },
): Promise<CfdiOfPaymentInput> {
  const lender = await lenderProfileOf(db)
  const lugarExpedicion = lender.fiscal.expeditionPostalCode
  return {
    serie: CFDI_SERIE,
    fecha: payment.fecha,
    lugarExpedicion,
    paymentMethod: payment.method as PaymentMethodOfLoan,
    emisor: {
      rfc: lender.rfc,
      nombre: emisorNameOf(lender.legalName),
      regimenFiscal: lender.fiscal.taxRegime,
    },
    receptor: receptorOf(
      {
        ...application.applicant,
        postalCode: textOf(application.address, 'postalCode'),
        employmentType: textOf(application.work, 'employmentType'),
      },
      lugarExpedicion,
    ),
    loanFolio: String(application.folio),
    charges: payment.charges,
  }
}

/** The figures of an input, or why it cannot be built (the fields SatInputError names). */
export function figuresOrProblem(
  input: CfdiOfPaymentInput,
): { figures: CfdiFigures; problem: null } | { figures: null; problem: string } {
  try {
    return { figures: cfdiElementOf(input).figures, problem: null }
  } catch (error) {
    if (error instanceof SatInputError)
      return { figures: null, problem: error.fields.map((f) => `${f.field}: ${f.message}`).join('; ') }
    throw error
  }
}
