export { publishEvent, startEventBus, type EventBus } from './event-bus'
export { registerEventRoutes } from './events.routes'
