export { registerCalculatorRoutes } from './calculator.routes'
