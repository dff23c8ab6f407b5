import type { Database } from '../db/client'
import { users } from '../db/schema'
import { seedAllies } from '../features/allies'
import { seedEmail } from '../features/email'
import { seedCreditApplications } from '../features/credit-applications'
import { seedMessaging } from '../features/messaging'
import { seedCreditBureau } from '../features/credit-bureau'
import { seedAutomatedChecks } from '../features/automated-checks'
import { seedDemoPages } from '../features/demo'
import { seedInvoices } from '../features/invoices'
import { seedValidationDesk } from '../features/validation-desk'
import { seedFieldVisits } from '../features/field-visits'
import { seedInsurance } from '../features/insurance'
import { seedVehicles } from '../features/vehicles'
import { seedCommissions } from '../features/commissions'
import { seedCreditPolicy } from '../features/credit-policy'
import { seedCreditDecision } from '../features/credit-decision'
import { seedContracts } from '../features/contracts'
import { seedTickets } from '../features/tickets'
import { seedCustomers } from '../features/customers'
import { seedVerifications } from '../features/verifications'
import { loanDisbursementDays, seedLoanServicing } from '../features/loan-servicing'
import { seedFunding } from '../features/funding'
import { seedPortfolio } from '../features/portfolio'
import { seedApprovals } from '../features/approvals'
import { seedAccounting } from '../features/accounting'
import { seedCfdi } from '../features/accounting/register'
import { seedPld } from '../features/pld'
import { seedDunning } from '../features/dunning'
import { seedCollections, seedCollectors } from '../features/collections'
import { seedDirectDebit } from '../features/direct-debit'
import { hashPassword } from '../features/auth'
import type { FileStorage } from '../lib/storage'
import { seedPermissions, seedStaff } from './access-seed'
import { ensureRoles, userExists } from './bootstrap'
import { demoAccounts } from '@mesa/contracts'
import { demoRoles, systemRoles } from './roles'

/**
 * The demo data of `npm start`: deterministic and idempotent (running it again adds nothing).
 * Each feature adds its part here as it lands.
 */
export async function seedDemo(db: Database, options: { storage?: FileStorage; secret?: string } = {}) {
  const roleIds = await ensureRoles(db, [...systemRoles, ...demoRoles])
  for (const account of demoAccounts) {
    if (await userExists(db, account.email)) continue
    await db
      .insert(users)
      .values({
        fullName: account.fullName,
        username: account.email.split('@')[0]!,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        roleId: roleIds.get(account.role)!,
        emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
        company: 'Mesa Crédito Automotriz',
      })
      .onConflictDoNothing()
  }
  await seedPermissions(db, roleIds)
  await seedStaff(db, roleIds)
  // Spec §9: 50 allies with their sellers, supervisors, commercial data and (given a storage) files.
  await seedAllies(db, options.storage)
  // Design §2: about 300 credit applications over the allies, in every stage.
  await seedCreditApplications(db, options.storage)
  // Issue 17: four sandbox channels, contacts with chats, templates in every status, two finished campaigns.
  await seedMessaging(db)
  // Issue 13: bureau reports and automated-check results of the applications at or past análisis.
  await seedCreditBureau(db)
  await seedAutomatedChecks(db)
  // Issue 13 B: reference calls, clarifications and contact attempts of the validation desk.
  await seedValidationDesk(db)
  // Issue 14: field agents' hours, visit requests, bookings, reports with generated photos, research.
  await seedFieldVisits(db, options.storage)
  // Issue 15: quotes from the four insurers and the policies of the applications in póliza and active.
  await seedInsurance(db)
  // Issue 14: the credit policy of each product, and income matrices of the applications at or past visita.
  await seedCreditPolicy(db)
  // Issue 14: committee votes and decisions, their conditions and the authorised terms (two more members).
  await seedCreditDecision(db)
  // Issue 15: contracts of the applications at or past contrato (signed past it), PDFs rendered on first download.
  await seedContracts(db, options.storage)
  // Issue 15: VIN records past captura (one financed twice), purchases past contrato, commission rules and commissions.
  await seedVehicles(db)
  await seedCommissions(db)
  // Issue 34: the books open with the owners' capital, before any money event posts on them.
  await seedAccounting(db)
  // Issue 16: loans of the activo and liquidada applications, payments on time, late in every bucket, prepaid, paid off.
  await seedLoanServicing(db)
  // Issue 34: the CFDI of the recent payments' interest and fees, stamped by the sandbox PAC.
  await seedCfdi(db)
  // Issue 15: funders and credit lines; assignments and SPEI disbursements of the applications in and past fondeo.
  await seedFunding(db, await loanDisbursementDays(db))
  // Issue 16: the portfolio's arrears at the last twelve month ends, replayed from those loans' ledgers.
  await seedPortfolio(db)
  // Issue 16: support tickets on the first applications, every status and priority.
  await seedTickets(db)
  // Issue 16: a customer per seeded applicant, deduplicated by CURP.
  await seedCustomers(db)
  await seedVerifications(db)
  // Issue 30: a second administrator, who approves what the first asks (four eyes); before the mail, whose
  // seed gives every demo account a mailbox.
  await seedApprovals(db)
  // Issue 35: the second collector, for the same reason.
  await seedCollectors(db)
  // Issue 18: a mailbox per demo account, mail in every folder and label, replies and attachments.
  await seedEmail(db, options.storage)
  // Issue 19: the template demo area's sample data (spec §9 sizes); seeded even with DEMO_PAGES off.
  await seedDemoPages(db)
  // Issue 18: 36 invoices (numbers 4987 on) over their clients, with payments.
  await seedInvoices(db)
  // Issue 36: the cash threshold, small fictitious lists and one open alert on a captured applicant.
  await seedPld(db)
  // Issue 35: the reminder rules, and the business date's run queued for the job worker.
  await seedDunning(db)
  // Issue 35: the collections desk's rules, the arrears assigned, contacts and three promises.
  await seedCollections(db)
  // Issue 35: direct-debit mandates (CLABE and card, signed but one, one revoked) on late and current loans; their
  // account numbers are sealed under the app's secret, so only an app passing it seeds them.
  if (options.storage && options.secret) await seedDirectDebit(db, options.storage, options.secret)
}
