import { createHash } from 'node:crypto'
import { fieldError, type SpeiNotification, type SpeiTestRequest } from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { badRequest } from '../../../lib/http-errors'
import { loanClabe } from './loan-clabe'

/** The sandbox's ordering bank (a made-up participant: the money is not real). */
const SANDBOX_PAYER_ACCOUNT = '000000000000000000'

/**
 * SANDBOX: the notification a provider would send for a transfer of the request's amount to the loan's
 * referenced CLABE on its value date. The tracking key is new each time (`SBX` + time + a hash), so each test
 * is a new transfer; sending the same body twice is what the idempotency tests do.
 */
export async function sandboxNotification(db: Executor, request: SpeiTestRequest): Promise<SpeiNotification> {
  const clabe = await loanClabe(db, request.applicationId)
  if (!clabe) throw badRequest({ applicationId: [fieldError('not_found')] })
  const salt = createHash('sha256')
    .update(`${request.applicationId}:${process.hrtime.bigint()}`)
    .digest('hex')
    .slice(0, 8)
    .toUpperCase()
  return {
    claveRastreo: `SBX${Date.now().toString(36).toUpperCase()}${salt}`.slice(0, 30),
    fechaOperacion: request.valueDate,
    montoCentavos: request.amountCents,
    cuentaBeneficiario: clabe,
    nombreOrdenante: request.payerName,
    cuentaOrdenante: SANDBOX_PAYER_ACCOUNT,
    conceptoPago: 'PRUEBA SANDBOX',
    referenciaNumerica: '',
  }
}
