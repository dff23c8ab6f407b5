import { businessDayOf } from '@mesa/contracts'
import { Readable } from 'node:stream'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Stage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { applicationRecords } from '../credit-applications'
import { userDirectory } from '../users'
import { samplePdf } from '../../lib/sample-pdf'
import type { FileStorage } from '../../lib/storage'
import { authorisedTermsOf } from '../credit-decision'
import { contentOf } from './contract-content'
import { STORAGE_PREFIX } from './contracts.service'
import { loanContracts } from './contracts.schema'

const HOUR = 3_600_000
const atOrPastContract: Stage[] = ['contrato', 'fondeo', 'poliza', 'activo', 'liquidada']

/**
 * Contracts of the seeded applications at or past contrato (issue 15 "Seed"): those past it signed (with a
 * scan when a storage is given), two in three of those in contrato generated and waiting for the signature,
 * the rest without a contract yet. PDFs render lazily on first download, so the seed stays fast; the stored
 * row and its version exist. Idempotent: applications that already have a contract are skipped.
 */
export async function seedContracts(db: Database, storage?: FileStorage) {
  const [admin] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'admin@demo.com'))
  const rows = await db
    .select()
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, atOrPastContract),
        sql`not exists (select 1 from ${loanContracts} where ${loanContracts.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(applicationRecords.id)
  const now = Date.now()
  for (const row of rows) {
    const inContract = row.stage === 'contrato'
    if (inContract && row.id % 3 === 0) continue
    const terms = await authorisedTermsOf(db, row.id)
    if (!terms) continue
    const { content, digest } = await contentOf(db, row, terms)
    const generatedAt = new Date(
      Math.min(
        now - HOUR,
        inContract ? row.stageEnteredAt.getTime() + HOUR : Date.parse(terms.authorisedAt) + HOUR,
      ),
    )
    const scan =
      !inContract && storage
        ? await storage.put(Readable.from([samplePdf(`Contrato firmado ${content.number}`)]), {
            prefix: STORAGE_PREFIX,
          })
        : null
    await db.insert(loanContracts).values({
      applicationId: row.id,
      number: content.number,
      version: 1,
      authorisationId: terms.authorisationId,
      status: inContract ? 'generated' : 'signed',
      terms: content.terms,
      content,
      digest,
      generatedAt,
      generatedByUserId: admin?.id ?? null,
      ...(inContract
        ? {}
        : {
            signedOn: businessDayOf(generatedAt),
            signedAt: new Date(generatedAt.getTime() + HOUR / 2),
            signedByUserId: admin?.id ?? null,
            scanKey: scan?.key ?? null,
            scanFileName: scan ? `${content.number}-firmado.pdf` : null,
            scanContentType: scan ? 'application/pdf' : null,
            scanSize: scan?.size ?? null,
          }),
    })
  }
}
