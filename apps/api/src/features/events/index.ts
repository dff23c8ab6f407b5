export { publishEvent, startEventBus, type EventBus } from './event-bus'
export { registerEventRoutes, type EventAudienceChecks } from './events.routes'
