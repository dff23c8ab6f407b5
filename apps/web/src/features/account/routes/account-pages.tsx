/** The account feature's screens, one lazy chunk. */
export { Component as AccountSettingsPage } from './account-settings'
export { Component as AgentStatusPage } from './agent-status'
