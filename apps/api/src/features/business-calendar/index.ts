export { registerBusinessCalendarRoutes } from './business-calendar.routes'
export { nonBusinessDaysOf } from './business-calendar.service'
