import { describe, expect, it } from 'vitest'
import { mayCoordinateVisits, mayReadAllVisits, mayWorkFieldVisits } from './access'
import { bookingCreateSchema, visitRequestCreateSchema } from './field-visits'
import { nextZoom, photoViewer } from './photo-viewer'
import { visitValidationRequestSchema } from './visit-report'
import { needMet, rulesAllow } from '../permissions/rule-predicates'
import { screenEntries } from '../screens/screens'

describe('the photo viewer (spec §9)', () => {
  it('keeps the spec constants', () => {
    expect(photoViewer).toEqual({
      slideshowIntervalMs: 5000,
      zoomStep: 0.1,
      minZoom: 0.01,
      maxZoom: 100,
      initialCoverage: 0.9,
      zIndex: 2015,
    })
  })
  it('zooms by steps of 0.1 within 0.01 and 100', () => {
    expect(nextZoom(1, 1)).toBe(1.1)
    expect(nextZoom(1, -3)).toBe(0.7)
    expect(nextZoom(0.05, -1)).toBe(0.01)
    expect(nextZoom(99.95, 2)).toBe(100)
  })
})

describe('who works the visit', () => {
  const analyst = [
    { action: 'manage', subject: 'analysis' },
    { action: 'manage', subject: 'field_visit' },
  ] as const
  const agent = [
    { action: 'read', subject: 'field_visit' },
    { action: 'update', subject: 'field_visit' },
  ] as const
  /** The visitador's rules before issue 30: the whole análisis stage, and no longer a field agent. */
  const oldAgent = [
    { action: 'read', subject: 'analysis' },
    { action: 'update', subject: 'analysis' },
  ] as const
  const desk = [{ action: 'manage', subject: 'Admin' }] as const
  const committee = [{ action: 'manage', subject: 'purchase' }] as const
  it('analysts coordinate and validate; agents only fill; the desk and the committee read', () => {
    expect(mayCoordinateVisits(analyst)).toBe(true)
    expect([mayCoordinateVisits(desk), mayReadAllVisits(desk)]).toEqual([false, true])
    expect([mayCoordinateVisits(agent), mayWorkFieldVisits(agent)]).toEqual([false, true])
    expect(mayReadAllVisits(agent)).toBe(false)
    expect(mayReadAllVisits(committee)).toBe(true)
    // The field visit has its own subject: update on analysis no longer makes a field agent.
    expect([mayWorkFieldVisits(oldAgent), mayCoordinateVisits(oldAgent)]).toEqual([false, false])
    expect(mayCoordinateVisits([{ action: 'manage', subject: 'analysis' }])).toBe(false)
  })
})

describe('visit schemas', () => {
  it('a request window ends on or after it starts', () => {
    const result = visitRequestCreateSchema.safeParse({
      reason: 'Verificar',
      preferredFrom: '2026-12-10',
      preferredTo: '2026-12-01',
    })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['preferredTo'])
  })
  it('a booking lasts 30 minutes to 4 hours, and ends after it starts', () => {
    const base = { requestId: 1, agentId: 2, startsAt: '2026-12-01T16:00:00Z' }
    expect(bookingCreateSchema.safeParse({ ...base, endsAt: '2026-12-01T17:00:00Z' }).success).toBe(true)
    expect(bookingCreateSchema.safeParse({ ...base, endsAt: '2026-12-01T16:10:00Z' }).success).toBe(false)
    expect(bookingCreateSchema.safeParse({ ...base, endsAt: '2026-12-01T15:00:00Z' }).success).toBe(false)
  })
  it('a revisit needs its reason; accepting does not', () => {
    const base = { requestId: 1, version: 1 }
    expect(visitValidationRequestSchema.safeParse({ ...base, decision: 'accepted' }).success).toBe(true)
    expect(visitValidationRequestSchema.safeParse({ ...base, decision: 'revisit' }).success).toBe(false)
  })
})

describe('the field agent’s navigation (issue 30)', () => {
  it('shows the agent its visits and the visit form, and none of the analysts’ screens', () => {
    const agent = [
      { action: 'read', subject: 'Documentos' },
      { action: 'read', subject: 'partners' },
      { action: 'read', subject: 'field_visit' },
      { action: 'update', subject: 'field_visit' },
    ] as const
    const open = screenEntries
      .filter(([, screen]) => screen.access === 'protected' && screen.permission)
      .filter(([, screen]) => needMet(screen.permission!, (need) => rulesAllow(agent, need)))
      .map(([id]) => id)
    expect(open).toEqual(expect.arrayContaining(['myVisits', 'visitForm']))
    expect(open).not.toContain('fieldVisits')
    expect(open).not.toContain('blacklist')
    expect(open).not.toContain('creditPolicy')
  })
})
