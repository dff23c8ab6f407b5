/** The year the screen shows: the address's `?year=` when it is one the API serves (2000–2100), else today's. */
export function yearOf(asked: string | null, today: string): number {
  const year = Number(asked)
  return asked && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(today.slice(0, 4))
}
