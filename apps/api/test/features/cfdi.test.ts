import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cfdiDocuments, creditApplications, loans, mailOutbox } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { cfdiIssuerOf } from '../../src/features/accounting/cfdi/cfdi-issuer'
import { followPayment } from '../../src/features/accounting/cfdi/cfdi-record'
import { cancelStampedCfdi, stampCfdi } from '../../src/features/accounting/cfdi/cfdi-stamp'
import { cfdiSchemas } from '../../src/features/accounting/sat/sat-schemas.test-support'
import { attributeOf, childNamed, childrenNamed, parseXml } from '../../src/features/accounting/sat/xml'
import { validateXml } from '../../src/features/accounting/sat/xsd-validate'
import type { PacProvider } from '../../src/features/accounting/cfdi/pac'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The CFDI of a payment's interest and fees (issue 34 item 5, docs/accounting.md "CFDI de intereses y
 * comisiones"), on a loan of 40 000.00 at 30 % a year, disbursed 2031-01-15, first due 2031-02-14 (30 days):
 * installment 1's interest 4 000 000 × 0.30 × 30 / 360 = 100 000 (1 000.00), its IVA 100 000 × 0.16 = 16 000
 * (160.00). Paid on its due date, the payment collects 1 000.00 + 160.00: one CFDI, SubTotal 1 000.00, IVA
 * 160.00, Total 1 160.00.
 */
const t = useTestApp()
let admin = ''
let admin2 = ''
let ventas = ''
let contabilidad = ''
let loan: { origin: string; applicationId: number; folio: number }
let loanId = 0

/** The sandbox PAC, counting its stamps (a retried job must not stamp twice). */
const sandbox = cfdiIssuerOf()
let stamps = 0
const countingPac: PacProvider = {
  sandbox: true,
  stamp: (xml) => {
    stamps += 1
    return sandbox.pac.stamp(xml)
  },
  cancel: (request) => sandbox.pac.cancel(request),
}
const issuer = { csd: sandbox.csd, pac: countingPac }

const rowsOfLoan = () =>
  t.database.db.select().from(cfdiDocuments).where(eq(cfdiDocuments.loanId, loanId)).orderBy(cfdiDocuments.id)
const version = async () =>
  (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json().version as number
const get = (token: string, url: string) => t.as(token, { method: 'GET', url })

beforeAll(async () => {
  ;[admin, admin2, ventas, contabilidad] = await demoTokens(t, [
    'admin',
    'admin2',
    'ventas',
    'contabilidad',
  ] as const)
  await pinBusinessDate(t.database.db, '2031-01-15')
  loan = await exampleLoan(t, {
    principalCents: 4_000_000,
    annualRateBps: 3_000,
    termMonths: 12,
    disbursedOn: '2031-01-15',
    firstDueDate: '2031-02-14',
  })
  const [row] = await t.database.db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.applicationId, loan.applicationId))
  loanId = row!.id
  // The loan belongs to an ally ventas is not linked to and to nobody ventas is: out of their row scope.
  const seen = (await get(ventas, '/api/v1/loans?itemsPerPage=100')).json().items as Array<{ allyId: number }>
  const theirs = new Set(seen.map((item) => item.allyId))
  const every = (await get(admin, '/api/v1/loans?itemsPerPage=100')).json().items as Array<{ allyId: number }>
  const other = every.find((item) => !theirs.has(item.allyId))!.allyId
  await t.database.db
    .update(creditApplications)
    .set({ allyId: other, ownerUserId: null, sellerUserId: null })
    .where(eq(creditApplications.id, loan.applicationId))
}, 240_000)

