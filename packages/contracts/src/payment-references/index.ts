export * from './payment-references'
