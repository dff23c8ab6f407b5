/**
 * Settled loans for the sub-ledger bench (loan-subledger-bench.ts, docs/benchmarks.md "Settled loans"): `count`
 * loans of 50 000–99 000 pesos at 36 % over 24 months, disbursed 730–1 429 days before `day` (all 24 due dates
 * behind it), each installment paid on its due date: paid off on the last one; 1 in 10 paid 12 installments
 * and written off 13 months after the disbursement. Straight in the tables (as the end-of-day bench's
 * portfolio), without their settled figures: as loans that settled before those figures were recorded.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { rows } from './bulk-seed'

export async function generateSettledLoans(db: Database, day: string, count: number) {
  await db.execute(sql`
    insert into credit_applications (product, stage, ally_id, applicant_name, curp, rfc, mobile_phone,
      requested_amount_cents, applicant, product_data)
    select t.product, 'activo', t.ally_id, t.applicant_name, 'SETTL' || lpad(g::text, 13, '0'), t.rfc,
      t.mobile_phone, t.requested_amount_cents, t.applicant, t.product_data
    from (select * from credit_applications order by id limit 1) t, generate_series(1, ${count}::int) g`)
  await db.execute(sql`
    insert into loans (application_id, principal_cents, annual_rate_bps, term_months, disbursed_on,
      balance_cents, next_due_date, next_due_cents, figures_on, status, paid_off_on, written_off_on,
      written_off_cents, write_off_reason)
    select a.id, x.principal, 3600, 24, x.disbursed, 0, null, 0, ${day}::date,
      case when x.written_off then 'written_off' else 'paid_off' end,
      case when x.written_off then null else (x.disbursed + interval '24 months')::date end,
      case when x.written_off then (x.disbursed + interval '13 months')::date end,
      case when x.written_off then x.principal / 2 end,
      case when x.written_off then 'Bench: incobrable' end
    from (select id, substr(curp, 6)::int as g from credit_applications where curp like 'SETTL%') a,
      lateral (select (5000000 + (a.g % 50) * 100000)::bigint as principal,
                      (${day}::date - (730 + a.g % 700))::date as disbursed, a.g % 10 = 0 as written_off) x`)
  const [range] = await rows<{ low: number; high: number }>(
    db,
    sql`select min(l.id)::int as low, max(l.id)::int as high from loans l
        join credit_applications a on a.id = l.application_id where a.curp like 'SETTL%'`,
  )
  // The end-of-day bench's schedule: equal principal parts, a month's interest at 3 % on the balance, its IVA.
  await db.execute(sql`
    insert into loan_installments (loan_id, n, due_date, principal_cents, interest_cents, iva_cents)
    select l.id, n, (l.disbursed_on + make_interval(months => n))::date,
      case when n = 24 then l.principal_cents - (l.principal_cents / 24) * 23 else l.principal_cents / 24 end,
      round((l.principal_cents - (l.principal_cents / 24) * (n - 1)) * 0.03)::bigint,
      round(round((l.principal_cents - (l.principal_cents / 24) * (n - 1)) * 0.03) * 0.16)::bigint
    from loans l, generate_series(1, 24) n where l.id between ${range!.low} and ${range!.high}`)
  await db.execute(sql`
    insert into loan_payments (loan_id, amount_cents, paid_on, method)
    select i.loan_id, i.principal_cents + i.interest_cents + i.iva_cents, i.due_date, 'spei'
    from loan_installments i join loans l on l.id = i.loan_id
    where l.id between ${range!.low} and ${range!.high} and (l.status = 'paid_off' or i.n <= 12)`)
  await db.execute(sql`analyze`)
  return range!
}
