import { describe, expect, it } from 'vitest'
import { campaignFieldOf, campaignFormSchema, emptyCampaign } from './campaign-form-values'

describe('the new campaign form', () => {
  it('names what is missing before anything is sent', () => {
    const result = campaignFormSchema.safeParse(emptyCampaign)
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['name', 'templateId', 'channelId']))
  })

  it('sends the contract’s body: the audience grouped, numbers as numbers, the schedule as an instant', () => {
    const result = campaignFormSchema.safeParse({
      ...emptyCampaign,
      name: ' Bienvenida ',
      templateId: 3,
      channelId: 1,
      stages: ['captura'],
      minDaysInStage: '2',
      ratePerMinute: '60',
      scheduledAt: '2026-12-01T09:30',
      variables: [{ source: 'fixed', fixed: 'Hola' }],
    })
    expect(result.data).toMatchObject({
      name: 'Bienvenida',
      templateId: 3,
      channelId: 1,
      audience: { stages: ['captura'], products: [], minDaysInStage: 2 },
      variables: [{ source: 'fixed', fixed: 'Hola' }],
      scheduledAt: new Date('2026-12-01T09:30').toISOString(),
      ratePerMinute: 60,
    })
  })

  it('puts a wrong number and the audience’s paths on their fields', () => {
    const result = campaignFormSchema.safeParse({ ...emptyCampaign, ratePerMinute: 'x' })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('ratePerMinute')
    expect(campaignFieldOf('audience.minDaysInStage')).toBe('minDaysInStage')
    expect(campaignFieldOf('audience.stages.1')).toBe('stages')
    expect(campaignFieldOf('variables.0.fixed')).toBe('variables.0.fixed')
  })
})
