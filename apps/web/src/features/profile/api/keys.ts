/** TanStack Query keys of the profile feature. */
export const profileKeys = {
  header: ['profile', 'header'] as const,
  tab: (tab: string) => ['profile', 'tab', tab] as const,
}
