export { registerCalculatorRoutes } from './calculator.routes'
export { quoteLoan, type LoanQuote } from './quote'
export { amortize, levelPayment } from './amortization'
export { addMonths, divideHalfEven, IVA_BPS, shareOf } from './money'
