import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  groupedClabe,
  lenderPaths,
  paymentReferenceOf,
  referencedClabeOf,
  type LenderProfile,
} from '@mesa/contracts'
import { loanPaymentReferences } from '../../src/db/schema'
import { loanOfPaymentReference, loanOfReferencedClabe } from '../../src/features/payment-references'
import { backfillPaymentReferences } from '../../src/features/loan-servicing'
import { exampleLoan } from '../helpers/example-loans'
import { demoTokens } from '../helpers/demo-sign-in'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 35, item 1: each loan's payment reference and referenced CLABE. The check digits are worked by hand
 * in packages/contracts/src/payment-references/payment-references.test.ts; here: assigned on opening, stored
 * unique, answered by GET …/loan, printed on the statement and the welcome letter, found by the doors the
 * bank statements use, and the lender's concentrating account validated.
 *
 * The example loan: 120 000.00 at 24 % a year over 12 months, disbursed 15 Jan 2026, first due 15 Feb 2026
 * (31 days, actual/360): interest 120 000.00 × 24 % × 31 / 360 = 2 480.00, IVA 16 % 396.80; the level payment
 * 2 400.00 / (1 − 1.02^−12) = 11 347.15, so the first installment asks 11 347.15 + 396.80 = 11 743.95.
 */
const { session, as, list } = loanSession({ listActive: false })
let adminToken = ''
const db = () => session.t.database.db
let loan: { origin: string; applicationId: number; folio: number }
let loanId = 0

beforeAll(async () => {
  ;[adminToken] = await demoTokens(session.t, ['admin'])
  loan = await exampleLoan(session.t, {
    principalCents: 12_000_000,
    annualRateBps: 2_400,
    termMonths: 12,
    disbursedOn: '2026-01-15',
    firstDueDate: '2026-02-15',
  })
  loanId = (await as('admin', 'GET', loanBase(loan))).json().id
})

async function pdfToText(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'mesa-pdf-'))
  try {
    await writeFile(join(dir, 'file.pdf'), pdf)
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', join(dir, 'file.pdf'), '-'])
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe('a loan gets its reference and CLABE when it opens', () => {
  it('GET …/loan answers both: the number on nine digits plus its check digit, the CLABE under 646 180 1572', async () => {
    const detail = (await as('admin', 'GET', loanBase(loan))).json()
    expect(detail.paymentReference).toBe(paymentReferenceOf(loanId))
    expect(detail.paymentReference).toBe(`${String(loanId).padStart(9, '0')}${detail.paymentReference[9]}`)
    // The standard concentrating account: bank 646 (STP), plaza 180, prefix 1572, the loan's number on 7.
    expect(detail.referencedClabe.slice(0, 17)).toBe(`6461801572${String(loanId).padStart(7, '0')}`)
    expect(detail.referencedClabe).toBe(
      referencedClabeOf({ bankCode: '646', plaza: '180', accountPrefix: '1572' }, loanId),
    )
    const [stored] = await db()
      .select()
      .from(loanPaymentReferences)
      .where(eq(loanPaymentReferences.loanId, loanId))
    expect(stored).toMatchObject({
      applicationId: loan.applicationId,
      reference: detail.paymentReference,
      clabe: detail.referencedClabe,
    })
  })

  it('every seeded loan has one, none shared, and the database refuses a second of either', async () => {
    const rows = await db().select().from(loanPaymentReferences)
    expect(rows.length).toBeGreaterThan(2)
    expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length)
    expect(new Set(rows.map((row) => row.clabe)).size).toBe(rows.length)
    const [first, second] = rows
    await expect(
      db()
        .update(loanPaymentReferences)
        .set({ reference: first!.reference })
        .where(eq(loanPaymentReferences.id, second!.id)),
    ).rejects.toThrow()
    await expect(
      db()
        .update(loanPaymentReferences)
        .set({ clabe: first!.clabe })
        .where(eq(loanPaymentReferences.id, second!.id)),
    ).rejects.toThrow()
  })

  it('a loan opened before references existed is shown them without a write; the start-up back-fill stores the same', async () => {
    const before = (await as('admin', 'GET', loanBase(loan))).json()
    await db().delete(loanPaymentReferences).where(eq(loanPaymentReferences.loanId, loanId))
    const shown = (await as('admin', 'GET', loanBase(loan))).json()
    expect([shown.paymentReference, shown.referencedClabe]).toEqual([
      before.paymentReference,
      before.referencedClabe,
    ])
    // The read is a read: nothing stored until the back-fill every start runs (seed/bootstrap.ts).
    expect(await db().$count(loanPaymentReferences, eq(loanPaymentReferences.loanId, loanId))).toBe(0)
    expect(await backfillPaymentReferences(db())).toBe(1)
    expect(await backfillPaymentReferences(db())).toBe(0)
    const [stored] = await db()
      .select({ reference: loanPaymentReferences.reference, clabe: loanPaymentReferences.clabe })
      .from(loanPaymentReferences)
      .where(eq(loanPaymentReferences.loanId, loanId))
    expect([stored!.reference, stored!.clabe]).toEqual([before.paymentReference, before.referencedClabe])
  })
})

