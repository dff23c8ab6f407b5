import { and, eq } from 'drizzle-orm'
import type { LetterKind, ProducedLetter } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { businessDateOf } from '../business-date'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { loanArrearsOn, loanDirectory } from '../loan-servicing'
import { recordAudit } from '../audit'
import { renderDunningLetterPdf } from './dunning-letter-pdf'
import { dunningLetters, type LetterFigures } from './dunning.schema'
import { sendInScope } from './dunning-sends'

/** The loan of an application, in the viewer's row scope (404 otherwise: a hidden loan is not told to exist). */
async function loanInScope(db: Executor, viewer: Viewer, applicationId: number) {
  const [row] = await db
    .select({
      loanId: loanDirectory.id,
      folio: applicationDirectory.folio,
      name: applicationDirectory.applicantName,
    })
    .from(loanDirectory)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
    .where(and(eq(loanDirectory.applicationId, applicationId), visibleInDirectory(viewer)))
  if (!row) throw notFound()
  return row
}

/** The loan's arrears as of the business date, as a letter shows them. */
async function lettersFigures(db: Executor, loanId: number) {
  const {
    loanId: _loanId,
    applicationId: _applicationId,
    ...figures
  } = (await loanArrearsOn(db, loanId, await businessDateOf(db)))!
  return figures
}

const letterPdf = async (
  db: Executor,
  kind: LetterKind,
  loan: { folio: number; name: string },
  figures: LetterFigures,
) => ({
  pdf: await renderDunningLetterPdf({
    kind,
    folio: loan.folio,
    customerName: loan.name,
    figures,
    lender: await lenderProfileOf(db),
  }),
  fileName: `aviso-cobranza-${loan.folio}.pdf`,
})

/** A letter on demand: the loan's arrears as of the business date. */
export async function letterOfLoan(db: Executor, viewer: Viewer, applicationId: number, kind: LetterKind) {
  const loan = await loanInScope(db, viewer, applicationId)
  return letterPdf(db, kind, loan, await lettersFigures(db, loan.loanId))
}

/**
 * Produces a letter of the loan now (the collections desk's button): its figures as of the business date are
 * kept, so the PDF opens the same later; audited, and listed in the loan's contact history.
 */
export async function produceLetter(
  db: Database,
  viewer: Viewer & { userId: number },
  applicationId: number,
  kind: LetterKind,
): Promise<ProducedLetter> {
  return db.transaction(async (tx) => {
    const loan = await loanInScope(tx, viewer, applicationId)
    const letter = await lettersFigures(tx, loan.loanId)
    const [row] = await tx
      .insert(dunningLetters)
      .values({ loanId: loan.loanId, applicationId, kind, letter, actorUserId: viewer.userId })
      .returning({ id: dunningLetters.id })
    await recordAudit(tx, {
      actorUserId: viewer.userId,
      action: 'dunning.letter_produced',
      entityType: 'loan',
      entityId: loan.loanId,
      data: { letterId: row!.id, kind, daysPastDue: letter.daysPastDue, overdueCents: letter.overdueCents },
    })
    return {
      id: row!.id,
      kind,
      on: letter.on,
      daysPastDue: letter.daysPastDue,
      overdueCents: letter.overdueCents,
    }
  })
}

/** A letter produced on demand, drawn again from its kept figures; 404 outside the viewer's row scope. */
export async function producedLetterPdf(db: Executor, viewer: Viewer, id: number) {
  const [row] = await db
    .select({
      letter: dunningLetters,
      folio: applicationDirectory.folio,
      name: applicationDirectory.applicantName,
    })
    .from(dunningLetters)
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, dunningLetters.applicationId))
    .where(and(eq(dunningLetters.id, id), visibleInDirectory(viewer)))
  if (!row) throw notFound()
  return letterPdf(db, row.letter.kind, row, row.letter.letter)
}

/** The letter a rule sent, drawn again from the figures kept with it (the same PDF the customer got). */
export async function letterOfSend(db: Executor, viewer: Viewer, sendId: number) {
  const row = await sendInScope(db, viewer, sendId)
  if (!row?.send.letter || !row.send.letterKind) throw notFound()
  return letterPdf(db, row.send.letterKind, { folio: row.folio, name: row.customerName }, row.send.letter)
}
