import { eq } from 'drizzle-orm'
import type { Contract } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { applicationRecords, type ApplicationRow } from '../credit-applications'
import { userDirectoryAs } from '../users'
import { personName, vehicleTextOf } from './contract-content'
import { loanContracts } from './contracts.schema'
import { selectionOf } from '../../lib/read-models'

const generatedBy = userDirectoryAs('contract_generated_by')
const signedBy = userDirectoryAs('contract_signed_by')

/** Contracts with their application, ally and people; callers add the where (always with the row scope). */
export const selectContracts = (db: Executor) =>
  db
    .select({
      contract: loanContracts,
      application: selectionOf(applicationRecords),
      allyName: allyDirectory.allyName,
      generatedByName: generatedBy.fullName,
      signedByName: signedBy.fullName,
    })
    .from(loanContracts)
    .innerJoin(applicationRecords, eq(applicationRecords.id, loanContracts.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applicationRecords.allyId))
    .leftJoin(generatedBy, eq(generatedBy.id, loanContracts.generatedByUserId))
    .leftJoin(signedBy, eq(signedBy.id, loanContracts.signedByUserId))

export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number]

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