describe('the doors the bank statements match lines through', () => {
  it('find the loan by reference as banks print it, and refuse a wrong check digit', async () => {
    const reference = paymentReferenceOf(loanId)
    const expected = { loanId, applicationId: loan.applicationId }
    const spaced = `${reference.slice(0, 3)} ${reference.slice(3, 6)}-${reference.slice(6)}`
    for (const printed of [reference, spaced, reference.replace(/^0+/, ''), ` 00${reference} `])
      expect(await loanOfPaymentReference(db(), printed), printed).toEqual(expected)
    const wrong = `${reference.slice(0, 9)}${(Number(reference[9]) + 1) % 10}`
    expect(await loanOfPaymentReference(db(), wrong)).toBeNull()
    expect(await loanOfPaymentReference(db(), 'REF 123')).toBeNull()
    // A well-formed reference no loan has.
    expect(await loanOfPaymentReference(db(), paymentReferenceOf(987_654_321))).toBeNull()
  })

  it('find the loan by referenced CLABE the same way', async () => {
    const clabe = (await as('admin', 'GET', loanBase(loan))).json().referencedClabe as string
    const expected = { loanId, applicationId: loan.applicationId }
    for (const printed of [clabe, groupedClabe(clabe), groupedClabe(clabe).replace(/ /g, '-')])
      expect(await loanOfReferencedClabe(db(), printed), printed).toEqual(expected)
    const wrong = `${clabe.slice(0, 17)}${(Number(clabe[17]) + 1) % 10}`
    expect(await loanOfReferencedClabe(db(), wrong)).toBeNull()
    // The published example is a valid CLABE, but no loan's.
    expect(await loanOfReferencedClabe(db(), '032180000118359719')).toBeNull()
  })
})

