import { describe, expect, it } from 'vitest'
import type { AbilityRule } from '../permissions/permissions'
import {
  mayAnswerClarification,
  mayLogContactAttempt,
  mayReadInvestigation,
  mayWorkValidationDesk,
} from './access'
import { documentEvidence, evidenceValue } from './evidence'
import {
  clarificationRequestSchema,
  contactAttemptRequestSchema,
  referenceCallRequestSchema,
} from './validation-desk'

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))].sort()

describe('reference calls', () => {
  it('accept a reference, an outcome and optional notes and time', () => {
    expect(referenceCallRequestSchema.parse({ referenceIndex: 1, outcome: 'verified' })).toEqual({
      referenceIndex: 1,
      outcome: 'verified',
      notes: '',
    })
    expect(
      referenceCallRequestSchema.safeParse({
        referenceIndex: 0,
        outcome: 'refused',
        calledAt: '2026-11-20T10:00:00-06:00',
      }).success,
    ).toBe(true)
  })

  it('name each wrong field', () => {
    const result = referenceCallRequestSchema.safeParse({
      referenceIndex: 1.5,
      outcome: 'maybe',
      calledAt: '2026-11-20',
    })
    expect(errorsOf(result)).toEqual(['calledAt', 'outcome', 'referenceIndex'])
    // Unknown fields are refused too (strict).
    expect(
      referenceCallRequestSchema.safeParse({ referenceIndex: 0, outcome: 'verified', extra: 1 }).success,
    ).toBe(false)
  })
})

describe('clarifications', () => {
  it('need at least one distinct item, a message and a due date', () => {
    expect(
      clarificationRequestSchema.safeParse({
        items: ['address', 'identificacion'],
        message: 'Corrige',
        dueOn: '2026-12-01',
      }).success,
    ).toBe(true)
    expect(
      errorsOf(clarificationRequestSchema.safeParse({ items: [], message: ' ', dueOn: '2026-02-30' })),
    ).toEqual(['dueOn', 'items', 'message'])
    expect(
      errorsOf(
        clarificationRequestSchema.safeParse({
          items: ['work', 'work'],
          message: 'Corrige',
          dueOn: '2026-12-01',
        }),
      ),
    ).toEqual(['items'])
  })
})

describe('contact attempts', () => {
  it('take a channel and an outcome; the next attempt is optional', () => {
    expect(
      contactAttemptRequestSchema.parse({ channel: 'whatsapp', outcome: 'reached' }).nextAttemptAt,
    ).toBeNull()
    expect(errorsOf(contactAttemptRequestSchema.safeParse({ channel: 'fax', outcome: 'reached' }))).toEqual([
      'channel',
    ])
  })
})

describe('who may', () => {
  const desk: AbilityRule[] = [
    { action: 'manage', subject: 'Admin' },
    { action: 'read', subject: 'analysis' },
  ]
  const seller: AbilityRule[] = [
    { action: 'create', subject: 'Documentos' },
    { action: 'manage', subject: 'moto_assist' },
  ]
  const analyst: AbilityRule[] = [{ action: 'manage', subject: 'analysis' }]

  it('the desk works the desk; analysts read it; sellers answer only their products', () => {
    expect(mayWorkValidationDesk(desk)).toBe(true)
    expect(mayWorkValidationDesk(analyst)).toBe(false)
    expect(mayReadInvestigation(analyst)).toBe(true)
    expect(mayReadInvestigation(seller)).toBe(false)
    expect(mayAnswerClarification(seller, 'moto')).toBe(true)
    expect(mayAnswerClarification(seller, 'auto')).toBe(false)
    expect(mayAnswerClarification(desk, 'auto')).toBe(false)
  })

  it('a contact attempt: the desk always, others in the stage they work', () => {
    expect(mayLogContactAttempt(desk, 'visita', 'auto')).toBe(true)
    expect(mayLogContactAttempt(analyst, 'analisis', 'auto')).toBe(true)
    expect(mayLogContactAttempt(analyst, 'contrato', 'auto')).toBe(false)
  })
})

describe('evidence', () => {
  it('reads nested captured values and names a path for every required document', () => {
    const detail = { applicant: { curp: 'X' }, product: { vehicle: { vin: 'V' } }, address: null }
    expect(evidenceValue(detail, 'applicant.curp')).toBe('X')
    expect(evidenceValue(detail, 'product.vehicle.vin')).toBe('V')
    expect(evidenceValue(detail, 'address.street')).toBeUndefined()
    expect(documentEvidence.identificacion).toContain('applicant.curp')
    expect(documentEvidence.comprobante_domicilio).toContain('address.postalCode')
  })
})
