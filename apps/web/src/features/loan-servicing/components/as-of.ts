/**
 * The loan page's and the portfolio's "as of" date (issue 33): what the API is asked for. Today (or no date,
 * or a half-typed one) asks nothing, so the page reads the loan as the server's business day has it and
 * shares its cache with every other view of today.
 */
export function asOfParam(date: string, today: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date !== today ? date : undefined
}
