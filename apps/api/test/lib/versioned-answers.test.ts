import { describe, expect, it } from 'vitest'
import { VersionedAnswers } from '../../src/lib/versioned-answers'

/** A data set whose version the test moves by hand. */
function fakeVersions() {
  let version = 0
  return { versions: { current: async () => `v${version}` }, change: () => (version += 1) }
}

function counting<T>(value: (call: number) => T) {
  let calls = 0
  const compute = async () => value(++calls)
  return { compute, calls: () => calls }
}

describe('VersionedAnswers', () => {
  it('answers the same question from memory while the version is unchanged, and computes again after', async () => {
    const { versions, change } = fakeVersions()
    const answers = new VersionedAnswers<string>(versions, 'allies', { maxAnswers: 10 })
    const page = counting((call) => `page, computed ${call}`)
    expect(await answers.answer('q=a', page.compute)).toBe('page, computed 1')
    expect(await answers.answer('q=a', page.compute)).toBe('page, computed 1')
    expect(page.calls()).toBe(1)
    change()
    expect(await answers.answer('q=a', page.compute)).toBe('page, computed 2')
    expect(page.calls()).toBe(2)
  })

  it('keeps questions apart', async () => {
    const answers = new VersionedAnswers<string>(fakeVersions().versions, 'allies', { maxAnswers: 10 })
    expect(await answers.answer('all q=a', async () => 'a')).toBe('a')
    expect(await answers.answer('user:7 q=a', async () => 'only user 7')).toBe('only user 7')
    expect(await answers.answer('all q=a', async () => 'not asked')).toBe('a')
  })

  it('keeps an answer computed while the data changed under the version read before it, not the later one', async () => {
    const { versions, change } = fakeVersions()
    const answers = new VersionedAnswers<string>(versions, 'allies', { maxAnswers: 10 })
    // The change commits while the first answer is being computed: that answer may hold it or not.
    await answers.answer('q', async () => {
      change()
      return 'read during the change'
    })
    expect(await answers.answer('q', async () => 'after the change')).toBe('after the change')
  })

  it('does not keep answers `keep` refuses', async () => {
    const answers = new VersionedAnswers<number[]>(fakeVersions().versions, 'allies', {
      maxAnswers: 10,
      keep: (rows) => rows.length <= 2,
    })
    const big = counting(() => [1, 2, 3])
    await answers.answer('all rows', big.compute)
    await answers.answer('all rows', big.compute)
    expect(big.calls()).toBe(2)
  })

  it('lets the least recently used answer go beyond maxAnswers', async () => {
    const answers = new VersionedAnswers<string>(fakeVersions().versions, 'allies', { maxAnswers: 2 })
    await answers.answer('a', async () => 'a1')
    await answers.answer('b', async () => 'b1')
    await answers.answer('a', async () => 'a2') // a is now the most recently used
    await answers.answer('c', async () => 'c1') // b goes
    expect(await answers.answer('a', async () => 'a3')).toBe('a1')
    expect(await answers.answer('b', async () => 'b2')).toBe('b2')
  })
})
