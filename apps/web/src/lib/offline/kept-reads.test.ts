import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetKeptReads, provideKeptReads } from './kept-reads'

describe('kept reads forgotten at sign-out', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks only the features whose database the phone has (none is created by signing out)', async () => {
    vi.stubGlobal('indexedDB', { databases: async () => [{ name: 'mesa-collections', version: 1 }] })
    const forgotten: string[] = []
    provideKeptReads([
      { database: 'mesa-field-visits', forget: async () => void forgotten.push('visits') },
      { database: 'mesa-collections', forget: async () => void forgotten.push('collections') },
    ])
    await forgetKeptReads()
    expect(forgotten).toEqual(['collections'])
  })

  it('asks every feature where the browser cannot list its databases, and one failing stops none', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const forgotten: string[] = []
    provideKeptReads([
      { database: 'mesa-field-visits', forget: () => Promise.reject(new Error('blocked')) },
      { database: 'mesa-collections', forget: async () => void forgotten.push('collections') },
    ])
    await expect(forgetKeptReads()).resolves.toBeUndefined()
    expect(forgotten).toEqual(['collections'])
  })
})
