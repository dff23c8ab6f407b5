import type { AllyCreateInput } from '@mesa/contracts'
import { rfcCheckDigit } from '../../../../packages/contracts/src/allies/rfc'

/** A valid person RFC from its first twelve characters (the check digit computed, as SAT does). */
export const personRfc = (first12: string) => `${first12}${rfcCheckDigit(first12)}`

/** An ally body the create call accepts; tests give the RFC, name and staff. */
export const allyBody = (input: {
  rfc: string
  allyName: string
  sellerId: number
  supervisorId: number
}): AllyCreateInput => ({
  allyName: input.allyName,
  legalName: `${input.allyName} S.A. de C.V.`,
  rfc: personRfc(input.rfc),
  zoneName: 'Noreste',
  regionName: 'Nuevo León',
  type: 'Agencia',
  status: 'Pending',
  active: true,
  email: 'contacto@agencia.com.mx',
  phone: '81 1234 5678',
  sellerId: input.sellerId,
  supervisorId: input.supervisorId,
  accounts: [],
  addresses: [],
  managers: [],
  userIds: [],
})
