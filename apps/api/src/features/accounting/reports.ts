import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type {
  BalanceSheet,
  IncomeStatement,
  PostingSlot,
  Reconciliation,
  TrialBalance,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { accountDayBalances, accountMappings, ledgerAccounts } from './accounting.schema'
import { registeredSubledgers } from './subledgers'

interface AccountSums {
  code: string
  name: string
  kind: string
  debitCents: number
  creditCents: number
}

/**
 * Every postable account's debits and credits over a range of business days, summed from the day balances (a
 * few rows per account and day, never the journal's lines): the one read every report is built on.
 */
export async function accountSums(
  db: Executor,
  range: { from?: string; to: string },
): Promise<AccountSums[]> {
  const onDays = and(
    eq(accountDayBalances.accountCode, ledgerAccounts.code),
    lte(accountDayBalances.businessDate, range.to),
    range.from ? gte(accountDayBalances.businessDate, range.from) : undefined,
  )
  const rows = await db
    .select({
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      kind: ledgerAccounts.kind,
      debitCents: sql<string>`coalesce(sum(${accountDayBalances.debitCents}), 0)`,
      creditCents: sql<string>`coalesce(sum(${accountDayBalances.creditCents}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(accountDayBalances, onDays)
    .where(eq(ledgerAccounts.postable, true))
    .groupBy(ledgerAccounts.code, ledgerAccounts.name, ledgerAccounts.kind)
    .orderBy(asc(ledgerAccounts.code))
  return rows.map((row) => ({
    ...row,
    debitCents: Number(row.debitCents),
    creditCents: Number(row.creditCents),
  }))
}

/** The balanza de comprobación as of a day: each account's debits, credits and balance (debit − credit). */
export async function trialBalance(db: Executor, asOf: string): Promise<TrialBalance> {
  const sums = await accountSums(db, { to: asOf })
  const accounts = sums.map(({ code, name, debitCents, creditCents }) => ({
    code,
    name,
    debitCents,
    creditCents,
    balanceCents: debitCents - creditCents,
  }))
  return {
    asOf,
    accounts,
    totals: {
      debitCents: accounts.reduce((sum, account) => sum + account.debitCents, 0),
      creditCents: accounts.reduce((sum, account) => sum + account.creditCents, 0),
    },
  }
}

/** Each slot's accounts across the products (the portfolio has one per product). */
async function accountsOfSlots(db: Executor): Promise<Map<PostingSlot, string[]>> {
  const rows = await db
    .selectDistinct({ slot: accountMappings.slot, accountCode: accountMappings.accountCode })
    .from(accountMappings)
  const bySlot = new Map<PostingSlot, string[]>()
  for (const row of rows) bySlot.set(row.slot, [...(bySlot.get(row.slot) ?? []), row.accountCode])
  return bySlot
}

/**
 * Each control slot with a registered sub-ledger: the ledger's balance of the accounts the slot maps to (across
 * products, debit − credit) against the sub-ledger's figure, as of a day. Several accounts answer under their
 * common parent (the portfolio's "1300" for its per-product accounts).
 */
export async function reconciliation(db: Executor, asOf: string): Promise<Reconciliation> {
  const subledgers = registeredSubledgers()
  if (subledgers.length === 0) return { asOf, accounts: [] }
  const sums = new Map((await accountSums(db, { to: asOf })).map((row) => [row.code, row]))
  const slotAccounts = await accountsOfSlots(db)
  const chart = await db
    .select({ code: ledgerAccounts.code, name: ledgerAccounts.name, parentCode: ledgerAccounts.parentCode })
    .from(ledgerAccounts)
  const byCode = new Map(chart.map((account) => [account.code, account]))
  const accounts = []
  for (const [slot, subledger] of subledgers) {
    const codes = [...new Set(slotAccounts.get(slot) ?? [])].sort()
    const ledgerCents = codes.reduce((sum, code) => {
      const row = sums.get(code)
      return sum + (row ? row.debitCents - row.creditCents : 0)
    }, 0)
    const parents = new Set(codes.map((code) => byCode.get(code)?.parentCode ?? null))
    const shown =
      codes.length === 1
        ? byCode.get(codes[0]!)
        : parents.size === 1 && [...parents][0]
          ? byCode.get([...parents][0]!)
          : undefined
    const subledgerCents = await subledger(db, asOf)
    accounts.push({
      code: shown?.code ?? codes.join(', '),
      name: shown?.name ?? codes.map((code) => byCode.get(code)?.name ?? code).join(', '),
      slot,
      ledgerCents,
      subledgerCents,
      differenceCents: ledgerCents - subledgerCents,
    })
  }
  return { asOf, accounts }
}

const natural = (row: AccountSums, nature: 'debit' | 'credit') =>
  nature === 'debit' ? row.debitCents - row.creditCents : row.creditCents - row.debitCents
const line = (row: AccountSums, nature: 'debit' | 'credit') => ({
  code: row.code,
  name: row.name,
  amountCents: natural(row, nature),
})
const total = (lines: Array<{ amountCents: number }>) =>
  lines.reduce((sum, each) => sum + each.amountCents, 0)

/**
 * The balance sheet as of a day: assets at debit − credit (the allowance, a contra-asset, shows negative),
 * liabilities and equity at credit − debit, and the year's result not yet closed into equity beside them.
 */
export async function balanceSheet(db: Executor, asOf: string): Promise<BalanceSheet> {
  const sums = await accountSums(db, { to: asOf })
  const of = (kind: string) => sums.filter((row) => row.kind === kind)
  const assets = of('asset').map((row) => line(row, 'debit'))
  const liabilities = of('liability').map((row) => line(row, 'credit'))
  const equity = of('equity').map((row) => line(row, 'credit'))
  const currentResultCents =
    total(of('income').map((row) => line(row, 'credit'))) -
    total(of('expense').map((row) => line(row, 'debit')))
  return {
    asOf,
    assets,
    liabilities,
    equity,
    totals: {
      assetsCents: total(assets),
      liabilitiesCents: total(liabilities),
      equityCents: total(equity),
      currentResultCents,
    },
  }
}

/** The income statement of a range of business days: income at credit − debit, expenses at debit − credit. */
export async function incomeStatement(db: Executor, from: string, to: string): Promise<IncomeStatement> {
  const sums = await accountSums(db, { from, to })
  const income = sums.filter((row) => row.kind === 'income').map((row) => line(row, 'credit'))
  const expenses = sums.filter((row) => row.kind === 'expense').map((row) => line(row, 'debit'))
  const incomeCents = total(income)
  const expensesCents = total(expenses)
  return {
    from,
    to,
    income,
    expenses,
    totals: { incomeCents, expensesCents, resultCents: incomeCents - expensesCents },
  }
}
