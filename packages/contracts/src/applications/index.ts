export * from './stages'
export * from './applicant'
export * from './applications'
export * from './curp'
