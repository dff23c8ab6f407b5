import { startTransition, useEffect, useState } from 'react'

/** Cards a phone's first screen holds, with a margin: the rest are below the fold. */
const FIRST_ROWS = 6

/**
 * A list's first rows in the screen's first commit, all of them in a transition right after it (issue 39): the
 * first commit is one task React cannot slice, so on a phone's CPU it drew 25 cards before anything showed; the
 * rest now render in slices while the first ones are already on screen. Later answers (another page, a sort)
 * render whole.
 */
export function useFirstRowsFirst<Row>(rows: Row[] | undefined): Row[] | undefined {
  const [all, setAll] = useState(false)
  useEffect(() => startTransition(() => setAll(true)), [])
  return all || !rows ? rows : rows.slice(0, FIRST_ROWS)
}