describe('printed for the customer', () => {
  it('the statement answers both and its PDF prints the CLABE grouped, the reference and how to pay', async () => {
    const statement = await as('admin', 'GET', `${loanBase(loan)}/statements/2026-02`)
    expect(statement.statusCode, statement.body).toBe(200)
    const { paymentReference, referencedClabe } = statement.json()
    expect(paymentReference).toBe(paymentReferenceOf(loanId))
    const pdf = await as('admin', 'GET', `${loanBase(loan)}/statements/2026-02/pdf`)
    expect(pdf.statusCode).toBe(200)
    const text = await pdfToText(pdf.rawPayload)
    expect(text).toContain('Cómo pagar')
    expect(text).toContain(groupedClabe(referencedClabe))
    expect(text).toContain(paymentReference)
  })

  it('the welcome letter: the lender, the customer, the terms, the CLABE, the reference', async () => {
    const response = await as('admin', 'GET', `${loanBase(loan)}/welcome-letter.pdf`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('application/pdf')
    const detail = (await as('admin', 'GET', loanBase(loan))).json()
    const text = await pdfToText(response.rawPayload)
    expect(text).toContain('Carta de bienvenida')
    expect(text).toContain('Mesa Financiera, S.A. de C.V., SOFOM, E.N.R.')
    expect(text).toContain(`Crédito ${loan.folio}`)
    expect(text).toContain('$120,000.00')
    expect(text).toContain('24.00 %')
    expect(text).toContain('12 pagos mensuales')
    expect(text).toContain('$11,743.95 el 15/02/2026')
    expect(text).toContain('CAT sin IVA')
    expect(text).toContain(groupedClabe(detail.referencedClabe))
    expect(text).toContain(detail.paymentReference)
  })

  it("a seller outside the loan's ally gets 404 for the letter, as for the loan; inside, the letter", async () => {
    const mine = new Set(
      ((await list('ventas')).items as Array<{ applicationId: number }>).map((item) => item.applicationId),
    )
    const all = (await list('admin')).items as Array<{ applicationId: number; origin: string }>
    const other = all.find((item) => !mine.has(item.applicationId))!
    expect((await as('ventas', 'GET', loanBase(other))).statusCode).toBe(404)
    expect((await as('ventas', 'GET', `${loanBase(other)}/welcome-letter.pdf`)).statusCode).toBe(404)
    const own = all.find((item) => mine.has(item.applicationId))!
    expect((await as('ventas', 'GET', `${loanBase(own)}/welcome-letter.pdf`)).statusCode).toBe(200)
  })
})

describe("the lender's concentrating account", () => {
  const put = (payload: object) =>
    session.t.as(adminToken, { method: 'PUT', url: lenderPaths.profile, payload })

  it('is validated: a 400 naming each wrong field, nothing saved', async () => {
    const { updatedAt: _updatedAt, ...profile } = (
      await session.t.as(adminToken, { method: 'GET', url: lenderPaths.profile })
    ).json<LenderProfile>()
    expect(profile.concentratingAccount).toEqual({ bankCode: '646', plaza: '180', accountPrefix: '1572' })
    const bad = await put({
      ...profile,
      concentratingAccount: { bankCode: '64', plaza: 'abc', accountPrefix: '1234567' },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'concentratingAccount.accountPrefix',
      'concentratingAccount.bankCode',
      'concentratingAccount.plaza',
    ])
    const missing = await put({ ...profile, concentratingAccount: { bankCode: '012', plaza: '180' } })
    expect(Object.keys(missing.json().errors)).toEqual(['concentratingAccount.accountPrefix'])
    // Three digits, but no bank of the ABM catalog has 999.
    const unknown = await put({
      ...profile,
      concentratingAccount: { ...profile.concentratingAccount, bankCode: '999' },
    })
    expect(unknown.json().errors).toEqual({
      'concentratingAccount.bankCode': ['unknown_reference'],
    })
    const after = (
      await session.t.as(adminToken, { method: 'GET', url: lenderPaths.profile })
    ).json<LenderProfile>()
    expect(after.version).toBe(profile.version)
  })

  it('a new one gives new loans CLABEs under it; loans opened before keep theirs', async () => {
    const { updatedAt: _updatedAt, ...profile } = (
      await session.t.as(adminToken, { method: 'GET', url: lenderPaths.profile })
    ).json<LenderProfile>()
    const account = { bankCode: '012', plaza: '320', accountPrefix: '98' }
    const saved = await put({ ...profile, concentratingAccount: account })
    expect(saved.statusCode, saved.body).toBe(200)
    const newer = await exampleLoan(session.t, {
      principalCents: 5_000_000,
      annualRateBps: 3_000,
      termMonths: 6,
      disbursedOn: '2026-03-10',
      firstDueDate: '2026-04-10',
    })
    const newDetail = (await as('admin', 'GET', loanBase(newer))).json()
    expect(newDetail.referencedClabe).toBe(referencedClabeOf(account, newDetail.id))
    expect(newDetail.referencedClabe.slice(0, 8)).toBe('01232098')
    const old = (await as('admin', 'GET', loanBase(loan))).json()
    expect(old.referencedClabe.slice(0, 6)).toBe('646180')
  })
})
