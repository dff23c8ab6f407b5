import { actions, subjects } from '@mesa/contracts'
import { describe, expect, it } from 'vitest'
import ar from '../locales/ar.json'
import en from '../locales/en.json'
import es from '../locales/es-app.json'
import fr from '../locales/fr.json'

describe('permission words', () => {
  it.each(Object.entries({ es, en, fr, ar }))('%s names every subject and action', (_, dictionary) => {
    const named = dictionary as {
      subjects: Record<string, string>
      permissionActions: Record<string, string>
    }
    for (const subject of subjects) expect(named.subjects[subject], subject).toBeTruthy()
    for (const action of actions) expect(named.permissionActions[action], action).toBeTruthy()
  })
})
