/** TanStack Query keys of the business calendar (issue 33). */
export const calendarKeys = {
  all: ['business-calendar'] as const,
  year: (year: number) => ['business-calendar', year] as const,
}
