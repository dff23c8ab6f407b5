import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { DunningSend, SendStatus, dunningSendListQuerySchema } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { type Viewer } from '../allies'
import { applicationDirectory, visibleInDirectory } from '../credit-applications'
import { mailOutcomes } from '../mail'
import { messageOutcomes } from '../messaging'
import { pesos } from './dunning-letter-pdf'
import { userDirectory } from '../users'
import { dunningLetters, dunningRules, dunningSends } from './dunning.schema'

type SendQuery = z.output<typeof dunningSendListQuerySchema>

const selectSends = (db: Executor) =>
  db
    .select({
      send: dunningSends,
      ruleName: dunningRules.name,
      folio: applicationDirectory.folio,
      customerName: applicationDirectory.applicantName,
      product: applicationDirectory.product,
    })
    .from(dunningSends)
    .innerJoin(dunningRules, eq(dunningRules.id, dunningSends.ruleId))
    .innerJoin(applicationDirectory, eq(applicationDirectory.id, dunningSends.applicationId))

type SendRow = Awaited<ReturnType<ReturnType<typeof selectSends>['where']>>[number]

/**
 * The sends with the provider's answer: a WhatsApp message's delivery (sent, delivered, read, failed) and its
 * id at the provider; a mail's (sent, or its last error).
 */
async function withOutcomes(db: Executor, rows: SendRow[]): Promise<DunningSend[]> {
  const messages = await messageOutcomes(
    db,
    rows.flatMap((row) => (row.send.messageId ? [row.send.messageId] : [])),
  )
  const mails = await mailOutcomes(
    db,
    rows.flatMap((row) => (row.send.mailId ? [row.send.mailId] : [])),
  )
  return rows.map(({ send, ...row }) => {
    let status: SendStatus = send.status
    let detail: string | null = null
    const message = send.messageId ? messages.get(send.messageId) : undefined
    const mail = send.mailId ? mails.get(send.mailId) : undefined
    if (message) {
      status = message.status
      detail = message.failedReason ?? message.providerMessageId
    } else if (mail) {
      status = mail.status === 'sent' ? 'sent' : mail.status === 'queued' ? 'queued' : 'failed'
      detail = mail.lastError
    }
    return {
      id: send.id,
      ruleId: send.ruleId,
      ruleName: row.ruleName,
      channel: send.channel,
      applicationId: send.applicationId,
      folio: row.folio,
      customerName: row.customerName,
      product: row.product as DunningSend['product'],
      businessDate: send.businessDate,
      daysPastDue: send.daysPastDue,
      status,
      detail,
      skipReason: send.skipReason,
      letterKind: send.letterKind,
      at: send.createdAt.toISOString(),
    }
  })
}

/** The sends, newest first (by customer name or folio when asked), in the viewer's row scope (an ally's people see their allies' loans only). */
export async function listSends(db: Executor, viewer: Viewer, query: SendQuery) {
  const where = and(
    visibleInDirectory(viewer),
    query.ruleId ? eq(dunningSends.ruleId, query.ruleId) : undefined,
    query.q
      ? or(
          ilike(applicationDirectory.applicantName, containsPattern(query.q)),
          sql`${applicationDirectory.folio}::text = ${query.q}`,
        )
      : undefined,
  ) as SQL | undefined
  const order = query.orderBy === 'asc' ? asc : desc
  const column = query.sortBy === 'daysPastDue' ? dunningSends.daysPastDue : dunningSends.createdAt
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      selectSends(db).where(where).orderBy(order(column), desc(dunningSends.id)).limit(limit).offset(offset),
    async () => {
      const [counted] = await db
        .select({ n: count() })
        .from(dunningSends)
        .innerJoin(applicationDirectory, eq(applicationDirectory.id, dunningSends.applicationId))
        .where(where)
      return counted!.n
    },
  )
  return { items: await withOutcomes(db, page.rows), total: page.total }
}

/** One send in the viewer's scope (its letter is drawn again from it), or undefined. */
export async function sendInScope(db: Executor, viewer: Viewer, id: number) {
  const [row] = await selectSends(db).where(and(eq(dunningSends.id, id), visibleInDirectory(viewer)))
  return row
}

/**
 * One dunning send as the collections desk's contact history shows it (issue 35). The lead registers
 * `dunningContactsOfLoan` as the collections feature's contact source at merge.
 */
export interface CollectionContact {
  /** ISO instant. */
  at: string
  channel: 'call' | 'whatsapp' | 'email' | 'sms' | 'visit' | 'letter'
  direction: 'out' | 'in'
  summary: string
  actorName: string | null
  source: 'dunning'
}

/** The loan's reminders and letters as contacts, newest first (skipped ones say why nothing went). */
export async function dunningContactsOfLoan(db: Executor, loanId: number): Promise<CollectionContact[]> {
  const rows = await selectSends(db)
    .where(inArray(dunningSends.loanId, [loanId]))
    .orderBy(desc(dunningSends.createdAt), desc(dunningSends.id))
  return (await withOutcomes(db, rows)).map((send) => ({
    at: send.at,
    channel: send.channel,
    direction: 'out',
    summary:
      `Recordatorio automático «${send.ruleName}» (${send.daysPastDue} días de atraso): ` +
      (send.skipReason ? `no enviado (${send.skipReason})` : send.status),
    actorName: null,
    source: 'dunning',
  }))
}

const letterTitles = {
  first: 'Primer aviso',
  second: 'Segundo aviso',
  prelegal: 'Aviso previo a acciones legales',
}

/** The letters a person produced for the loan on demand, as contacts (who, which letter, the arrears it showed). */
export async function producedLettersOfLoan(db: Executor, loanId: number): Promise<CollectionContact[]> {
  const rows = await db
    .select({ letter: dunningLetters, actorName: userDirectory.fullName })
    .from(dunningLetters)
    .leftJoin(userDirectory, eq(userDirectory.id, dunningLetters.actorUserId))
    .where(eq(dunningLetters.loanId, loanId))
    .orderBy(desc(dunningLetters.createdAt), desc(dunningLetters.id))
  return rows.map(({ letter, actorName }) => ({
    at: letter.createdAt.toISOString(),
    channel: 'letter',
    direction: 'out',
    summary:
      `Carta «${letterTitles[letter.kind]}» generada (${letter.letter.daysPastDue} días de atraso, ` +
      `${pesos(letter.letter.overdueCents)} vencidos)`,
    actorName,
    source: 'dunning',
  }))
}
