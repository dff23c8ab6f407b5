import { and, eq } from 'drizzle-orm'
import type { ReportRecipients, UpdateReportRecipients } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { portfolioReportSettings as settings } from './portfolio-reports.schema'

const ROW = 1

/** The settings row, created empty the first time it is read. */
export async function reportSettings(db: Executor) {
  await db.insert(settings).values({ id: ROW }).onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.id, ROW))
  return row!
}

export async function reportRecipients(db: Executor): Promise<ReportRecipients> {
  const row = await reportSettings(db)
  return { emails: row.recipients, version: row.version }
}

/** Replaces the list (each address once, in the case first written), with its version; audited. */
export async function setReportRecipients(
  db: Database,
  userId: number,
  input: UpdateReportRecipients,
): Promise<ReportRecipients> {
  const seen = new Set<string>()
  const emails = input.emails.filter((email) => {
    const key = email.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  await db.transaction(async (tx) => {
    await reportSettings(tx)
    // The version in the condition: of two saves from the same version, the second changes nothing (409).
    const [updated] = await tx
      .update(settings)
      .set({ recipients: emails, version: input.version + 1, updatedAt: new Date() })
      .where(and(eq(settings.id, ROW), eq(settings.version, input.version)))
      .returning({ version: settings.version })
    if (!updated) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'portfolio_reports.recipients_set',
      entityType: 'portfolio_report_settings',
      entityId: ROW,
      data: { emails },
    })
  })
  return reportRecipients(db)
}
