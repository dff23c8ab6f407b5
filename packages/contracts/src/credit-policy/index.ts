export * from './credit-policy'
export * from './payment-capacity'
