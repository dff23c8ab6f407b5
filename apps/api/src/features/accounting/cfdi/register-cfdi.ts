import { registerJobHandler } from '../../jobs'
import { onLoanPayment } from '../../loan-servicing'
import type { CfdiSettings } from '../../../config'
import { cfdiIssuerOf, type CfdiIssuer } from './cfdi-issuer'
import { CFDI_CANCEL_JOB, CFDI_STAMP_JOB, followPayment } from './cfdi-record'
import { cancelStampedCfdi, stampCfdi } from './cfdi-stamp'

/**
 * Issue 34 item 5, in every process that records payments or runs jobs (the API and `npm run worker`): loan
 * servicing's payments write their CFDI, and the stamp and cancel jobs use the configured issuer. The issuer is
 * made once, when the first job needs it (reading the CSD and the XSDs is not free).
 */
export function registerCfdiJobs(settings?: CfdiSettings, issuer?: CfdiIssuer) {
  let made = issuer
  const issuerNow = () => (made ??= cfdiIssuerOf(settings))
  onLoanPayment('cfdi', followPayment)
  registerJobHandler<{ cfdiId: number }>(CFDI_STAMP_JOB, (payload, job) =>
    stampCfdi(job.db, issuerNow(), payload.cfdiId),
  )
  registerJobHandler<{ cfdiId: number }>(CFDI_CANCEL_JOB, (payload, job) =>
    cancelStampedCfdi(job.db, issuerNow(), payload.cfdiId),
  )
}
