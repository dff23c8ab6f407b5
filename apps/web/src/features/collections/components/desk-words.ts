import type { PromiseStatus } from '@mesa/contracts'

/** The chip colour of a promise's standing. */
export const promiseColor = (status: PromiseStatus) =>
  status === 'kept' ? 'success' : status === 'broken' ? 'error' : 'warning'

/** A tel: link from the customer's phone as captured (digits and a leading + kept). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const deskPaths = {
  queue: '/apps/cobranza',
  dashboard: '/apps/cobranza/tablero',
  loan: (loanId: number) => `/apps/cobranza/creditos/${loanId}`,
  loanFile: (origin: string, applicationId: number) =>
    `/apps/solicitudes/${origin}/${applicationId}?tab=payments`,
}
