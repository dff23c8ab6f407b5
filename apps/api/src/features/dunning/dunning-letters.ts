import { and, eq } from 'drizzle-orm'
import type { LetterKind } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import type { Viewer } from '../allies'
import { businessDateOf } from '../business-date'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { loanArrearsOn, loanDirectory } from '../loan-servicing'
import { renderDunningLetterPdf } from './dunning-letter-pdf'
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

/** A letter on demand: the loan's arrears as of the business date. */
export async function letterOfLoan(db: Executor, viewer: Viewer, applicationId: number, kind: LetterKind) {
  const loan = await loanInScope(db, viewer, applicationId)
  const {
    loanId: _loanId,
    applicationId: _applicationId,
    ...figures
  } = (await loanArrearsOn(db, loan.loanId, await businessDateOf(db)))!
  const pdf = await renderDunningLetterPdf({
    kind,
    folio: loan.folio,
    customerName: loan.name,
    figures,
    lender: await lenderProfileOf(db),
  })
  return { pdf, fileName: `aviso-cobranza-${loan.folio}.pdf` }
}

/** The letter a rule sent, drawn again from the figures kept with it (the same PDF the customer got). */
export async function letterOfSend(db: Executor, viewer: Viewer, sendId: number) {
  const row = await sendInScope(db, viewer, sendId)
  if (!row?.send.letter || !row.send.letterKind) throw notFound()
  const pdf = await renderDunningLetterPdf({
    kind: row.send.letterKind,
    folio: row.folio,
    customerName: row.customerName,
    figures: row.send.letter,
    lender: await lenderProfileOf(db),
  })
  return { pdf, fileName: `aviso-cobranza-${row.folio}.pdf` }
}
