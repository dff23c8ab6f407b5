import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AbilityRule } from '@mesa/contracts'
import { auditEvents, directDebitMandates, directDebitRuns, roles } from '../../src/db/schema'
import { CARD, CLABE, directDebitSuite, type DebitLoan, type DirectDebitSuite } from '../helpers/direct-debit'
import type { TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

/** Direct debit (issue 35 item 3): who may, and the mandates (docs/direct-debit.md "Mandates"). */
let s: DirectDebitSuite
let t: TestApp
let tokens: Record<string, string>
let today = ''
let loanA: DebitLoan
let loanC: DebitLoan
const as: DirectDebitSuite['as'] = (...args) => s.as(...args)
const upload: DirectDebitSuite['upload'] = (...args) => s.upload(...args)
const countOf: DirectDebitSuite['countOf'] = (table) => s.countOf(table)
const registerWithAuthorization: DirectDebitSuite['registerWithAuthorization'] = (loan, body) =>
  s.registerWithAuthorization(loan, body)

beforeAll(async () => {
  s = await directDebitSuite()
  ;({ t, tokens, today, loanA, loanC } = s)
}, 240_000)
afterAll(() => t.close())

describe('who may', () => {
  it('a seller gets 403 on every route, and nothing is written', async () => {
    const mandate = {
      loanId: 1,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'X Y',
      maxAmountCents: 1,
    }
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/mandates')).statusCode).toBe(403)
    expect((await as('ventas', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/runs')).statusCode).toBe(403)
    expect((await as('ventas', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode).toBe(
      403,
    )
    expect((await as('ventas', 'GET', '/api/v1/direct-debit/runs/1/file')).statusCode).toBe(403)
    expect(
      (await upload('ventas', '/api/v1/direct-debit/runs/1/answers', 'a.txt', 'text/plain', Buffer.from('x')))
        .statusCode,
    ).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
  })

  it('treasury makes runs but registers no mandate; the desk registers but makes no run', async () => {
    const mandate = {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    }
    expect((await as('tesoreria', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect((await as('mesa', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode).toBe(
      403,
    )
    expect(
      (await as('cobranza', 'POST', '/api/v1/direct-debit/runs', { billingDate: today })).statusCode,
    ).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
    expect(await countOf(directDebitRuns)).toBe(0)
  })

  it('a role scoped to its allies is refused even holding the subject (head-office records)', async () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'direct_debit' },
      { action: 'create', subject: 'direct_debit' },
    ]
    const scoped = await createUserWithRules(t.database.db, rules)
    await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
    tokens.scoped = (await t.login(scoped.email, scoped.password)).accessToken
    for (const url of ['/api/v1/direct-debit/mandates', '/api/v1/direct-debit/runs'])
      expect({ url, status: (await as('scoped', 'GET', url)).statusCode }).toEqual({ url, status: 403 })
    const mandate = {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: CLABE,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    }
    expect((await as('scoped', 'POST', '/api/v1/direct-debit/mandates', mandate)).statusCode).toBe(403)
    expect(await countOf(directDebitMandates)).toBe(0)
  })
})

describe('bad mandates', () => {
  it('answer 400 naming each field, never 500, and write nothing', async () => {
    const wrongCheck = CLABE.slice(0, 17) + String((Number(CLABE[17]) + 1) % 10)
    const badClabe = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'clabe',
      accountNumber: wrongCheck,
      holderName: 'Ana Pérez',
      maxAmountCents: 100_000,
    })
    expect(badClabe.statusCode).toBe(400)
    expect(badClabe.json().errors).toEqual({ accountNumber: ['invalid_check_digit'] })
    const badCard = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'card',
      accountNumber: '4111111111111112',
      holderName: 'Ana Pérez',
      maxAmountCents: 100_000,
    })
    expect(badCard.json().errors).toEqual({ accountNumber: ['invalid_check_digit'] })
    const missing = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      accountKind: 'cheque',
      maxAmountCents: 1.5,
    })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'accountKind',
      'accountNumber',
      'holderName',
      'loanId',
      'maxAmountCents',
    ])
    const noLoan = await as('mesa', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: 999_999,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'Ana Pérez',
      maxAmountCents: 100,
    })
    expect(noLoan.statusCode).toBe(400)
    expect(noLoan.json().errors).toEqual({ loanId: ['not_found'] })
    expect(await countOf(directDebitMandates)).toBe(0)
  })
})

describe('mandates', () => {
  it('one active per loan (409 on a second), shown masked, revoked with date and reason, audited', async () => {
    const first = await registerWithAuthorization(loanA, {
      accountKind: 'clabe',
      accountNumber: CLABE.replace(/(\d{6})/, '$1 '),
      holderName: 'José Luis Hernández Pérez',
      maxAmountCents: 5_000_000,
    })
    expect(first).toMatchObject({
      accountLast4: CLABE.slice(-4),
      status: 'active',
      authorization: { fileName: 'autorizacion.pdf' },
    })
    expect(JSON.stringify(first)).not.toContain(CLABE)
    const [stored] = await t.database.db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.id, first.id))
    expect(stored!.accountSealed).not.toContain(CLABE)
    const second = await as('cobranza', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanA.loanId,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'José Luis Hernández Pérez',
      maxAmountCents: 100,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('mandate_already_active')
    // Loan C's mandate is revoked: it is left out of the run.
    const other = await as('cobranza', 'POST', '/api/v1/direct-debit/mandates', {
      loanId: loanC.loanId,
      accountKind: 'card',
      accountNumber: CARD,
      holderName: 'Pedro Gómez',
      maxAmountCents: 100_000,
    })
    expect(other.statusCode).toBe(201)
    const revoked = await s.revoke(other.json(), 'El cliente canceló la domiciliación')
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      revokedOn: today,
      revocationReason: 'El cliente canceló la domiciliación',
    })
    const stale = await s.revoke(other.json(), 'otra vez')
    expect(stale.statusCode).toBe(409)
    const actions = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'direct_debit_mandate'))
    expect(actions.map(({ action }) => action).sort()).toEqual([
      'direct_debit.mandate_authorization_uploaded',
      'direct_debit.mandate_registered',
      'direct_debit.mandate_registered',
      'direct_debit.mandate_revoked',
    ])
  })
})
