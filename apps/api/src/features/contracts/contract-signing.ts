import { and, eq } from 'drizzle-orm'
import { fieldError, signContractFieldsSchema, type SignContractFields, businessDayOf } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { authorisedTermsOf } from '../credit-decision'
import { badRequest, conflict, staleVersion } from '../../lib/http-errors'
import type { ReceivedUpload } from '../../lib/uploads'
import { fieldErrorsOf } from '../../lib/zod-errors'
import type { Viewer } from '../allies'
import { recordAudit } from '../audit'
import { announceRecordChange } from '../credit-applications'
import type { ContractRow } from './contract-rows'
import { loanContracts } from './contracts.schema'
import { wrongStage } from './contracts.service'

const notSignable = () =>
  conflict('wrong_contract_status', 'Only the current generated version of a contract can be signed.')

/**
 * The multipart fields checked before the scan is stored: a real date, not after today and not before the
 * version was generated (a contract is not signed before it exists), and the version the signer saw.
 */
export function checkSignatureFields(
  fields: Record<string, string>,
  row: ContractRow,
  now = new Date(),
): SignContractFields {
  const parsed = signContractFieldsSchema.safeParse(fields)
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error))
  const { signedOn, version } = parsed.data
  if (signedOn > businessDayOf(now)) throw badRequest({ signedOn: [fieldError('date_in_future')] })
  if (signedOn < businessDayOf(row.contract.generatedAt))
    throw badRequest({ signedOn: [fieldError('before_generation')] })
  assertSignable(row)
  if (version !== row.contract.version) throw staleVersion()
  return parsed.data
}

export function assertSignable(row: ContractRow) {
  if (row.application.stage !== 'contrato') throw wrongStage()
  if (row.contract.status !== 'generated') throw notSignable()
}

/** Issue 30: only a contract of the terms in force is signed (another authorisation came meanwhile: 409). */
export async function assertOfTermsInForce(db: Executor, row: ContractRow) {
  const terms = await authorisedTermsOf(db, row.application.id)
  if (!terms || row.contract.authorisationId !== terms.authorisationId) throw notSignable()
}

/** Records the signature: date, the signed scan, who recorded it. Only a generated version becomes signed. */
export async function signContract(
  db: Database,
  row: ContractRow,
  fields: SignContractFields,
  scan: ReceivedUpload,
  viewer: Viewer,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await assertOfTermsInForce(tx, row)
    const changed = await tx
      .update(loanContracts)
      .set({
        status: 'signed',
        signedOn: fields.signedOn,
        signedAt: now,
        signedByUserId: viewer.userId,
        scanKey: scan.storageKey,
        scanFileName: scan.fileName,
        scanContentType: scan.contentType,
        scanSize: scan.size,
      })
      .where(
        and(
          eq(loanContracts.id, row.contract.id),
          eq(loanContracts.status, 'generated'),
          eq(loanContracts.version, fields.version),
        ),
      )
      .returning({ id: loanContracts.id })
    // A concurrent signature or a new version won: nothing is written.
    if (changed.length === 0) throw notSignable()
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'contract.signed',
      entityType: 'credit_application',
      entityId: row.application.id,
      data: {
        contractId: row.contract.id,
        number: row.contract.number,
        version: row.contract.version,
        signedOn: fields.signedOn,
        scan: scan.fileName,
      },
    })
    await announceRecordChange(tx, 'contract.changed', row.application)
  })
}
