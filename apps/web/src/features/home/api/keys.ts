/** TanStack Query keys of the home. */
export const homeKeys = {
  all: ['home'] as const,
}
