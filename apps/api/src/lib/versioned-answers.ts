import type { DataVersions } from './data-versions'

interface KeptAnswer<T> {
  version: string
  answer: T
}

/**
 * Answers computed from one named data set, kept in memory under the version they were read at, so the same
 * question asked again while that data is unchanged is answered without the database (issue 12: the ally list
 * ahead of a JSON server). The version is read before the answer is computed: a change committed in between
 * makes the kept answer newer than its version, never older, and the next question (at the new version) does
 * not use it. The least recently used answers go first beyond `maxAnswers`.
 */
export class VersionedAnswers<T> {
  private readonly kept = new Map<string, KeptAnswer<T>>()

  constructor(
    private readonly versions: DataVersions,
    private readonly dataSet: string,
    private readonly options: { maxAnswers: number; keep?: (answer: T) => boolean },
  ) {}

  /** The kept answer to `question` at the data's current version, or `compute`'s (kept when `keep` allows). */
  async answer(question: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.versions.current(this.dataSet)
    const kept = this.kept.get(question)
    if (kept && kept.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(question)
      this.kept.set(question, kept)
      return kept.answer
    }
    const answer = await compute()
    if (this.options.keep?.(answer) ?? true) {
      this.kept.delete(question)
      this.kept.set(question, { version, answer })
      while (this.kept.size > this.options.maxAnswers) this.kept.delete(this.kept.keys().next().value!)
    }
    return answer
  }
}