describe('a payment that collects interest', () => {
  it('writes one pending CFDI in its transaction, stamped by the job: figures by hand, valid XSD', async () => {
    await pinBusinessDate(t.database.db, '2031-02-14')
    const paid = await t.as(admin, {
      method: 'POST',
      url: `${loanBase(loan)}/payments`,
      payload: { amountCents: 1_000_000, paidOn: '2031-02-14', method: 'spei', version: await version() },
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const [pending] = await rowsOfLoan()
    expect(pending).toMatchObject({ status: 'pending', subTotalCents: 100_000, ivaCents: 16_000 })
    await stampCfdi(t.database.db, issuer, pending!.id)
    // The job run again (a retry after a lost answer): nothing is stamped a second time.
    await stampCfdi(t.database.db, issuer, pending!.id)
    expect(stamps).toBe(1)
    const [stamped] = await rowsOfLoan()
    expect(stamped).toMatchObject({ status: 'stamped', totalCents: 116_000, sandbox: true })
    const root = parseXml(stamped!.xml!)
    // SubTotal 1 000.00; IVA 1 000.00 × 0.16 = 160.00; Total 1 000.00 + 160.00 = 1 160.00; SPEI is 03.
    expect([
      attributeOf(root, 'SubTotal'),
      attributeOf(root, 'Total'),
      attributeOf(root, 'FormaPago'),
    ]).toEqual(['1000.00', '1160.00', '03'])
    const conceptos = childrenNamed(childNamed(root, 'cfdi:Conceptos')!, 'cfdi:Concepto')
    expect(conceptos.map((concepto) => attributeOf(concepto, 'Importe'))).toEqual(['1000.00'])
    expect(attributeOf(childNamed(root, 'cfdi:Impuestos')!, 'TotalImpuestosTrasladados')).toBe('160.00')
    expect(validateXml(cfdiSchemas(), stamped!.xml!)).toEqual([])
    // Mailed to the customer with its XML and PDF.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, stamped!.customerEmail!))
    expect(mails.some((mail) => mail.subject.includes('CFDI'))).toBe(true)
  })

  it('a payment of principal only (a prepayment after the installment) has no CFDI', async () => {
    const paid = await t.as(admin, {
      method: 'POST',
      url: `${loanBase(loan)}/payments`,
      payload: { amountCents: 50_000, paidOn: '2031-02-14', method: 'spei', version: await version() },
    })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(await rowsOfLoan()).toHaveLength(1)
  })

  it('interest 1 000.00 + IVA 160.00 and a fee 350.00 + IVA 56.00 make one CFDI of two conceptos', async () => {
    const paymentId = 900_001
    const event = {
      kind: 'recorded' as const,
      loanId,
      applicationId: loan.applicationId,
      paymentId,
      amountCents: 157_600,
      paidOn: '2031-02-14',
      method: 'bank_cash',
      allocation: {
        lateInterestCents: 0,
        lateInterestIvaCents: 0,
        feesCents: 35_000,
        feesIvaCents: 5_600,
        interestCents: 100_000,
        ivaCents: 16_000,
        insuranceCents: 0,
        principalCents: 1_000,
        prepaymentCents: 0,
        unappliedCents: 0,
        interestCreditCents: 0,
        payoff: false,
      },
      businessDate: '2031-02-14',
      actorUserId: 1,
    }
    // Announced twice (a replay): still one CFDI.
    await t.database.db.transaction((tx) => followPayment(tx, event))
    await t.database.db.transaction((tx) => followPayment(tx, event))
    const rows = (await rowsOfLoan()).filter((row) => row.paymentId === paymentId)
    expect(rows).toHaveLength(1)
    await stampCfdi(t.database.db, issuer, rows[0]!.id)
    const [row] = (await rowsOfLoan()).filter((one) => one.paymentId === paymentId)
    const root = parseXml(row!.xml!)
    // SubTotal 1 000.00 + 350.00 = 1 350.00; IVA 160.00 + 56.00 = 216.00; Total 1 566.00; cash is 01.
    expect([
      attributeOf(root, 'SubTotal'),
      attributeOf(root, 'Total'),
      attributeOf(root, 'FormaPago'),
    ]).toEqual(['1350.00', '1566.00', '01'])
    const conceptos = childrenNamed(childNamed(root, 'cfdi:Conceptos')!, 'cfdi:Concepto')
    expect(conceptos.map((concepto) => attributeOf(concepto, 'Importe'))).toEqual(['1000.00', '350.00'])
    expect(attributeOf(childNamed(root, 'cfdi:Impuestos')!, 'TotalImpuestosTrasladados')).toBe('216.00')
    expect(validateXml(cfdiSchemas(), row!.xml!)).toEqual([])
  })
})

describe('the API', () => {
  it('lists with filters, answers one, downloads XML and PDF', async () => {
    const [first] = await rowsOfLoan()
    const list = await get(contabilidad, `/api/v1/accounting/cfdi?loanFolio=${loan.folio}&status=stamped`)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().total).toBe(2)
    const byUuid = await get(contabilidad, `/api/v1/accounting/cfdi?uuid=${first!.uuid!.toLowerCase()}`)
    expect(byUuid.json().items.map((item: { id: number }) => item.id)).toEqual([first!.id])
    const xml = await get(contabilidad, `/api/v1/accounting/cfdi/${first!.id}/xml`)
    expect(xml.statusCode).toBe(200)
    expect(xml.body).toBe(first!.xml)
    const pdf = await get(contabilidad, `/api/v1/accounting/cfdi/${first!.id}/pdf`)
    expect(pdf.body.slice(0, 5)).toBe('%PDF-')
    const ofLoan = await get(admin, `${loanBase(loan)}/cfdi`)
    expect(ofLoan.json().items).toHaveLength(2)
  })

  it('refuses bad filters with 400 naming each field, writing nothing', async () => {
    const answer = await get(
      contabilidad,
      '/api/v1/accounting/cfdi?status=lost&from=2031-02-30&uuid=nope&loanFolio=-1',
    )
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().errors).sort()).toEqual(['from', 'loanFolio', 'status', 'uuid'])
    const reversed = await get(contabilidad, '/api/v1/accounting/cfdi?from=2031-03-01&to=2031-02-01')
    expect(Object.keys(reversed.json().errors)).toEqual(['to'])
  })

  it("another ally's seller gets a 404 for the loan's CFDI, as for the loan", async () => {
    const [first] = await rowsOfLoan()
    expect((await get(ventas, loanBase(loan))).statusCode).toBe(404)
    expect((await get(ventas, `/api/v1/accounting/cfdi/${first!.id}/xml`)).statusCode).toBe(404)
    expect((await get(ventas, `${loanBase(loan)}/cfdi`)).statusCode).toBe(404)
  })

  it('retry only takes a failed CFDI; resend only a stamped one, at the version read', async () => {
    const [first] = await rowsOfLoan()
    const retry = await t.as(contabilidad, {
      method: 'POST',
      url: `/api/v1/accounting/cfdi/${first!.id}/retry`,
      payload: { version: first!.version },
    })
    expect(retry.statusCode).toBe(409)
    const stale = await t.as(contabilidad, {
      method: 'POST',
      url: `/api/v1/accounting/cfdi/${first!.id}/resend`,
      payload: { version: first!.version + 5 },
    })
    expect(stale.json().code).toBe('stale_version')
    const resent = await t.as(contabilidad, {
      method: 'POST',
      url: `/api/v1/accounting/cfdi/${first!.id}/resend`,
      payload: { version: first!.version },
    })
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json().version).toBe(first!.version + 1)
  })
})

describe('a reversed payment', () => {
  it('cancels its stamped CFDI at the SAT with motive 02 (the job), once', async () => {
    const detail = (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json()
    const [first] = await rowsOfLoan()
    const reversed = await t.as(admin2, {
      method: 'POST',
      url: `${loanBase(loan)}/payments/${first!.paymentId}/reversal`,
      payload: { reason: 'Pago aplicado al crédito equivocado', version: detail.version },
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    const [asked] = await rowsOfLoan()
    expect(asked).toMatchObject({ status: 'cancel_pending', cancellationMotive: '02' })
    await cancelStampedCfdi(t.database.db, issuer, first!.id)
    await cancelStampedCfdi(t.database.db, issuer, first!.id)
    const [cancelled] = await rowsOfLoan()
    expect(cancelled!.status).toBe('cancelled')
    expect(cancelled!.cancellationAcuse).toContain('EstatusUUID="201"')
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = 'cfdi.cancel' and payload->>'cfdiId' = ${String(first!.id)}`,
    )
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1)
  })
})
