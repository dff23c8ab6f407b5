import { eq } from 'drizzle-orm'
import type { Contract } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allies, creditApplications } from '../../db/schema'
import { userDirectoryAs } from '../users'
import { personName, vehicleTextOf } from './contract-content'
import { loanContracts } from './contracts.schema'

const generatedBy = userDirectoryAs('contract_generated_by')
const signedBy = userDirectoryAs('contract_signed_by')

/** Contracts with their application, ally and people; callers add the where (always with the row scope). */
export const selectContracts = (db: Executor) =>
  db
    .select({
      contract: loanContracts,
      application: creditApplications,
      allyName: allies.allyName,
      generatedByName: generatedBy.fullName,
      signedByName: signedBy.fullName,
    })
    .from(loanContracts)
    .innerJoin(creditApplications, eq(creditApplications.id, loanContracts.applicationId))
    .innerJoin(allies, eq(allies.id, creditApplications.allyId))
    .leftJoin(generatedBy, eq(generatedBy.id, loanContracts.generatedByUserId))
    .leftJoin(signedBy, eq(signedBy.id, loanContracts.signedByUserId))

export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number]
type ApplicationRow = typeof creditApplications.$inferSelect

export const contractApplicationOf = (application: ApplicationRow, allyName: string | null) => ({
  id: application.id,
  folio: application.folio,
  product: application.product,
  stage: application.stage,
  applicantName: personName(application),
  allyId: application.allyId,
  allyName,
  vehicle: vehicleTextOf(application),
})

export function toContract(row: ContractRow): Contract {
  const { contract } = row
  return {
    id: contract.id,
    number: contract.number,
    version: contract.version,
    status: contract.status,
    application: contractApplicationOf(row.application, row.allyName),
    terms: contract.terms,
    generatedAt: contract.generatedAt.toISOString(),
    generatedByName: row.generatedByName,
    signedOn: contract.signedOn,
    signedAt: contract.signedAt?.toISOString() ?? null,
    signedByName: row.signedByName,
    signedScan:
      contract.scanKey && contract.scanFileName && contract.scanContentType
        ? {
            fileName: contract.scanFileName,
            contentType: contract.scanContentType,
            size: contract.scanSize ?? 0,
          }
        : null,
    supersededAt: contract.supersededAt?.toISOString() ?? null,
    cancelledAt: contract.cancelledAt?.toISOString() ?? null,
  }
}
