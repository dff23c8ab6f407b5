import { describe, expect, it } from 'vitest'
import { processRegistry, snapshotProcessRegistries } from '../../src/lib/process-registry'

describe('process registries', () => {
  it('are put back as they were: entries added since the snapshot go, replaced ones return', () => {
    const gates = processRegistry<string, string>([['policy_bound', 'real gate']])
    const restore = snapshotProcessRegistries()
    gates.set('policy_bound', 'test override')
    gates.set('test.every-minute', 'test-only schedule')
    restore()
    expect([...gates]).toEqual([['policy_bound', 'real gate']])
  })

  it('leave a registry made after the snapshot as it is', () => {
    const restore = snapshotProcessRegistries()
    const later = processRegistry<string, number>([['kept', 1]])
    restore()
    expect(later.get('kept')).toBe(1)
  })
})
