import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/client'
import type { JournalEntryInput } from '../journal-types'
import { balancedLines, type PostedLine } from '../journal'
import { mappingsOf } from '../mapping-cache'
import { bookingDateOf, holdPeriodsShared } from '../periods-lock'

/*
 * postJournalEntry for a batch (issue 34): the end of day posts each loan's accrual and fee recognition, two
 * entries per loan for thousands of loans, so the batch's entries, their lines and their accounts' day balances
 * are written in one statement (the mappings from the process's cache, the periods' lock and one read of the closed
 * months per date), as the door writes one. Each loan has at most one entry of a kind in a batch: the lines find
 * their entry by (loan, kind).
 */
export async function postJournalEntries(tx: Executor, entries: readonly JournalEntryInput[]) {
  if (entries.length === 0) return 0
  const keys = new Set(entries.map((entry) => `${entry.loanId}|${entry.kind}`))
  if (keys.size !== entries.length || entries.some((entry) => entry.loanId === null))
    throw new Error('A batch posts at most one entry of a kind per loan')
  const accountOf = new Map<string, string>()
  for (const product of new Set(entries.map((entry) => entry.product)))
    for (const [slot, code] of await mappingsOf(tx, product)) accountOf.set(`${product}|${slot}`, code)
  await holdPeriodsShared(tx)
  const bookedOn = new Map<string, string>()
  for (const date of new Set(entries.map((entry) => entry.businessDate)))
    bookedOn.set(date, await bookingDateOf(tx, date))
  const entryRows: object[] = []
  const lineRows: object[] = []
  const days = new Map<string, { a: string; b: string; d: number; c: number }>()
  for (const entry of entries) {
    const booked = bookedOn.get(entry.businessDate)!
    const lines: PostedLine[] = balancedLines(
      entry.lines.map((line) => {
        const accountCode = accountOf.get(`${entry.product}|${line.slot}`)
        if (!accountCode) throw new Error(`No account mapped for ${entry.product} / ${line.slot}`)
        return { accountCode, slot: line.slot, debitCents: line.debitCents, creditCents: line.creditCents }
      }),
    )
    entryRows.push({
      b: booked,
      v: entry.businessDate,
      p: booked.slice(0, 7),
      k: entry.kind,
      st: entry.source.type,
      si: entry.source.id,
      l: entry.loanId,
      m: entry.memo,
      r: entry.reversesEntryId ?? null,
      u: entry.createdBy,
    })
    for (const line of lines) {
      lineRows.push({
        k: entry.kind,
        l: entry.loanId,
        a: line.accountCode,
        s: line.slot,
        d: line.debitCents,
        c: line.creditCents,
      })
      const key = `${line.accountCode}|${booked}`
      const day = days.get(key) ?? { a: line.accountCode, b: booked, d: 0, c: 0 }
      day.d += line.debitCents
      day.c += line.creditCents
      days.set(key, day)
    }
  }
  await tx.execute(sql`
    with entry as (
      insert into journal_entries
        (business_date, value_date, period, kind, source_type, source_id, loan_id, memo, reverses_entry_id, created_by)
      select e.b, e.v, e.p, e.k, e.st, e.si, e.l, e.m, e.r, e.u
      from jsonb_to_recordset(${JSON.stringify(entryRows)}::jsonb)
        as e(b date, v date, p text, k text, st text, si bigint, l int, m text, r bigint, u int)
      returning id, kind, loan_id
    ), lines as (
      insert into journal_lines (entry_id, account_code, debit_cents, credit_cents, loan_id, slot)
      select entry.id, line.a, line.d, line.c, line.l, line.s
      from jsonb_to_recordset(${JSON.stringify(lineRows)}::jsonb)
        as line(k text, l int, a text, s text, d bigint, c bigint)
      join entry on entry.kind = line.k and entry.loan_id = line.l
    )
    insert into account_day_balances (account_code, business_date, debit_cents, credit_cents)
    select day.a, day.b, day.d, day.c
    from jsonb_to_recordset(${JSON.stringify([...days.values()])}::jsonb) as day(a text, b date, d bigint, c bigint)
    order by day.a, day.b
    on conflict (account_code, business_date) do update
      set debit_cents = account_day_balances.debit_cents + excluded.debit_cents,
          credit_cents = account_day_balances.credit_cents + excluded.credit_cents`)
  return entries.length
}
