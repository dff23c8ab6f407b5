import { describe, expect, it, vi } from 'vitest'
import { createPreferenceStore, preferenceDefaults, type KeyValueStorage } from './preferences'

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('preference store', () => {
  it('returns the spec defaults when nothing is stored', () => {
    expect(createPreferenceStore(memoryStorage()).all()).toEqual(preferenceDefaults)
    expect(preferenceDefaults.language).toBe('es')
    expect(preferenceDefaults.contentWidth).toBe('boxed')
  })

  it('stores values as JSON under keys prefixed with the app title', () => {
    const storage = memoryStorage()
    const store = createPreferenceStore(storage)
    store.set('language', 'ar')
    store.set('navCollapsed', false)
    expect(storage.data.get('Mesa-language')).toBe('"ar"')
    expect(storage.data.get('Mesa-navCollapsed')).toBe('false')
    expect(createPreferenceStore(storage).get('language')).toBe('ar')
  })

  it('ignores invalid or unreadable values', () => {
    const storage = memoryStorage({
      'Mesa-language': '"de"',
      'Mesa-skin': '{oops',
      'Mesa-contentWidth': '"wide"',
    })
    const store = createPreferenceStore(storage)
    expect(store.get('language')).toBe('es')
    expect(store.get('skin')).toBe('default')
    expect(store.get('contentWidth')).toBe('wide')
  })

  it('notifies subscribers and survives a storage that throws', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    const store = createPreferenceStore(throwing)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set('skin', 'bordered')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get('skin')).toBe('bordered')
  })
})
