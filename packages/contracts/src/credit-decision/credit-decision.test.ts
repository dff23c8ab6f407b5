import { describe, expect, it } from 'vitest'
import type { AbilityRule } from '../permissions/permissions'
import { mayAuthoriseTerms, mayReadAnswerSheet, mayReadDeliberation, mayVoteInCommittee } from './access'
import { authorisationRequestSchema, voteRequestSchema } from './credit-decision'

const fieldsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  [...new Set(result.error?.issues.map((issue) => issue.path.join('.')) ?? [])].sort()

describe('voteRequestSchema', () => {
  it('takes a plain approval, conditions only with "approve with conditions", reasons only with "reject"', () => {
    expect(voteRequestSchema.safeParse({ vote: 'approve' }).success).toBe(true)
    expect(fieldsOf(voteRequestSchema.safeParse({ vote: 'approve_with_conditions' }))).toEqual(['conditions'])
    expect(fieldsOf(voteRequestSchema.safeParse({ vote: 'reject' }))).toEqual(['rejectReasons'])
    expect(
      fieldsOf(
        voteRequestSchema.safeParse({
          vote: 'approve',
          rejectReasons: ['bureau_history'],
          conditions: [{ kind: 'other', text: 'Aval' }],
        }),
      ),
    ).toEqual(['conditions', 'rejectReasons'])
  })

  it('needs a value for a larger down payment or shorter term, a text for the other kinds, notes for "other"', () => {
    const withCondition = (condition: object) =>
      voteRequestSchema.safeParse({ vote: 'approve_with_conditions', conditions: [condition] })
    expect(fieldsOf(withCondition({ kind: 'shorter_term' }))).toEqual(['conditions.0.value'])
    expect(fieldsOf(withCondition({ kind: 'co_signer' }))).toEqual(['conditions.0.text'])
    expect(withCondition({ kind: 'larger_down_payment', value: 50_000_00 }).success).toBe(true)
    expect(fieldsOf(voteRequestSchema.safeParse({ vote: 'reject', rejectReasons: ['other'] }))).toEqual([
      'notes',
    ])
    expect(
      fieldsOf(
        voteRequestSchema.safeParse({ vote: 'reject', rejectReasons: ['other', 'other'], notes: 'x y z' }),
      ),
    ).toEqual(['rejectReasons'])
  })
})

describe('authorisationRequestSchema', () => {
  it('names every field that is not whole centavos, basis points or months', () => {
    const result = authorisationRequestSchema.safeParse({
      amountCents: 1.5,
      downPaymentCents: -1,
      annualRateBps: 20_001,
      termMonths: 0,
      openingFeeBps: 2_001,
      insuranceMonthlyCents: 'x',
      firstDueDate: '2026-02-30',
      supersedes: 0,
    })
    expect(fieldsOf(result)).toEqual([
      'amountCents',
      'annualRateBps',
      'downPaymentCents',
      'firstDueDate',
      'insuranceMonthlyCents',
      'openingFeeBps',
      'supersedes',
      'termMonths',
    ])
  })
})

describe('who takes part', () => {
  const committee: AbilityRule[] = [{ action: 'manage', subject: 'purchase' }]
  const analyst: AbilityRule[] = [{ action: 'manage', subject: 'analysis' }]
  const seller: AbilityRule[] = [{ action: 'manage', subject: 'auto_assist' }]
  it('the committee votes and authorises; analysts read the resume; the ally reads only the letter', () => {
    expect(mayVoteInCommittee(committee, 'auto')).toBe(true)
    expect(mayAuthoriseTerms(committee, 'moto')).toBe(true)
    expect(mayVoteInCommittee(analyst, 'auto')).toBe(false)
    expect(mayReadDeliberation(analyst)).toBe(true)
    expect(mayReadDeliberation(seller)).toBe(false)
    expect(mayReadAnswerSheet(seller, 'auto')).toBe(true)
    expect(mayReadAnswerSheet(seller, 'moto')).toBe(false)
  })
})
