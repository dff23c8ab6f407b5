/** True when a list answer says its total is a lower bound (`totalCapped`: the API stopped counting, issue 12). */
export const totalIsCapped = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { totalCapped?: unknown }).totalCapped === true

/** The pagination's "1–10 of 1000" text key: "1000+" when the total is a lower bound. */
export const displayedRowsKey = (capped: boolean | undefined) =>
  capped ? 'list.displayedRowsCapped' : 'list.displayedRows'
