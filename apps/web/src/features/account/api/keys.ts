/** TanStack Query keys of the account feature. */
export const accountKeys = {
  /** The account itself (invalidate with `exact: true`: the other keys share its prefix). */
  account: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  notifications: ['account', 'notifications'] as const,
  agents: ['agent-status'] as const,
}
