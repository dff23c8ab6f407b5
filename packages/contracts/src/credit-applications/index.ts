export * from './stages'
export * from './applicant'
export * from './credit-applications'
export * from './access'
