/** The header checkbox of a page: none, some or all of its rows selected. */
export type PageSelectionState = 'none' | 'some' | 'all'

/** The selection with one row added, or removed if it was in. */
export function toggled<Id>(selected: ReadonlySet<Id>, id: Id): Set<Id> {
  const next = new Set(selected)
  if (!next.delete(id)) next.add(id)
  return next
}

/** "Select page": every row of the page in, or, when all already were, every row of the page out. */
export function pageToggled<Id>(selected: ReadonlySet<Id>, pageIds: readonly Id[]): Set<Id> {
  const next = new Set(selected)
  if (pageState(selected, pageIds) === 'all') for (const id of pageIds) next.delete(id)
  else for (const id of pageIds) next.add(id)
  return next
}

export function pageState<Id>(selected: ReadonlySet<Id>, pageIds: readonly Id[]): PageSelectionState {
  const count = pageIds.filter((id) => selected.has(id)).length
  if (count === 0) return 'none'
  return count === pageIds.length ? 'all' : 'some'
}

/** The selected ids still on the page, in page order (a row a colleague removed drops out). */
export const selectedOnPage = <Id>(selected: ReadonlySet<Id>, pageIds: readonly Id[]): Id[] =>
  pageIds.filter((id) => selected.has(id))
