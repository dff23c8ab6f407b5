import { registerOverdueSweep } from './features/credit-applications'
import { registerBureauJobs } from './features/credit-bureau'
import { registerAutomatedCheckJobs } from './features/automated-checks'
import { registerMailJobs } from './features/mail'
import { registerMessagingJobs } from './features/messaging'
import { registerEmailSync, registerUploadSweep } from './features/email'
import { registerAuditCheckpoints } from './features/audit'
import { registerPastDueSweep } from './features/invoices'
import { registerLoanDayClose } from './features/loan-servicing'
import { registerEndOfDayJobs } from './features/business-date'
import { registerImportJobs } from './features/imports'
import { registerBankStatementJobs } from './features/bank-statements'
import { registerDunningJobs } from './features/dunning'
import { registerArrearsHistoryJob } from './features/portfolio'
import { registerMonthlyPackageJob } from './features/portfolio-reports'
import { registerVerificationJobs } from './features/verifications'
import { registerRetentionJobs } from './features/system'
import { registerCollectionsJobs } from './features/collections'
import { registerTrashKinds } from './trash-kinds'
import { registerCfdiJobs, registerPeriodCloseJob } from './features/accounting/register'
import type { AppConfig } from './config'

/** Registers every kind of background job and recurring schedule (the API and `npm run worker` both call it). */
export function registerJobKinds(config?: Pick<AppConfig, 'retention' | 'businessDate' | 'cfdi'>) {
  registerOverdueSweep()
  registerBureauJobs()
  registerAutomatedCheckJobs()
  registerMailJobs()
  registerMessagingJobs()
  registerEmailSync()
  registerUploadSweep()
  registerAuditCheckpoints()
  registerPastDueSweep()
  registerLoanDayClose()
  registerEndOfDayJobs({ pinned: config?.businessDate !== undefined })
  registerImportJobs()
  registerBankStatementJobs()
  registerDunningJobs()
  registerArrearsHistoryJob()
  registerMonthlyPackageJob()
  registerVerificationJobs()
  registerCollectionsJobs()
  registerTrashKinds()
  registerRetentionJobs(config?.retention)
  registerCfdiJobs(config?.cfdi)
  registerPeriodCloseJob()
}
