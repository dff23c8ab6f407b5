import type { AllyListQuery, AllyListResponse } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { canonicalJson } from '../../lib/canonical-json'
import type { DataVersions } from '../../lib/data-versions'
import { VersionedAnswers } from '../../lib/versioned-answers'
import type { Viewer } from './ally-scope'
import { listAllies } from './allies.list'

/** Pages up to this many rows are kept: the list's page sizes (spec §9), not an "All" export-sized answer. */
const KEPT_PAGE_ROWS = 100

/**
 * The ally list (spec §7) answered from memory while the allies and their links are unchanged (migration 0012's
 * 'allies' version): the same page asked again by anyone who sees the same allies costs no query. Head-office
 * viewers share answers; a scoped viewer's answers are their own (their allies are decided by their links).
 */
export function allyListAnswers(versions: DataVersions) {
  const answers = new VersionedAnswers<AllyListResponse>(versions, 'allies', {
    maxAnswers: 500,
    keep: (answer) => answer.products.length <= KEPT_PAGE_ROWS,
  })
  return (db: Executor, query: AllyListQuery, viewer: Viewer) => {
    const sees = viewer.scope === 'all' ? 'all' : `user:${viewer.userId}`
    return answers.answer(`${sees} ${canonicalJson(query)}`, () => listAllies(db, query, viewer))
  }
}
